import { type Kysely, type RawBuilder, sql } from 'kysely';
import { appRole } from '../appRole';
import { writtenValuesSql } from '../originalData';
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

/**
 * The view's columns since 0012_sparse_original_data: every column of `data_records`, with
 * `original_data` as the record's written values (`writtenValuesSql`), never NULL.
 * @internal
 */
export function writtenValuesColumns(): RawBuilder<unknown> {
  return sql`client_id, provider_id, id, data, ${writtenValuesSql()} as original_data, version,
    status, created_by, created_at, updated_at`;
}

/** Drops `tenant_data_records`. @internal */
export async function dropTenantReadsView(db: Kysely<unknown>): Promise<void> {
  await sql`drop view ${sql.table(view)}`.execute(db);
}
