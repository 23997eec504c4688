import { type Kysely, type Migration, sql } from 'kysely';

/*
 * Indexes made for counting, whose entries B-tree deduplication folds into posting lists of row
 * ids (sorted as the rows lie in their table), so a capped count is an index-only scan of a few
 * pages that meets the table's pages in the order they were written:
 *
 * - `data_records_active_count_idx (client_id, provider_id) where status = 'active'`: a count
 *   with no condition on the records' values (modules/queries/compileQuerySql.ts). All of a
 *   provider's records share one key: 7 MB for 1,000,000 records, where the creation-order
 *   index `data_records_active_idx` the count walked before takes 74 MB; a count capped at
 *   10,001 reads 12 pages instead of 97. A partitioned index: every partition gets its own.
 * - `data_record_keys_words_idx (client_id, key_field, text) where class = 4`: a count of the
 *   records holding some words in a key field (modules/queries/recordKeys.ts). Class 4 is the
 *   order class of text (`ORDER_CLASS.text`), whose key number is always 0, so the index leaves
 *   the number out: a `float8` column would turn deduplication off (-0 and 0 are equal but not
 *   the same bytes). 7 MB for 1,000,000 keys of 100 words, against the primary key's 95 MB.
 *
 * Built inside the migration's transaction: writes of records wait for them (a few seconds at
 * 1,000,000 records).
 */

async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index data_records_active_count_idx on data_records (client_id, provider_id)
    where status = 'active'`.execute(db);
  await sql`create index data_record_keys_words_idx on data_record_keys (client_id, key_field, text)
    where class = 4`.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index data_record_keys_words_idx`.execute(db);
  await sql`drop index data_records_active_count_idx`.execute(db);
}

/** @internal */
export const countIndexesMigration: Migration = { up, down };
