import { Migrator, sql } from 'kysely';
import type { Database } from './database.types';
import { migrationProvider } from './migrations/migrationProvider';

/**
 * Brings the schema to the latest migration. Kysely's migrator takes a lock, so several servers
 * starting together on one PostgreSQL migrate once; a second run is a no-op.
 * @returns the names of the migrations applied now (empty when already up to date).
 * @throws the migration's own error, its message prefixed with the migration's name.
 * @public
 */
export async function migrate(database: Database): Promise<string[]> {
  const migrator = new Migrator({
    db: database.kysely,
    provider: migrationProvider,
    // Named explicitly: left unset, Kysely looks for its bookkeeping tables in every schema
    // and takes another schema's (another app's, another test's) for ours.
    migrationTableSchema: await currentSchema(database),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed ?? '(setup)'} failed: ${message}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}

/** The schema unqualified names are created in: the first existing one on the search path. */
async function currentSchema(database: Database): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    database.kysely,
  );
  const schema = rows[0]?.schema;
  if (schema == null) {
    throw new Error('migration (setup) failed: no schema on the search_path exists');
  }
  return schema;
}
