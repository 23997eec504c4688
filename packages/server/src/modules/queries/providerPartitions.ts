import { type QueryExecutorProvider, sql } from 'kysely';
import { isPlainProviderId, providerIdSql } from './indexedLiterals';

// `data_records` is partitioned by provider (migration 0016_provider_partitions): a stored
// provider's records live in a partition of their own, `data_records_<id without dashes>`, and
// the records of providers that have none in the default partition, `data_records_default`.
// Statements name their provider as a literal (`providerIdSql`), so PostgreSQL opens only that
// provider's partition when it plans them: the indexes of one provider's fields, and the
// statistics of their expressions, cost nothing to another's statements. On one shared table
// every statement on records paid for every field index of every tenant (README, "Indexes").

/** The default partition: the records of the providers without a partition of their own. @internal */
export const DEFAULT_PARTITION = 'data_records_default';

/** `data_records_<provider id without dashes>`: 45 characters. @internal */
export function providerPartitionName(providerId: string): string {
  if (!isPlainProviderId(providerId)) throw new Error('a partition needs a UUID provider');
  return `data_records_${providerId.replaceAll('-', '')}`;
}

/** Whether the provider's records live in a partition of their own. @internal */
export async function hasProviderPartition(
  db: QueryExecutorProvider,
  providerId: string,
): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select exists (
      select from pg_inherits
      where inhparent = 'data_records'::regclass
        and inhrelid = to_regclass(${providerPartitionName(providerId)})
    ) as found`.execute(db);
  return rows[0]?.found === true;
}

const FOREIGN_KEY_VIOLATION = '23503';

/** What {@link createProviderPartition} did. @internal */
export type PartitionOutcome = 'created' | 'exists' | 'referenced';

/**
 * Gives a provider its partition, moving its records out of the default partition, inside the
 * caller's transaction, as the tables' owner. A provider with records that processes refer to
 * keeps them in the default partition (`'referenced'`, and nothing changes): a move is a delete
 * and an insert, and the processes' foreign key checks the delete against the default partition
 * alone (the processes themselves are behind their tenants' policy, even for the owner).
 *
 * Locks: the partitioned table in `share` mode (records are read, not written, meanwhile: below)
 * and the default partition exclusively while `attach partition` checks that none of its records
 * is the provider's — a scan of the default partition, which holds only the records of providers
 * without a partition, so the pause is short. Concurrent callers for one provider are serialised
 * by an advisory lock; the second finds the partition.
 * @internal
 */
export async function createProviderPartition(
  db: QueryExecutorProvider,
  providerId: string,
): Promise<PartitionOutcome> {
  const name = providerPartitionName(providerId);
  const partition = sql.id(name);
  const id = providerIdSql(providerId);
  await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(db);
  if (await hasProviderPartition(db, providerId)) return 'exists';
  // Writes of records wait until the partition is attached (reads go on): a write that began
  // before could route a record to the default partition by the partitions it saw, and then fail
  // that partition's new constraint; and none can reach the default partition between the move
  // and the attach, which would fail it.
  await sql`lock table data_records in share mode`.execute(db);
  await sql`savepoint provider_partition`.execute(db);
  try {
    await sql`create table ${partition} (like data_records including defaults including constraints)`.execute(
      db,
    );
    await sql`with moved as (delete from ${sql.id(DEFAULT_PARTITION)} where provider_id = ${id} returning *)
      insert into ${partition} select * from moved`.execute(db);
    await sql`alter table data_records attach partition ${partition} for values in (${id})`.execute(
      db,
    );
  } catch (error) {
    if ((error as { code?: unknown }).code !== FOREIGN_KEY_VIOLATION) throw error;
    await sql`rollback to savepoint provider_partition`.execute(db);
    return 'referenced';
  }
  await sql`release savepoint provider_partition`.execute(db);
  return 'created';
}
