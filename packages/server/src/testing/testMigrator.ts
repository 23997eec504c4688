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
