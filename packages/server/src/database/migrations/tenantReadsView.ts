import { type Kysely, type RawBuilder, sql } from 'kysely';
import { appRole } from '../appRole';
import { tenantReadsRole } from '../tenantReadsRole';
import { handOver } from './handOver';

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
  await handOver(
    db,
    tenantReadsRole,
    sql`alter view ${sql.table(view)} owner to ${sql.id(tenantReadsRole)}`,
  );
}

/** Drops `tenant_data_records`. @internal */
export async function dropTenantReadsView(db: Kysely<unknown>): Promise<void> {
  await sql`drop view ${sql.table(view)}`.execute(db);
}
