import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { backendProbe, type CorkableStream, StatementPipeline } from './statementPipeline';

/**
 * The pg pool as Kysely's dialect uses it, with every parameterised statement run as a named
 * prepared statement (per connection, named by a hash of its text). PostgreSQL then parses and
 * analyses each distinct statement once per connection instead of on every call, which is most
 * of the cost of the short statements a save sends (the save benchmark in the README). Plans
 * stay correct: PostgreSQL re-plans a prepared statement when a table it reads changes, and when
 * the role it runs as (for row-level security) is not the one it was planned for. Statements
 * without parameters (`begin`, `commit`) keep the simple protocol. On a pool in pipeline mode
 * (`pipeline: true`) the statements nobody waits for — `begin`, a transaction's scope, a read-only
 * transaction's `commit` — leave with the next statement in one write ({@link StatementPipeline},
 * one per connection), and {@link backendProbe} is answered from the connection itself.
 * @param maxPreparedPerConnection most distinct statements one connection keeps prepared; later
 * ones run unnamed. Kysely builds a few hundred distinct texts in all, but a text that varies
 * with its input (an `in` list of any length) must not grow a connection's memory without bound.
 * @internal
 */
export function preparedStatementPool(
  pool: pg.Pool,
  maxPreparedPerConnection = 1000,
): PostgresPool {
  const connections = new WeakMap<pg.PoolClient, ConnectionState>();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let state = connections.get(client);
      if (state === undefined) {
        state = { prepared: new Set(), pipeline: pipelineOf(client) };
        connections.set(client, state);
      }
      const { prepared, pipeline } = state;
      function query<R>(
        sql: string,
        parameters: ReadonlyArray<unknown>,
      ): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query<R>(
        sqlOrCursor: string | PostgresCursor<R>,
        parameters?: ReadonlyArray<unknown>,
      ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
        const run = client.query.bind(client) as (...args: unknown[]) => unknown;
        if (typeof sqlOrCursor !== 'string') return run(sqlOrCursor) as PostgresCursor<R>;
        const text = sqlOrCursor;
        if (text === backendProbe) {
          const pid = (client as { processID?: number | null }).processID;
          const rows = (typeof pid === 'number' ? [{ pid }] : []) as R[];
          return Promise.resolve({ command: 'SELECT', rowCount: rows.length, rows });
        }
        const values = [...(parameters ?? [])];
        const start = () => {
          if (values.length === 0) return run(text, values) as Promise<PostgresQueryResult<R>>;
          const name = statementName(text);
          if (!prepared.has(name)) {
            if (prepared.size >= maxPreparedPerConnection) {
              return run(text, values) as Promise<PostgresQueryResult<R>>;
            }
            prepared.add(name);
          }
          return run({ name, text, values }) as Promise<PostgresQueryResult<R>>;
        };
        if (pipeline === undefined) return start();
        return pipeline.send(start, text);
      }
      return {
        query,
        release: () =>
          pipeline === undefined ? client.release() : pipeline.release(() => client.release()),
      };
    },
    end: () => pool.end(),
  };
}

/** What a pooled connection keeps across its checkouts. */
interface ConnectionState {
  /** The names of the statements prepared on it. */
  readonly prepared: Set<string>;
  /** Its statements, on a pool in pipeline mode. */
  readonly pipeline: StatementPipeline | undefined;
}

function pipelineOf(client: pg.PoolClient): StatementPipeline | undefined {
  if (!client.pipeline) return undefined;
  return new StatementPipeline((client.connection as unknown as { stream: CorkableStream }).stream);
}

/** Names of the texts seen lately, so a statement is hashed once, not on every call. */
const namesByText = new Map<string, string>();
const maxRememberedNames = 5000;

/** A statement's name: its text's hash, so the same text on any connection has the same name. */
function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    if (namesByText.size >= maxRememberedNames) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}
