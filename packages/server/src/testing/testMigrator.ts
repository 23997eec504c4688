import { Migrator, sql } from 'kysely';
import type { Database } from '../database/database.types';
import { migrationProvider } from '../database/migrations/migrationProvider';

/**
 * A migrator of the test database's own schema, for tests that migrate to a point, write what
 * an older database held, and migrate on.
 * @internal
 */
export async function testMigrator(db: Database): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    db.kysely,
  );
  return new Migrator({
    db: db.kysely,
    provider: migrationProvider,
    migrationTableSchema: rows[0]?.schema,
  });
}

/**
 * Migrates up or down to the migration `name`, throwing the migrator's error, and returns what
 * it did (`Up 0017_record_keys`, `Down 0018_count_indexes`, ...).
 * @internal
 */
export async function migrateTestTo(migrator: Migrator, name: string): Promise<string[]> {
  const { error, results } = await migrator.migrateTo(name);
  if (error !== undefined) throw error;
  return (results ?? []).map((result) => `${result.direction} ${result.migrationName}`);
}
