import { type Kysely, type Migration, sql } from 'kysely';
import { appRole } from '../appRole';
import { currentSchema } from './currentSchema';
import { ensureRole } from './ensureRole';
import { isolateTenantTable } from './isolateTenantTable';

/*
 * Tenancy by construction. Every tenant table starts its primary key with client_id and points at
 * other tenant rows through composite (client_id, id) foreign keys, so no row can reference
 * another tenant's row. Row-level security is enabled *and forced* on each of them as a
 * backstop: requests run as `tessera_app` (see scopedTransaction.ts), a role that owns nothing
 * and cannot bypass RLS, and see only the rows of the client in `app.client_id`.
 *
 * Global tables (clients, users, sessions, server_settings, rate_limits) have no client_id: a
 * person is one account across the clients they belong to (client_users), and logs in before a
 * client is known.
 *
 * A distributed PostgreSQL (Citus) can take client_id as the distribution column of every
 * tenant table as they are: each key and each foreign key includes it.
 */

const recordStatus = sql`status in ('active', 'inactive', 'deleted')`;

const tenantTables = [
  'client_users',
  'roles',
  'user_roles',
  'application_versions',
  'definitions',
  'login_tokens',
  'outbox',
  'audit_events',
] as const;

const globalTables = ['clients', 'users', 'sessions', 'rate_limits'] as const;

async function up(db: Kysely<unknown>): Promise<void> {
  await createAppRole(db);

  // A person's platform-wide facts stay on users; what they are in a client moves to client_users.
  await sql`alter table users add column is_super_admin boolean not null default false`.execute(db);
  await sql`update users set is_super_admin = (type = 'super_admin')`.execute(db);
  await sql`alter table users drop column type`.execute(db);
  // Sessions issued before a password change end with it; the column says when that was.
  await sql`alter table users add column password_changed_at timestamptz`.execute(db);

  await sql`
    alter table client_users
      add column type text not null default 'user' check (type in ('user', 'client_admin')),
      add column status text not null default 'active' check (${recordStatus}),
      add column awaiting_approval boolean not null default false,
      add column supervisor_user_id uuid,
      add column special_features jsonb not null default '[]'::jsonb,
      add column updated_at timestamptz not null default now(),
      add constraint client_users_supervisor_fkey foreign key (client_id, supervisor_user_id)
        references client_users (client_id, user_id) on delete set null (supervisor_user_id)
  `.execute(db);

  await sql`
    create table roles (
      client_id uuid not null references clients (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      name text not null,
      status text not null default 'active' check (${recordStatus}),
      permissions jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, id)
    )
  `.execute(db);
  // The spec's name check looks at active roles by exact name; the index closes its race.
  await sql`create unique index roles_active_name_key on roles (client_id, name) where status = 'active'`.execute(
    db,
  );

  await sql`
    create table user_roles (
      client_id uuid not null,
      user_id uuid not null,
      role_id uuid not null,
      primary key (client_id, user_id, role_id),
      foreign key (client_id, user_id) references client_users (client_id, user_id) on delete cascade,
      foreign key (client_id, role_id) references roles (client_id, id) on delete cascade
    )
  `.execute(db);
  await sql`create index user_roles_role_idx on user_roles (client_id, role_id)`.execute(db);

  await sql`
    create table application_versions (
      client_id uuid not null references clients (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      number integer not null check (number > 0),
      name text not null,
      status text not null check (status in ('draft', 'live', 'previous', 'archived')),
      published_at timestamptz,
      copied_from_id uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, id),
      unique (client_id, number),
      foreign key (client_id, copied_from_id) references application_versions (client_id, id)
        on delete set null (copied_from_id)
    )
  `.execute(db);
  // At most one live version per client, whatever publishes race.
  await sql`create unique index application_versions_one_live on application_versions (client_id) where status = 'live'`.execute(
    db,
  );

  // Every designer definition (providers, forms, processes, views, layout, document types,
  // templates, ...) as JSON per version. Ids stay the same across versions, so references
  // between definitions survive copying a version.
  await sql`
    create table definitions (
      client_id uuid not null,
      version_id uuid not null,
      id uuid not null default gen_random_uuid(),
      kind text not null,
      name text,
      status text not null default 'active' check (${recordStatus}),
      body jsonb not null default '{}'::jsonb,
      revision integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (client_id, version_id, id),
      foreign key (client_id, version_id) references application_versions (client_id, id)
        on delete cascade
    )
  `.execute(db);
  await sql`create index definitions_kind_idx on definitions (client_id, version_id, kind, name)`.execute(
    db,
  );

  // One-time login links: only the SHA-256 of the token is stored.
  await sql`
    create table login_tokens (
      client_id uuid not null,
      id uuid not null default gen_random_uuid(),
      user_id uuid not null,
      token_hash bytea not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_by_user_id uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (client_id, id),
      foreign key (client_id, user_id) references client_users (client_id, user_id) on delete cascade
    )
  `.execute(db);

  // Durable record of side effects that leave the database (mail, SMS), written in the
  // transaction that causes them and sent later by a job.
  await sql`
    create table outbox (
      client_id uuid not null references clients (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      kind text not null,
      payload jsonb not null,
      created_at timestamptz not null default now(),
      processed_at timestamptz,
      primary key (client_id, id)
    )
  `.execute(db);
  await sql`create index outbox_pending_idx on outbox (created_at) where processed_at is null`.execute(
    db,
  );

  await sql`
    create table audit_events (
      client_id uuid not null references clients (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      actor_user_id uuid references users (id) on delete set null,
      action text not null,
      details jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      primary key (client_id, id)
    )
  `.execute(db);

  // Fixed-window counters for rate limits, shared by every server process.
  await sql`
    create table rate_limits (
      key text primary key,
      hits integer not null,
      window_started_at timestamptz not null
    )
  `.execute(db);

  for (const table of tenantTables) await isolateTenantTable(db, table);
  // A person's own memberships are readable before a client is chosen (login, auth/me).
  await sql`
    create policy own_memberships on client_users for select
      using (user_id = nullif(current_setting('app.user_id', true), '')::uuid)
  `.execute(db);
  // A login link is found by the secret its holder presents, before any client is known.
  await sql`
    create policy presented_token on login_tokens
      using (token_hash = decode(nullif(current_setting('app.login_token_hash', true), ''), 'hex'))
  `.execute(db);

  await sql`grant usage on schema ${sql.id(await currentSchema(db))} to ${sql.id(appRole)}`.execute(
    db,
  );
  for (const table of [...tenantTables, ...globalTables]) {
    await sql`grant select, insert, update, delete on ${sql.table(table)} to ${sql.id(appRole)}`.execute(
      db,
    );
  }
  await sql`grant select on server_settings to ${sql.id(appRole)}`.execute(db);
}

