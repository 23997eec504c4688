import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { verifyPassword } from '../modules/auth/passwordHash';
import { openTestDatabase, testDatabaseKinds } from '../testing/openTestDatabase';
import type { Database } from './database.types';
import { migrate } from './migrate';
import { runScoped } from './scopedTransaction';
import { seed } from './seed';

const config = loadConfig({
  TESSERA_ADMIN_EMAIL: 'Root@Example.com',
  TESSERA_ADMIN_PASSWORD: 'pa55word',
});

describe.each(testDatabaseKinds)('migrate and seed on %s', (kind) => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('applies every migration on an empty database, and nothing when run again', async () => {
    expect(await migrate(db)).toEqual([
      '0001_initial',
      '0002_tenancy',
      '0005_users',
      '0006_client_scripts',
      '0007_data_records',
      '0008_processes',
      '0009_order_key_functions',
      '0010_tenant_reads',
      '0011_order_key_functions_v2',
      '0012_sparse_original_data',
      '0013_definition_generations',
      '0014_active_records_index',
      '0015_session_membership',
      '0016_provider_partitions',
      '0017_record_keys',
      '0018_count_indexes',
    ]);
    expect(await migrate(db)).toEqual([]);
    // Our schema's tables only, found by its OID: on PostgreSQL every test file of the run has a
    // schema of its own in the same database (testing/testSchemasSetup.ts).
    const { rows: tables } = await sql<{ name: string; isView: boolean }>`
      select relname as name, relkind = 'v' as "isView"
        from pg_catalog.pg_class
       where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p', 'v')
    `.execute(db.kysely);
    expect(tables.filter((table) => table.isView).map((table) => table.name)).toEqual([
      'tenant_data_records',
    ]);
    expect(
      tables
        .filter((table) => !table.isView)
        .map((table) => table.name)
        .sort(),
    ).toEqual([
      'application_versions',
      'audit_events',
      'client_scripts',
      'client_users',
      'clients',
      'data_record_key_fields',
      'data_record_keys',
      'data_records',
      'data_records_default',
      'definition_generations',
      'definitions',
      'history_logs',
      'idempotency_keys',
      'kysely_migration',
      'kysely_migration_lock',
      'login_tokens',
      'outbox',
      'processes',
      'rate_limits',
      'roles',
      'server_settings',
      'sessions',
      'user_roles',
      'users',
    ]);
  });

  it('seeds the demo client, its app and the super admin, assigned to it', async () => {
    expect(await seed(db, config)).toEqual({ seeded: true });

    const clients = await db.kysely.selectFrom('clients').selectAll().execute();
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({
      key: 'demo',
      name: 'Demo',
      domains: [],
      enabled_features: { processSettingsOptions: true, processSettingsDiagram: true },
      settings: {
        defaultCountry: 'PL',
        defaultLocale: 'pl',
        maxImportRecordCount: 1000,
        notifyAboutNewRegistrations: false,
      },
      status: 'active',
    });

    const users = await db.kysely.selectFrom('users').selectAll().orderBy('email').execute();
    expect(users.map((user) => user.email)).toEqual([
      'biuro@demo.tessera.local',
      'handlowiec@demo.tessera.local',
      'root@example.com',
    ]);
    const admin = users.find((user) => user.is_super_admin);
    // The demo people share the admin's password: the seed carries none of its own.
    for (const user of users) {
      expect(await verifyPassword(user.password_hash, 'pa55word')).toBe(true);
    }
    expect(admin).toMatchObject({
      email: 'root@example.com',
      is_super_admin: true,
      status: 'active',
      personal_details: { name: 'Admin', surname: 'Tessera' },
      default_client_id: clients[0]?.id,
    });
    expect(admin?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.password_hash, 'pa55word')).toBe(true);

    const clientId = clients[0]?.id;
    const { memberships, versions, definitions, roles } = await runScoped(
      db.kysely,
      { clientId },
      async (trx) => ({
        memberships: await trx.selectFrom('client_users').selectAll().execute(),
        versions: await trx.selectFrom('application_versions').selectAll().execute(),
        definitions: await trx
          .selectFrom('definitions')
          .select(['kind', 'name'])
          .orderBy('kind')
          .orderBy('name')
          .execute(),
        roles: await trx.selectFrom('roles').select('name').orderBy('name').execute(),
      }),
    );
    expect(memberships).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: admin?.id, type: 'client_admin', status: 'active' }),
      ]),
    );
    expect(memberships).toHaveLength(3);
    expect(roles.map((role) => role.name)).toEqual(['Biuro', 'Handlowiec']);
    expect(definitions).toEqual([
      { kind: 'applicationLayout', name: null },
      { kind: 'dataProvider', name: 'Instalacje PV' },
      { kind: 'dataProvider', name: 'Klienci' },
      { kind: 'form', name: 'Nowy lead' },
      { kind: 'form', name: 'Oferta' },
      { kind: 'form', name: 'Podpisanie umowy' },
      { kind: 'process', name: 'Sprzedaż instalacji PV' },
      { kind: 'view', name: 'Instalacje' },
      { kind: 'view', name: 'Moje zadania' },
    ]);
    // The demo records are in their providers' partitions, none in the default one.
    const stored = await runScoped(db.kysely, { clientId }, async (trx) =>
      (
        await sql<{ table: string }>`select distinct tableoid::regclass::text as table
          from data_records order by 1`.execute(trx)
      ).rows.map((row) => row.table),
    );
    expect(stored.length).toBeGreaterThan(0);
    for (const table of stored) expect(table).toMatch(/^data_records_[0-9a-f]{32}$/);
    // Every client starts with a live v1, so definitions always have a version to belong to.
    expect(versions).toMatchObject([
      { client_id: clientId, number: 1, name: 'Wersja początkowa', status: 'live' },
    ]);
  });

  it('seeds only once: a database with a client is left alone', async () => {
    const otherAdmin = loadConfig({ TESSERA_ADMIN_EMAIL: 'other@example.com' });
    expect(await seed(db, otherAdmin)).toEqual({ seeded: false });
    const [seededOnce] = await Promise.all([seed(db, config), seed(db, config)]);
    expect(seededOnce).toEqual({ seeded: false });
    const counts = await db.kysely
      .selectNoFrom((eb) => [
        eb.selectFrom('clients').select(eb.fn.countAll<string>().as('n')).as('clients'),
        eb.selectFrom('users').select(eb.fn.countAll<string>().as('n')).as('users'),
      ])
      .executeTakeFirstOrThrow();
    expect(counts).toEqual({ clients: '1', users: '3' });
  });

  it('enforces one account per e-mail whatever its letter case', async () => {
    await expect(
      db.kysely
        .insertInto('users')
        .values({ email: 'ROOT@example.com', personal_details: '{}' })
        .execute(),
    ).rejects.toThrow(/users_email_lower_key/);
  });

  it('rejects a user or client status the platform does not know', async () => {
    await expect(
      db.kysely
        .insertInto('users')
        .values({ email: 'x@example.com', status: 'root' as 'active', personal_details: '{}' })
        .execute(),
    ).rejects.toThrow(/check/);
    await expect(
      db.kysely
        .updateTable('clients')
        .set({ status: 'paused' as 'active' })
        .execute(),
    ).rejects.toThrow(/check/);
  });

  it('keeps a transaction to itself while other queries run concurrently', async () => {
    const seen: string[] = [];
    const transaction = db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('server_settings').values({ key: 'test.tx', value: '1' }).execute();
      await sql`select pg_sleep(0.05)`.execute(trx);
      throw new Error('roll back');
    });
    // Runs while the transaction is open; on a shared PGlite session it would land inside it
    // and be rolled back with it.
    const outside = db.kysely
      .insertInto('server_settings')
      .values({ key: 'test.outside', value: '2' })
      .execute()
      .then(() => seen.push('outside'));
    await expect(transaction).rejects.toThrow('roll back');
    await outside;
    const keys = await db.kysely
      .selectFrom('server_settings')
      .select('key')
      .where('key', 'like', 'test.%')
      .execute();
    expect(keys).toEqual([{ key: 'test.outside' }]);
    expect(seen).toEqual(['outside']);
  });
});
