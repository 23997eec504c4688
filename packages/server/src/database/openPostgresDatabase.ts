import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ConfigError } from '../configError';
import { trackPoolBackends } from './backendCancellation';
import type { Database } from './database.types';
import type { DatabaseTables } from './databaseTables';
import { describePostgresUrl } from './describePostgresUrl';
import { preparedStatementPool } from './preparedStatementPool';
import { createPgTypes } from './valueParsers';

/** @internal */
export interface PostgresOptions {
  /**
   * Schema that unqualified names resolve to, for tests isolating each file in its own schema.
   * Must already exist.
   */
  readonly searchPath?: string;
  /** @default 5000 */
  readonly connectTimeoutMs?: number;
}

/**
 * Opens a pg pool and proves it can connect once, so a wrong DATABASE_URL fails at start-up
 * with one clear line instead of on the first request.
 * @throws {ConfigError} on DATABASE_URL when PostgreSQL cannot be reached; the message never
 * contains the password.
 * @internal
 */
export async function openPostgresDatabase(
  databaseUrl: string,
  options: PostgresOptions = {},
): Promise<Database> {
  const location = describePostgresUrl(databaseUrl);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    // A new connection costs a backend start, loading the catalogue for every index of
    // `data_records` and planning each prepared statement afresh (a view's page: 60–280 ms for its
    // first runs, README "Endpoint"): keep two warm, and keep a burst's connections for 10
    // minutes, not 30 s, so load that pauses for half a minute does not pay that again.
    min: 2,
    idleTimeoutMillis: 600_000,
    types: createPgTypes(),
    // Statements are written without waiting for the previous one's answer, so those nobody
    // waits for (`begin`, a transaction's scope) leave with the next in one write
    // (`preparedStatementPool`, `StatementPipeline`): two fewer round trips per transaction.
    pipeline: true,
    ...(options.searchPath === undefined
      ? {}
      : { options: `-c search_path=${quoteSearchPath(options.searchPath)}` }),
  });
  // An idle client that loses its server emits 'error' on the pool; unhandled, it would kill
  // the process. pg drops that client from the pool, and the next query reports its own error.
  pool.on('error', () => {});
  trackPoolBackends(pool);

  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new ConfigError(
      'DATABASE_URL',
      `cannot connect to PostgreSQL at ${location} (${connectionFailureReason(error, databaseUrl)})`,
    );
  }

  const kysely = new Kysely<DatabaseTables>({
    dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }),
  });
  let closing: Promise<void> | undefined;
  return {
    kysely,
    kind: 'postgresql',
    description: `PostgreSQL at ${location}`,
    close() {
      closing ??= kysely.destroy();
      return closing;
    },
  };
}

function quoteSearchPath(schema: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`search path must be a plain lower-case identifier, got "${schema}"`);
  }
  return schema;
}

function connectionFailureReason(error: unknown, databaseUrl: string): string {
  let reason = 'unknown error';
  if (error instanceof Error) {
    // Node reports a refused "localhost" (tried on ::1 and 127.0.0.1) as an AggregateError
    // with an empty message; its code is the useful part.
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    reason = error.message.split('\n')[0] || code || error.name;
  }
  const password = new URL(databaseUrl).password;
  // Belt and braces: no driver message we know of quotes the password, but none ever may.
  return password === '' ? reason : reason.replaceAll(decodeURIComponent(password), '***');
}
