import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { backendProbe } from './statementPipeline';

/*
 * Why our own dialect instead of kysely-pglite's: PGlite is one single Postgres session, and
 * kysely-pglite hands every caller the same session at once. A transaction (BEGIN ... COMMIT)
 * would then swallow the queries of concurrent requests, and a ROLLBACK would undo them. Here a
 * connection is a lease on the session: one at a time, so a transaction is really isolated.
 * (kysely-pglite's entry point also loads its code generator, ~0.7 s of start-up.)
 * Consequence: inside `db.transaction()` use only the transaction handle; a query through the
 * outer `db` would wait for the lease the transaction holds.
 */

class SessionLease {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier holder has released. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => released);
    return acquired;
  }
}

class PgliteConnection implements DatabaseConnection {
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // One session in this thread: no backend to cancel a statement on, so no statement to ask.
    if (compiledQuery.sql === backendProbe) return { rows: [] };
    const result = await this.#client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return result.affectedRows === undefined
      ? { rows: result.rows }
      : { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
  }

  // biome-ignore lint/correctness/useYield: PGlite cannot stream; Kysely only needs the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}

class PgliteDriver implements Driver {
  readonly #client: PGlite;
  readonly #lease = new SessionLease();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(client: PGlite) {
    this.#client = client;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#lease.acquire();
    const connection = new PgliteConnection(this.#client);
    this.#releases.set(connection, release);
    return connection;
  }

  /** As Kysely's PostgreSQL driver begins one: `begin`, or `start transaction` with its settings. */
  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const { isolationLevel, accessMode } = settings;
    const start =
      isolationLevel === undefined && accessMode === undefined
        ? 'begin'
        : [
            'start transaction',
            ...(isolationLevel === undefined ? [] : [`isolation level ${isolationLevel}`]),
            ...(accessMode === undefined ? [] : [accessMode]),
          ].join(' ');
    await connection.executeQuery(CompiledQuery.raw(start));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
  }

  async destroy(): Promise<void> {
    // Closing waits for the lease so a running transaction is not cut in half.
    const release = await this.#lease.acquire();
    try {
      if (!this.#client.closed) await this.#client.close();
    } finally {
      release();
    }
  }
}

/**
 * A Kysely dialect over one PGlite instance, serialising connections (see above).
 * @internal
 */
export function createPgliteDialect(client: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PgliteDriver(client),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