/** The role requests run as; the connecting user must be a member to `set role`. */
async function createAppRole(db: Kysely<unknown>): Promise<void> {
  await ensureRole(db, appRole);
  // A superuser already may.
  const { rows: member } = await sql<{ member: boolean }>`
    select rolsuper or pg_has_role(current_user, ${appRole}, 'member') as member
    from pg_roles where rolname = current_user
  `.execute(db);
  if (!member[0]?.member) await sql`grant ${sql.id(appRole)} to current_user`.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_limits', ...[...tenantTables].reverse()]) {
    if (table === 'client_users') continue;
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`alter table client_users disable row level security`.execute(db);
  await sql`drop policy tenant_isolation on client_users`.execute(db);
  await sql`drop policy own_memberships on client_users`.execute(db);
  await sql`
    alter table client_users drop constraint client_users_supervisor_fkey,
      drop column type, drop column status, drop column awaiting_approval,
      drop column supervisor_user_id, drop column special_features, drop column updated_at
  `.execute(db);
  await sql`alter table users add column type text not null default 'user'`.execute(db);
  await sql`update users set type = 'super_admin' where is_super_admin`.execute(db);
  await sql`alter table users drop column is_super_admin, drop column password_changed_at`.execute(
    db,
  );
}

/** Tenant tables with composite keys and forced row-level security; the app role. */
export const tenancyMigration: Migration = { up, down };
