import type { Kysely, Migration } from 'kysely';
import {
  createOrderKeyFunctions,
  dropOrderKeyFunctions,
} from '../../modules/queries/orderKeyFunctions';

/*
 * The immutable functions a provider field's expression index is built on: the class, number
 * and text of a JSONB value in the queries' total order (modules/queries/orderKeyFunctions.ts).
 * Indexes themselves are created later, per provider field, as views come to filter and sort on
 * fields (modules/queries/fieldIndexes.ts).
 */

async function up(db: Kysely<unknown>): Promise<void> {
  await createOrderKeyFunctions(db, 1);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await dropOrderKeyFunctions(db, 1);
}

/** @internal */
export const orderKeyFunctionsMigration: Migration = { up, down };
