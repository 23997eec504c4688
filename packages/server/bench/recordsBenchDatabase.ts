import { sql } from 'kysely';
import type { Database } from '../src/database/database.types';
import { migrate } from '../src/database/migrate';
import { openPostgresDatabase } from '../src/database/openPostgresDatabase';
import { benchDatabaseUrl, createBenchDatabase } from './benchDatabase';
import type { RecordsBenchSettings } from './benchEnv';

/** The database of a records benchmark, open, with its bench client. */
export interface RecordsBenchDatabase {
  readonly db: Database;
  /** The `bench` client the records belong to. */
  readonly clientId: string;
  /** Closes the database, and drops it unless the settings keep it. */
  close(): Promise<void>;
}

/**
 * Opens the database of a records benchmark: created afresh, migrated, given the `bench` client
 * and loaded by `load` (told the client and PostgreSQL's version line); or, with
 * `BENCH_REUSE_DATABASE=1`, the one an earlier run kept, its client read back.
 */
export async function openRecordsBenchDatabase(
  settings: RecordsBenchSettings,
  load: (db: Database, clientId: string, version: string) => Promise<void>,
): Promise<RecordsBenchDatabase> {
  const created = settings.reuseDatabase
    ? undefined
    : await createBenchDatabase(settings.adminDatabaseUrl, settings.databaseName);
  const db = await openPostgresDatabase(
    created?.url ?? benchDatabaseUrl(settings.adminDatabaseUrl, settings.databaseName),
  );
  const close = async () => {
    await db.close();
    if (created !== undefined && !settings.keepDatabase) await created.drop();
  };
  try {
    if (created === undefined) {
      const { rows } = await sql<{
        id: string;
      }>`select id from clients where key = 'bench'`.execute(db.kysely);
      console.log(`reusing ${settings.databaseName}`);
      return { db, clientId: rows[0]!.id, close };
    }
    await migrate(db);
    const { rows } = await sql<{ id: string }>`insert into clients (key, name)
      values ('bench', 'Bench') returning id`.execute(db.kysely);
    const clientId = rows[0]!.id;
    await load(db, clientId, created.version.split(',')[0] ?? created.version);
    return { db, clientId, close };
  } catch (error) {
    await close();
    throw error;
  }
}
