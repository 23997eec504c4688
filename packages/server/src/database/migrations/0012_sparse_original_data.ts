import { type Kysely, type Migration, type RawBuilder, sql } from 'kysely';
import { tenantReadsColumns } from './0010_tenant_reads';
import {
  createTenantReadsView,
  dropTenantReadsView,
  writtenValuesColumns,
} from './tenantReadsView';

/*
 * A record's written values (`original_data`) stored only where they differ from its read values
 * (`data`): NULL means "the same as `data`" (database/originalData.ts). Records without computed
 * fields — most of them — held the same JSONB twice, so every row was about twice as wide as
 * needed and every read of the table (a view's count, a pipeline) read twice the pages.
 *
 * `original_data` loses its NOT NULL and its default; the check on both columns now names NULL as
 * allowed (it let NULL through before too: a check passes on NULL, but by accident). The rows
 * written before are made sparse in place; the table's file keeps its size until a
 * `vacuum full data_records` (not possible inside the migration's transaction) — until then the
 * freed space only takes new rows. `tenant_data_records` is created again with
 * `coalesce(original_data, data)` as its `original_data`, so readers of the view never see NULL;
 * the table's readers read `writtenValuesSql` (modules/records/recordRepository.ts).
 *
 * The update runs with row-level security not forced for the table's owner (the migrating user):
 * forced, the owner sees no tenant's rows without `app.client_id`, and the update would change
 * none. DDL is transactional in PostgreSQL: the policy is forced again before anyone else sees it.
 * `down` writes `data` into every NULL `original_data` and restores the constraints and the view.
 */

const valuesCheck = sql.id('data_records_values_check');
/** 0007's unnamed check on both columns, named by PostgreSQL. */
const initialCheck = sql.id('data_records_check');

/** Runs `statement` on every tenant's rows, as the table's owner. */
async function onEveryTenant(db: Kysely<unknown>, statement: RawBuilder<unknown>): Promise<void> {
  await sql`alter table data_records no force row level security`.execute(db);
  await statement.execute(db);
  await sql`alter table data_records force row level security`.execute(db);
}

async function up(db: Kysely<unknown>): Promise<void> {
  await dropTenantReadsView(db);
  await sql`
    alter table data_records
      alter column original_data drop not null,
      alter column original_data drop default,
      drop constraint ${initialCheck},
      add constraint ${valuesCheck} check (
        jsonb_typeof(data) = 'object'
        and (original_data is null or jsonb_typeof(original_data) = 'object')
      )
  `.execute(db);
  await onEveryTenant(
    db,
    sql`update data_records set original_data = null where original_data = data`,
  );
  await createTenantReadsView(db, writtenValuesColumns());
}

async function down(db: Kysely<unknown>): Promise<void> {
  await dropTenantReadsView(db);
  await onEveryTenant(
    db,
    sql`update data_records set original_data = data where original_data is null`,
  );
  await sql`
    alter table data_records
      alter column original_data set default '{}'::jsonb,
      alter column original_data set not null,
      drop constraint ${valuesCheck},
      add constraint ${initialCheck} check (
        jsonb_typeof(data) = 'object' and jsonb_typeof(original_data) = 'object'
      )
  `.execute(db);
  await createTenantReadsView(db, tenantReadsColumns);
}

/** @internal */
export const sparseOriginalDataMigration: Migration = { up, down };
