import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../modules/clients/createClient';
import { addTestUser } from '../testing/addTestUser';
import { testConfig } from '../testing/createTestApp';
import { openTestDatabase, testDatabaseKinds } from '../testing/openTestDatabase';
import { testAppSeed } from '../testing/testAppSeed';
import { testClientSeed } from '../testing/testClientSeed';
import { appRole } from './appRole';
import type { Database } from './database.types';
import { migrate } from './migrate';
import { runScoped } from './scopedTransaction';
import { seed } from './seed';

describe.each(testDatabaseKinds)('tenancy backstop on %s', (kind) => {
  let db: Database;
  let schema: string;
  let a: string;
  let b: string;
  let tenantTables: string[];

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
    }
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      db.kysely,
    );
    schema = rows[0]?.schema ?? 'public';
    const columns = await sql<{ table_name: string }>`
      select table_name from information_schema.columns
      where table_schema = ${schema} and column_name = 'client_id'
    `.execute(db.kysely);
    tenantTables = columns.rows.map((row) => row.table_name).sort();
  });

  afterAll(async () => {
    await db?.close();
  });

  it('has tenant tables to check', () => {
    expect(tenantTables).toEqual(
      expect.arrayContaining(['client_users', 'roles', 'user_roles', 'application_versions']),
    );
  });

  it('leads every key of every tenant table with a NOT NULL client_id', async () => {
    const { rows } = await sql<{ table_name: string; nullable: string; first_key: string }>`
      select c.table_name, c.is_nullable as nullable,
        (select a.attname from pg_index i
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
          where i.indrelid = (quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass
            and i.indisprimary) as first_key
      from information_schema.columns c
      where c.table_schema = ${schema} and c.column_name = 'client_id'
    `.execute(db.kysely);
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
      where n.nspname = ${schema} and c.relkind = 'r'
    `.execute(db.kysely);
    for (const table of tenantTables) {
      expect(rows.find((row) => row.relname === table)).toMatchObject({
        enabled: true,
        forced: true,
      });
    }
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

  it("shows a tenant's transaction no row of another tenant, in any tenant table", async () => {
    for (const table of tenantTables) {
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

  it('keeps the scope inside its transaction: the next one on the connection starts clean', async () => {
    await runScoped(db.kysely, { clientId: a }, async () => undefined);
    const { rows } = await sql<{ client: string | null; role: string }>`
      select nullif(current_setting('app.client_id', true), '') as client, current_user as role
    `.execute(db.kysely);
    expect(rows[0]?.client ?? null).toBeNull();
    expect(rows[0]?.role).not.toBe(appRole);
  });
});
