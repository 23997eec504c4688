import { type Kysely, type Migration, sql } from 'kysely';
import { sharedFieldIndexSql, sharedFieldStatisticsSql } from '../../modules/queries/fieldIndexes';
import {
  createOrderKeyFunctions,
  dropOrderKeyFunctions,
} from '../../modules/queries/orderKeyFunctions';

/*
 * Version 2 of the order key functions (modules/queries/orderKeyFunctions.ts): words settled by
 * their first character, without a regular expression (so a word filter can be tested on the
 * field index's key), and numeric text beyond a double (`'1e400'`) read as `Number` reads it
 * (±Infinity, or 0) where version 1 failed with the value in its message.
 *
 * An index holds what its functions computed, so the field indexes built on version 1 are built
 * again on version 2 here — same provider and field, read back from the index's definition — and
 * then dropped with their statistics and the version 1 functions: one generation at a time. The
 * builds are plain `create index` inside the migration's transaction (records wait for them: at
 * 1,000,000 records of a provider about 10 s per index); the new statistics are analysed once.
 * `down` drops the version 2 indexes and functions and creates version 1's functions again; the
 * indexer builds a field's index again when a view using it is saved.
 */

const PROVIDER = /provider_id = '([0-9a-f-]{36})'::uuid/;
const FIELD = /data -> '([A-Za-z_][A-Za-z0-9_]{0,62})'::text/;

/**
 * The field indexes whose definition calls a version's class function. The definitions are read
 * for this schema's `data_records` only, and matched here: a `like` on `pg_indexes.indexdef`
 * would be pushed down to every index of the database, whose definitions PostgreSQL reads from
 * the live catalogue — one dropped meanwhile by another session ("could not open relation with
 * OID …", seen when test files migrate and drop their schemas side by side).
 */
async function fieldIndexesOf(db: Kysely<unknown>, version: number) {
  const { rows } = await sql<{ name: string; definition: string }>`
    select index.relname as name, pg_get_indexdef(index.oid) as definition
    from pg_index join pg_class as index on index.oid = pg_index.indexrelid
    where pg_index.indrelid = 'data_records'::regclass`.execute(db);
  return rows.filter((row) => row.definition.includes(`tessera_order_class_v${version}(`));
}

async function dropFieldIndex(db: Kysely<unknown>, name: string): Promise<void> {
  await sql`drop statistics if exists ${sql.id(name)}`.execute(db);
  await sql`drop index if exists ${sql.id(name)}`.execute(db);
}

async function up(db: Kysely<unknown>): Promise<void> {
  await createOrderKeyFunctions(db, 2);
  const old = await fieldIndexesOf(db, 1);
  for (const { name, definition } of old) {
    const providerId = PROVIDER.exec(definition)?.[1];
    const fieldName = FIELD.exec(definition)?.[1];
    if (providerId !== undefined && fieldName !== undefined) {
      const index = { providerId, fieldName };
      await sharedFieldIndexSql(index, false, 'data_records').execute(db);
      await sharedFieldStatisticsSql(index, 'data_records').execute(db);
    }
    await dropFieldIndex(db, name);
  }
  if (old.length > 0) await sql`analyze data_records`.execute(db);
  await dropOrderKeyFunctions(db, 1);
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of await fieldIndexesOf(db, 2)) await dropFieldIndex(db, name);
  await dropOrderKeyFunctions(db, 2);
  await createOrderKeyFunctions(db, 1);
}

/** @internal */
export const orderKeyFunctionsV2Migration: Migration = { up, down };
