import { type Kysely, type Migration, sql } from 'kysely';
import { fieldIndexSql } from '../../modules/queries/fieldIndexes';
import {
  createProviderPartition,
  DEFAULT_PARTITION,
} from '../../modules/queries/providerPartitions';
import { appRole } from '../appRole';
import { tenantReadsRole } from '../tenantReadsRole';
import { grantToAppRole, isolateTenantTable } from './isolateTenantTable';
import {
  createTenantReadsView,
  dropTenantReadsView,
  writtenValuesColumns,
} from './tenantReadsView';

/*
 * `data_records` partitioned by provider (modules/queries/providerPartitions.ts says why): the
 * table becomes the default partition of a new partitioned `data_records` with the same columns,
 * keys, checks and indexes, and each provider's records move to a partition of their own.
 *
 * The policies, the grants and the view move to the partitioned table: statements go through it,
 * and a partition has no grant, so it is reachable only through it. The default partition has no
 * row-level security of its own, so its owner can move a provider's records out of it later. The
 * processes' foreign key is dropped while the records move and added again on the partitioned
 * table. The field indexes (each a partial index of one provider, with statistics) are built
 * again in their providers' partitions, and the old ones dropped with their statistics. All of it
 * runs in the migration's transaction: records wait for it (a copy of every record; at 1,000,000
 * records of a provider about a minute).
 *
 * `down` moves every record back into the default partition, which becomes `data_records` again;
 * the partitions' field indexes go with them (the indexer builds a field's shared index again
 * when a view using it is saved).
 */

const PROVIDER = /provider_id = '([0-9a-f-]{36})'::uuid/;
const FIELD = /data -> '([A-Za-z_][A-Za-z0-9_]{0,62})'::text/;

/** The processes' foreign key to their records (0008_processes). */
const processesRecordKey = sql.id('processes_client_id_provider_id_record_id_fkey');

/** The indexes of `table`, named `from`, renamed `to` (the table's name is the prefix). */
async function renameIndexes(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  for (const suffix of ['pkey', 'active_idx']) {
    await sql`alter index ${sql.id(`${from}_${suffix}`)} rename to ${sql.id(`${to}_${suffix}`)}`.execute(
      db,
    );
  }
}

/** The tenants' policies and the grants on `data_records` (0007 and 0010), on its table now. */
async function protect(db: Kysely<unknown>): Promise<void> {
  await isolateTenantTable(db, 'data_records');
  await grantToAppRole(db, 'data_records');
  const reader = sql.id(tenantReadsRole);
  await sql`grant select on data_records to ${reader}`.execute(db);
  await sql`create policy tenant_reads on data_records for select to ${reader} using (true)`.execute(
    db,
  );
}

/** Takes the policies and grants off `data_records`, before it is renamed or dropped. */
async function unprotect(db: Kysely<unknown>): Promise<void> {
  await sql`drop policy tenant_isolation on data_records`.execute(db);
  await sql`drop policy tenant_reads on data_records`.execute(db);
  await sql`alter table data_records no force row level security`.execute(db);
  await sql`alter table data_records disable row level security`.execute(db);
  await sql`revoke all on data_records from ${sql.id(appRole)}, ${sql.id(tenantReadsRole)}`.execute(
    db,
  );
}

async function referenceRecords(db: Kysely<unknown>): Promise<void> {
  await sql`alter table processes add constraint ${processesRecordKey}
    foreign key (client_id, provider_id, record_id) references data_records (client_id, provider_id, id)`.execute(
    db,
  );
}

async function up(db: Kysely<unknown>): Promise<void> {
  await dropTenantReadsView(db);
  await sql`alter table processes drop constraint ${processesRecordKey}`.execute(db);
  await unprotect(db);
  await sql`alter table data_records rename to ${sql.id(DEFAULT_PARTITION)}`.execute(db);
  await renameIndexes(db, 'data_records', DEFAULT_PARTITION);

  await sql`create table data_records (like ${sql.id(DEFAULT_PARTITION)}
    including defaults including constraints) partition by list (provider_id)`.execute(db);
  await sql`alter table data_records
    add primary key (client_id, provider_id, id),
    add foreign key (client_id) references clients (id) on delete cascade,
    add foreign key (client_id, created_by) references client_users (client_id, user_id)
      on delete set null (created_by)`.execute(db);
  await sql`create index data_records_active_idx on data_records (client_id, provider_id, created_at, id)
    where status = 'active'`.execute(db);
  await sql`alter table data_records attach partition ${sql.id(DEFAULT_PARTITION)} default`.execute(
    db,
  );
  await protect(db);

  const { rows: providers } = await sql<{ id: string }>`
    select distinct provider_id::text as id from ${sql.id(DEFAULT_PARTITION)}`.execute(db);
  for (const { id } of providers) await createProviderPartition(db, id);

  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select index.relname as name, pg_get_indexdef(index.oid) as definition
    from pg_index join pg_class as index on index.oid = pg_index.indexrelid
    where pg_index.indrelid = ${DEFAULT_PARTITION}::regclass`.execute(db);
  for (const { name, definition } of indexes) {
    const providerId = PROVIDER.exec(definition)?.[1];
    const fieldName = FIELD.exec(definition)?.[1];
    if (providerId === undefined || fieldName === undefined) continue;
    await sql`drop statistics if exists ${sql.id(name)}`.execute(db);
    await sql`drop index ${sql.id(name)}`.execute(db);
    // A provider without records yet (a view saved before any) gets its partition here.
    await createProviderPartition(db, providerId);
    await fieldIndexSql({ providerId, fieldName }, false).execute(db);
  }
  if (providers.length > 0) await sql`analyze data_records`.execute(db);

  await referenceRecords(db);
  await createTenantReadsView(db, writtenValuesColumns());
}

async function down(db: Kysely<unknown>): Promise<void> {
  await dropTenantReadsView(db);
  await sql`alter table processes drop constraint ${processesRecordKey}`.execute(db);
  const { rows: partitions } = await sql<{ name: string }>`
    select inhrelid::regclass::text as name from pg_inherits
    where inhparent = 'data_records'::regclass and inhrelid <> ${DEFAULT_PARTITION}::regclass`.execute(
    db,
  );
  for (const { name } of partitions) {
    await sql`alter table data_records detach partition ${sql.id(name)}`.execute(db);
    await sql`insert into ${sql.id(DEFAULT_PARTITION)} select * from ${sql.id(name)}`.execute(db);
    await sql`drop table ${sql.id(name)}`.execute(db);
  }
  await unprotect(db);
  await sql`alter table data_records detach partition ${sql.id(DEFAULT_PARTITION)}`.execute(db);
  await sql`drop table data_records`.execute(db);
  await sql`alter table ${sql.id(DEFAULT_PARTITION)} rename to data_records`.execute(db);
  await renameIndexes(db, DEFAULT_PARTITION, 'data_records');
  await protect(db);
  await referenceRecords(db);
  await createTenantReadsView(db, writtenValuesColumns());
}

/** @internal */
export const providerPartitionsMigration: Migration = { up, down };
