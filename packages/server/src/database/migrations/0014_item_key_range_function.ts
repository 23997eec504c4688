import type { Kysely, Migration } from 'kysely';
import {
  createItemKeyRangeFunction,
  dropItemKeyRangeFunction,
} from '../../modules/queries/itemKeyRangeFunction';

/*
 * The parallel-safe function a filter against one number or boolean tests a list's items with
 * (modules/queries/itemKeyRangeFunction.ts), so the scans that carry such a filter can run in
 * parallel workers. No index is built on it: `down` drops it, and the statements compiled by
 * the code before this migration never call it.
 */

async function up(db: Kysely<unknown>): Promise<void> {
  await createItemKeyRangeFunction(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await dropItemKeyRangeFunction(db);
}

/** @internal */
export const itemKeyRangeFunctionMigration: Migration = { up, down };
