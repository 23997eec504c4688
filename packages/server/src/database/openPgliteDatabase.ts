import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { Database } from './database.types';
import type { DatabaseTables } from './databaseTables';
import { createPgliteDialect } from './pgliteDialect';
import { pgliteParsers } from './valueParsers';

/**
 * Opens the embedded PGlite: persisted in `dataDir` (created when missing), or in memory when
 * `dataDir` is undefined (tests). `description` is what start-up messages show.
 * @internal
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  description = dataDir === undefined ? 'in-memory PGlite' : `embedded PGlite in ${dataDir}`,
): Promise<Database> {
  const client = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    parsers: pgliteParsers,
  });
  const kysely = new Kysely<DatabaseTables>({ dialect: createPgliteDialect(client) });
  let closing: Promise<void> | undefined;
  return {
    kysely,
    kind: 'pglite',
    description,
    close() {
      closing ??= kysely.destroy();
      return closing;
    },
  };
}
