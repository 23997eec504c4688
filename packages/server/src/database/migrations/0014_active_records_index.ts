import { type Kysely, type Migration, sql } from 'kysely';

/*
 * The records' creation-order index holds the active records only (`where status = 'active'`,
 * what every read of records asks), so a count with no condition on the records' values is an
 * index-only scan of it, walked in creation order — the order the rows' pages were written in
 * (modules/queries/compileQuerySql.ts, "walked"). It serves what `data_records_created_idx`
 * served: pages in the engine's tie order `(created_at, id)` and cursors after a place in it.
 * Built inside the migration's transaction: records wait for it (at 1,000,000 records a few
 * seconds). `down` builds the old index again.
 */

async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index data_records_active_idx on data_records (client_id, provider_id, created_at, id)
    where status = 'active'`.execute(db);
  await sql`drop index data_records_created_idx`.execute(db);
}

async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index data_records_created_idx on data_records (client_id, provider_id, created_at, id)`.execute(
    db,
  );
  await sql`drop index data_records_active_idx`.execute(db);
}

/** @internal */
export const activeRecordsIndexMigration: Migration = { up, down };
