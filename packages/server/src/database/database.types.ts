import type { Kysely } from 'kysely';
import type { DatabaseTables } from './databaseTables';

/** @public */
export type DatabaseKind = 'pglite' | 'postgresql';

/**
 * An open database: the Kysely handle every query goes through, which engine is behind it, and
 * how to close it.
 * @public
 */
export interface Database {
  readonly kysely: Kysely<DatabaseTables>;
  readonly kind: DatabaseKind;
  /** Human-readable location for start-up messages; never contains a password. */
  readonly description: string;
  /** Closes the handle (PGlite: flushes to disk). Safe to call twice. */
  close(): Promise<void>;
}
