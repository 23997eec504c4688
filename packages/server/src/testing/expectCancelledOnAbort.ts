import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../database/database.types';

/** The call whose statement {@link expectCancelledOnAbort} cancels. @internal */
export interface AbortedCall {
  readonly token: string;
  readonly method: 'GET' | 'POST';
  /** From `/api/…`. */
  readonly path: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** A `like` pattern matching the call's own statement in `pg_stat_activity`, and nothing else. */
  readonly statement: string;
}

/**
 * Sends `call` over a real socket (PostgreSQL only: a PGlite statement cannot be interrupted)
 * while `data_records` is locked, so its statement waits until cancelled; checks that the
 * statement is running, drops the connection, and checks that the statement is gone within seconds.
 * The lock is released before returning; `app` is left listening on a free loopback port.
 * @internal
 */
export async function expectCancelledOnAbort(
  app: FastifyInstance,
  db: Database,
  call: AbortedCall,
): Promise<void> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  // Only clients' statements, and not the field indexer's `create index … on data_records` and
  // `analyze data_records`, which the views saved before may still be running in the background,
  // nor autovacuum's `autovacuum: ANALYZE public.data_records` after the inserts (each made this
  // test flaky).
  const running = () =>
    sql<{ n: string }>`select count(*)::text as n from pg_stat_activity
      where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()
        and query like ${call.statement}
        and query not ilike 'analyze %' and query not ilike 'create %'`
      .execute(db.kysely)
      .then(({ rows }) => Number(rows[0]?.n));

  // The call's statement waits on this lock: a statement that runs until cancelled.
  let unlock = () => {};
  const unlocked = new Promise<void>((resolve) => {
    unlock = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = db.kysely.transaction().execute(async (trx) => {
    await sql`lock table data_records in access exclusive mode`.execute(trx);
    locked();
    await unlocked;
  });
  await isLocked;

  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const client = httpRequest({
    host: '127.0.0.1',
    port,
    method: call.method,
    path: call.path,
    headers: {
      authorization: `Bearer ${call.token}`,
      ...(body === undefined
        ? {}
        : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
      ...call.headers,
    },
  });
  client.on('error', () => {});
  client.end(body);
  try {
    expect(await until(async () => (await running()) === 1, 10_000)).toBe(true);
    client.destroy();
    // Held by the lock, the statement would wait for ever: gone within seconds is cancelled. (1 s
    // was too short once on the loaded 2-core machine: the cancel request opens a connection.)
    expect(await until(async () => (await running()) === 0, 5000)).toBe(true);
  } finally {
    unlock();
    await holder;
  }
}

async function until(test: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}
