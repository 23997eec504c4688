import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintTenantScope } from '../modules/access/tenantScope';
import { createClient } from '../modules/clients/createClient';
import { insertDataRecords } from '../modules/queries/dataRecordRepository';
import { addTestUser } from '../testing/addTestUser';
import { testConfig } from '../testing/createTestApp';
import { openTestDatabase, testDatabaseKinds } from '../testing/openTestDatabase';
import { roleStanding } from '../testing/roleStanding';
import { testAppSeed } from '../testing/testAppSeed';
import { testClientSeed } from '../testing/testClientSeed';
import { appRole } from './appRole';
import { backendOf } from './backendCancellation';
import type { Database } from './database.types';
import { migrate } from './migrate';
import { runScoped } from './scopedTransaction';
import { seed } from './seed';
import { tenantReadsRole } from './tenantReadsRole';

/** A provider id both tenants use: ids of definitions are not unique across tenants by rule. */
const sharedProvider = '00000000-0000-4000-8000-00000000a11c';

describe.each(testDatabaseKinds)('tenancy backstop on %s', (kind) => {
  let db: Database;
  let schema: string;
  let a: string;
  let b: string;
  let tenantTables: string[];
  /** The tables, and the views over them (the tenant's records: `tenant_data_records`). */
  let tenantRelations: string[];
  /** The partitions of `data_records`, reached through it only. */
  let partitions: string[];

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await migrate(db);
    await seed(db, testConfig, testAppSeed);
    a = await createClient(db.kysely, testClientSeed('tenant-a'));
    b = await createClient(db.kysely, testClientSeed('tenant-b'));
    for (const [clientId, name] of [
      [a, 'canary-a'],
      [b, 'canary-b'],
    ] as const) {
      await runScoped(db.kysely, { clientId }, (trx) =>
        trx.insertInto('roles').values({ client_id: clientId, name }).execute(),
      );
      await addTestUser(db, { email: `${name}@example.com`, clientId });
      await runScoped(db.kysely, { clientId }, (trx) =>
        insertDataRecords(trx, mintTenantScope(clientId, 'tester'), sharedProvider, [
          { data: { name } },
        ]),
      );
    }
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      db.kysely,
    );
    schema = rows[0]?.schema ?? 'public';
    // Relations with a client_id column; the records' partitions (migration 0016) apart.
    const columns = await sql<{ name: string; view: boolean; partition: boolean }>`
      select c.relname as name, c.relkind = 'v' as view, c.relispartition as partition
      from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.relnamespace = to_regnamespace(${schema}) and c.relkind in ('r', 'p', 'v')
        and a.attname = 'client_id' and not a.attisdropped
    `.execute(db.kysely);
    const names = (keep: (row: (typeof columns.rows)[number]) => boolean) =>
      columns.rows
        .filter(keep)
        .map((row) => row.name)
        .sort();
    tenantRelations = names((row) => !row.partition);
    tenantTables = names((row) => !row.view && !row.partition);
    partitions = names((row) => row.partition);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('has tenant tables to check', () => {
    expect(tenantTables).toEqual(
      expect.arrayContaining(['client_users', 'roles', 'user_roles', 'application_versions']),
    );
    expect(tenantRelations).toEqual([...tenantTables, 'tenant_data_records'].sort());
  });

  it('leads every key of every tenant table with a NOT NULL client_id', async () => {
    const { rows } = await sql<{ table_name: string; nullable: string; first_key: string }>`
      select c.table_name, c.is_nullable as nullable,
        (select a.attname from pg_index i
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
          where i.indrelid = (quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass
            and i.indisprimary) as first_key
      from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = ${schema} and c.column_name = 'client_id'
        and t.table_type = 'BASE TABLE'
    `.execute(db.kysely);
    expect(rows.map((row) => row.table_name).sort()).toEqual(
      [...tenantTables, ...partitions].sort(),
    );
    for (const row of rows) {
      expect({ table: row.table_name, nullable: row.nullable, firstKey: row.first_key }).toEqual({
        table: row.table_name,
        nullable: 'NO',
        firstKey: 'client_id',
      });
    }
  });

  it('enables and forces row-level security on every tenant table', async () => {
    const { rows } = await sql<{ relname: string; enabled: boolean; forced: boolean }>`
      select c.relname, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} and c.relkind in ('r', 'p')
    `.execute(db.kysely);
    for (const table of tenantTables) {
      expect(rows.find((row) => row.relname === table)).toMatchObject({
        enabled: true,
        forced: true,
      });
    }
  });

  it("keeps the records' partitions out of every request's reach: only data_records leads to them", async () => {
    expect(partitions).toContain('data_records_default');
    const { rows } = await sql<{ name: string; role: string; privilege: string }>`
      select c.relname as name, r.role, p.privilege from pg_class c
      cross join unnest(array[${appRole}, ${tenantReadsRole}]) as r(role)
      cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'])
        as p(privilege)
      where c.relnamespace = to_regnamespace(current_schema()) and c.relispartition
        and has_table_privilege(r.role, c.oid, p.privilege)
    `.execute(db.kysely);
    expect(rows).toEqual([]);
    await expect(
      runScoped(db.kysely, { clientId: a }, (trx) =>
        sql`select count(*) from data_records_default`.execute(trx),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it('runs requests as a role that owns nothing and cannot bypass row-level security', async () => {
    const { rows } = await sql<{ super: boolean; bypass: boolean; owned: string }>`
      select r.rolsuper as super, r.rolbypassrls as bypass,
        (select count(*) from pg_class c where c.relowner = r.oid)::text as owned
      from pg_roles r where r.rolname = ${appRole}
    `.execute(db.kysely);
    expect(rows).toEqual([{ super: false, bypass: false, owned: '0' }]);
    const { rows: who } = await runScoped(db.kysely, { clientId: a }, (trx) =>
      sql<{ role: string }>`select current_user as role`.execute(trx),
    );
    expect(who).toEqual([{ role: appRole }]);
  });

  it("shows a tenant's transaction no row of another tenant, in any tenant table or view", async () => {
    for (const table of tenantRelations) {
      const { rows } = await runScoped(db.kysely, { clientId: a }, (trx) =>
        sql<{ foreign: string }>`
          select count(*)::text as foreign from ${sql.table(table)} where client_id <> ${a}
        `.execute(trx),
      );
      expect({ table, rows }).toEqual({ table, rows: [{ foreign: '0' }] });
    }
    const names = await runScoped(db.kysely, { clientId: a }, (trx) =>
      trx.selectFrom('roles').select('name').execute(),
    );
    expect(names).toEqual([{ name: 'canary-a' }]);
  });

  it('shows a transaction without a client no tenant rows at all', async () => {
    const roles = await runScoped(db.kysely, {}, (trx) =>
      trx.selectFrom('roles').select('name').execute(),
    );
    expect(roles).toEqual([]);
    for (const table of tenantRelations) {
      const { rows } = await runScoped(db.kysely, {}, (trx) =>
        sql<{ count: string }>`select count(*)::text as count from ${sql.table(table)}`.execute(
          trx,
        ),
      );
      expect({ table, rows }).toEqual({ table, rows: [{ count: '0' }] });
    }
  });

  it("reads records through tenant_data_records: the transaction's tenant only, whatever the statement asks", async () => {
    const read = (clientId: string | undefined, where: ReturnType<typeof sql>) =>
      runScoped(db.kysely, { clientId }, async (trx) =>
        (
          await sql<{ name: string }>`select data ->> 'name' as name from tenant_data_records
            where ${where} order by 1`.execute(trx)
        ).rows.map((row) => row.name),
      );
    expect(await read(a, sql`true`)).toEqual(['canary-a']);
    expect(await read(b, sql`true`)).toEqual(['canary-b']);
    // A statement naming the other tenant, or none, still sees only its own tenant's rows.
    expect(await read(a, sql`client_id = ${b}`)).toEqual([]);
    expect(await read(a, sql`client_id <> ${a} or data ->> 'name' = 'canary-b'`)).toEqual([]);
    expect(await read(a, sql`provider_id = ${sharedProvider}::uuid`)).toEqual(['canary-a']);
    expect(await read(undefined, sql`true`)).toEqual([]);
    // Neither does the tables' owner outside a request's scope see a tenant through it.
    const { rows: owner } = await sql<{
      count: string;
    }>`select count(*)::text as count from tenant_data_records`.execute(db.kysely);
    expect(owner).toEqual([{ count: '0' }]);
  });

  it('lets requests only read through tenant_data_records, never write', async () => {
    for (const statement of [
      sql`insert into tenant_data_records (client_id, provider_id) values (${a}, ${sharedProvider})`,
      sql`update tenant_data_records set data = '{}'::jsonb`,
      sql`delete from tenant_data_records`,
    ]) {
      await expect(
        runScoped(db.kysely, { clientId: a }, (trx) => statement.execute(trx)),
      ).rejects.toThrow(/permission denied/);
    }
  });

  it('gives tenant_data_records to a role nobody can act as, holding nothing but the read of records', async () => {
    // No other role inherits its privileges or may `set role` to it (superusers aside).
    expect(await roleStanding(db, tenantReadsRole)).toEqual({
      login: false,
      super: false,
      bypass: false,
      holders: [],
    });
    // In this schema it owns the view alone, reads data_records alone and creates nothing.
    const { rows: owned } = await sql<{ name: string; kind: string; options: string[] | null }>`
      select c.relname as name, c.relkind::text as kind, c.reloptions as options from pg_class c
      where c.relowner = to_regrole(${tenantReadsRole})
        and c.relnamespace = to_regnamespace(current_schema())
    `.execute(db.kysely);
    expect(owned).toEqual([
      {
        name: 'tenant_data_records',
        kind: 'v',
        options: ['security_barrier=false', 'security_invoker=false'],
      },
    ]);
    const { rows: privileges } = await sql<{ name: string; privilege: string }>`
      select c.relname as name, p.privilege from pg_class c
      cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'])
        as p(privilege)
      where c.relnamespace = to_regnamespace(current_schema()) and c.relkind in ('r', 'p')
        and has_table_privilege(${tenantReadsRole}, c.oid, p.privilege)
    `.execute(db.kysely);
    expect(privileges).toEqual([{ name: 'data_records', privilege: 'SELECT' }]);
    const { rows: create } = await sql<{ create: boolean }>`
      select has_schema_privilege(${tenantReadsRole}, current_schema(), 'CREATE') as create
    `.execute(db.kysely);
    expect(create).toEqual([{ create: false }]);
    // Requests may read the view and nothing more of it.
    const { rows: granted } = await sql<{ privilege: string }>`
      select p.privilege from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE',
        'REFERENCES', 'TRIGGER']) as p(privilege)
      where has_table_privilege(${appRole}, 'tenant_data_records', p.privilege)
    `.execute(db.kysely);
    expect(granted).toEqual([{ privilege: 'SELECT' }]);
  });

  it("keeps data_records' own policy for everyone else: only the view's owner reads past it", async () => {
    const { rows } = await sql<{ name: string; command: string; roles: string[]; qual: string }>`
      select policyname as name, cmd as command, roles::text[] as roles, qual
      from pg_policies where schemaname = current_schema() and tablename = 'data_records'
      order by policyname
    `.execute(db.kysely);
    expect(rows).toEqual([
      {
        name: 'tenant_isolation',
        command: 'ALL',
        roles: ['public'],
        qual: "(client_id = (NULLIF(current_setting('app.client_id'::text, true), ''::text))::uuid)",
      },
      { name: 'tenant_reads', command: 'SELECT', roles: [tenantReadsRole], qual: 'true' },
    ]);
  });

  it('refuses to write a row into another tenant, or to move one there', async () => {
    await expect(
      runScoped(db.kysely, { clientId: a }, (trx) =>
        trx.insertInto('roles').values({ client_id: b, name: 'intruder' }).execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    const moved = await runScoped(db.kysely, { clientId: a }, (trx) =>
      trx.updateTable('roles').set({ name: 'renamed' }).where('client_id', '=', b).execute(),
    );
    expect(moved[0]?.numUpdatedRows).toBe(0n);
    await expect(
      runScoped(db.kysely, { clientId: a }, (trx) =>
        trx.updateTable('roles').set({ client_id: b }).where('client_id', '=', a).execute(),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it("lets no row point at another tenant's row (composite foreign keys)", async () => {
    const roleOfB = await runScoped(db.kysely, { clientId: b }, (trx) =>
      trx.selectFrom('roles').select('id').executeTakeFirstOrThrow(),
    );
    const userOfA = await runScoped(db.kysely, { clientId: a }, (trx) =>
      trx.selectFrom('client_users').select('user_id').executeTakeFirstOrThrow(),
    );
    await expect(
      runScoped(db.kysely, { clientId: a }, (trx) =>
        trx
          .insertInto('user_roles')
          .values({ client_id: a, user_id: userOfA.user_id, role_id: roleOfB.id })
          .execute(),
      ),
    ).rejects.toThrow(/foreign key/);
  });

  it('knows the backend a scoped transaction runs on, without asking (none on PGlite)', async () => {
    const { remembered, actual } = await runScoped(db.kysely, { clientId: a }, async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      return { remembered: backendOf(trx), actual: rows[0]?.pid };
    });
    expect(remembered).toBe(kind === 'postgresql' ? actual : undefined);
  });

  it('keeps the scope inside its transaction: the next one on the connection starts clean', async () => {
    const settings = sql<{ client: string | null; role: string; workMem: string }>`
      select nullif(current_setting('app.client_id', true), '') as client, current_user as role,
        current_setting('work_mem') as "workMem"`;
    const { rows: inside } = await runScoped(db.kysely, { clientId: a }, (trx) =>
      settings.execute(trx),
    );
    expect(inside).toEqual([{ client: a, role: appRole, workMem: '32MB' }]);
    const { rows } = await settings.execute(db.kysely);
    expect(rows[0]?.client ?? null).toBeNull();
    expect(rows[0]?.role).not.toBe(appRole);
    expect(rows[0]?.workMem).not.toBe('32MB');
  });
});
