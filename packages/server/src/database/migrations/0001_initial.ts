import { type Kysely, type Migration, sql } from 'kysely';

/*
 * The platform's first tables: clients, users and their sessions. Written once and never edited
 * after release; later changes are new migrations. The SQL stays within what both PostgreSQL 15
 * and PGlite (PostgreSQL 18) accept: gen_random_uuid() is core since 13, no uuidv7().
 * Migrations take `Kysely<unknown>` on purpose: they must not depend on today's table types.
 */

const statusCheck = sql`status in ('active', 'inactive', 'deleted')`;

async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clients')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('domains', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('enabled_features', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('settings', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active').check(statusCheck))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Clients are found by domain on every page load under a client's own domain.
  await db.schema
    .createIndex('clients_domains_idx')
    .on('clients')
    .using('gin')
    .column('domains')
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('type', 'text', (col) =>
      col.notNull().check(sql`type in ('user', 'client_admin', 'super_admin')`),
    )
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active').check(statusCheck))
    .addColumn('personal_details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('default_client_id', 'uuid', (col) =>
      col.references('clients.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Logins are case-insensitive: one account per e-mail whatever its letter case.
  await db.schema
    .createIndex('users_email_lower_key')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('client_users')
    .addColumn('client_id', 'uuid', (col) =>
      col.notNull().references('clients.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('client_users_pkey', ['client_id', 'user_id'])
    .execute();
  // The primary key serves "users of a client"; this serves "clients of a user".
  await db.schema
    .createIndex('client_users_user_id_idx')
    .on('client_users')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('server_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['server_settings', 'sessions', 'client_users', 'users', 'clients']) {
    await db.schema.dropTable(table).execute();
  }
}

/** Creates clients, users, client_users, sessions and server_settings. */
export const initialMigration: Migration = { up, down };
