import { type Kysely, type RawBuilder, sql } from 'kysely';
import { appRole } from '../appRole';
import { tenantReadsRole } from '../tenantReadsRole';
import { currentSchema } from './currentSchema';

/** The view requests read data records through (migration 0010_tenant_reads). */
const view = 'tenant_data_records';

/**
 * Creates `tenant_data_records` over `data_records` with `columns` as its select list: the
 * transaction's tenant's rows, no security barrier, read with its owner's rights; `select` for
 * requests, and owned by `tessera_tenant_reads` (0010_tenant_reads says why).
 * @internal
 */
export async function createTenantReadsView(
  db: Kysely<unknown>,
  columns: RawBuilder<unknown>,
): Promise<void> {
  await sql`
    create view ${sql.table(view)} with (security_barrier = false, security_invoker = false) as
      select ${columns}
      from data_records
      where client_id = nullif(current_setting('app.client_id', true), '')::uuid
  `.execute(db);
  await sql`grant select on ${sql.table(view)} to ${sql.id(appRole)}`.execute(db);
  await handOver(db, view, tenantReadsRole);
}

/** Drops `tenant_data_records`. @internal */
export async function dropTenantReadsView(db: Kysely<unknown>): Promise<void> {
  await sql`drop view ${sql.table(view)}`.execute(db);
}

/**
 * Makes `role` the owner of `relation`. PostgreSQL asks the new owner for `create` on the schema
 * and the current user for membership in it; both are lent for the change only, so no role keeps
 * the owner's privileges (a superuser needs neither).
 */
async function handOver(db: Kysely<unknown>, relation: string, role: string): Promise<void> {
  const schema = sql.id(await currentSchema(db));
  const { rows } = await sql<{ superuser: boolean }>`
    select rolsuper as superuser from pg_roles where rolname = current_user
  `.execute(db);
  const lend = rows[0]?.superuser !== true;
  await sql`grant create on schema ${schema} to ${sql.id(role)}`.execute(db);
  if (lend) await sql`grant ${sql.id(role)} to current_user`.execute(db);
  await sql`alter view ${sql.table(relation)} owner to ${sql.id(role)}`.execute(db);
  if (lend) await sql`revoke ${sql.id(role)} from current_user`.execute(db);
  await sql`revoke create on schema ${schema} from ${sql.id(role)}`.execute(db);
}
