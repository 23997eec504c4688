import type { Database } from '../src/database/database.types';
import { createFieldIndexer } from '../src/modules/queries/fieldIndexer';
import type { FieldIndex } from '../src/modules/queries/fieldIndexes';

/**
 * Builds the product's field indexes as the server does — each provider's partition first, its
 * records moved into it, then the indexes and an `analyze` of the partition — and fails on the
 * first thing that fails rather than measuring without it.
 */
export async function buildFieldIndexes(
  db: Database,
  indexes: readonly FieldIndex[],
): Promise<void> {
  const failures: unknown[] = [];
  const indexer = createFieldIndexer(db, {
    warn: (details: unknown) => {
      failures.push(details);
    },
  } as Parameters<typeof createFieldIndexer>[1]);
  indexer.ensure(indexes);
  await indexer.settled();
  if (failures.length > 0) throw new Error('a field index failed', { cause: failures[0] });
}
