import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { ConfigError } from '../configError';
import type { Database } from './database.types';
import { ensureWritableDirectory } from './ensureWritableDirectory';
import { lockDataDirectory } from './lockDataDirectory';
import { openPgliteDatabase } from './openPgliteDatabase';
import { openPostgresDatabase } from './openPostgresDatabase';

/**
 * Opens the database the configuration names: PostgreSQL when DATABASE_URL is set (and then
 * only PostgreSQL: a failure never falls back to the embedded database, which would silently
 * start an empty second installation), else PGlite persisted in `${DATA_DIR}/pgdata`.
 * @throws {ConfigError} when DATA_DIR is not writable or PostgreSQL cannot be reached.
 * @public
 */
export async function openDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
): Promise<Database> {
  if (config.databaseUrl !== undefined) return openPostgresDatabase(config.databaseUrl);
  await ensureWritableDirectory(config.dataDir);
  const unlock = await lockDataDirectory(config.dataDir);
  const pgdata = join(config.dataDir, 'pgdata');
  let database: Database;
  try {
    database = await openPgliteDatabase(pgdata, `embedded PGlite in ${config.dataDir}`);
  } catch (error) {
    await unlock();
    // E.g. a data directory written by another PostgreSQL major version, or a damaged one.
    const reason = error instanceof Error ? error.message.split('\n', 1)[0] : String(error);
    throw new ConfigError(
      'DATA_DIR',
      `cannot open the embedded database in "${pgdata}" (${reason || 'unknown error'})`,
    );
  }
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close() {
      closing ??= database.close().finally(unlock);
      return closing;
    },
  };
}
