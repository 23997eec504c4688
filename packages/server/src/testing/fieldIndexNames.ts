import { sql } from 'kysely';
import type { Database } from '../database/database.types';
import { DEFAULT_PARTITION, providerPartitionName } from '../modules/queries/providerPartitions';

/**
 * The names of a provider's field indexes (`fieldIndexes.ts`): the expression indexes of its
 * partition, or of the default partition over its records.
 * @internal
 */
export async function fieldIndexNames(db: Database, providerId: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select index.relname as name
    from pg_index join pg_class as index on index.oid = pg_index.indexrelid
    where pg_index.indrelid in (to_regclass(${providerPartitionName(providerId)}),
        to_regclass(${DEFAULT_PARTITION}))
      and pg_index.indexprs is not null
      and index.relname like ${`data_records_${providerId.replaceAll('-', '')}_%`}
    order by 1`.execute(db.kysely);
  return rows.map((row) => row.name);
}
