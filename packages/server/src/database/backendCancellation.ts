import type pg from 'pg';

/** The pools of this process by the process id of each backend they hold. */
const poolsByBackend = new Map<number, pg.Pool>();

/**
 * Remembers which PostgreSQL backend (server process id) each of the pool's connections is, so a
 * statement running on one of them can be cancelled from another connection of the same pool
 * ({@link cancelBackendStatement}). A backend is forgotten when its connection leaves the pool.
 * @internal
 */
export function trackPoolBackends(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const pid = (client as pg.Client & { processID?: number | null }).processID;
    if (typeof pid !== 'number') return;
    poolsByBackend.set(pid, pool);
    client.once('end', () => {
      if (poolsByBackend.get(pid) === pool) poolsByBackend.delete(pid);
    });
  });
}

/**
 * Cancels the statement the backend `pid` is running (`pg_cancel_backend`, sent through another
 * connection of the pool that owns the backend, as the same login role: PostgreSQL lets a role
 * signal its own backends, so the restricted application role needs no extra right). The
 * cancelled statement fails with SQLSTATE 57014 in its own session. False when no pool of this
 * process holds that backend (PGlite, a connection already gone) or PostgreSQL did not signal it.
 * A backend idle when the signal lands ignores it.
 * @internal
 */
export async function cancelBackendStatement(pid: number): Promise<boolean> {
  const pool = poolsByBackend.get(pid);
  if (pool === undefined) return false;
  const { rows } = await pool.query<{ cancelled: boolean }>(
    'select pg_cancel_backend($1::int) as cancelled',
    [pid],
  );
  return rows[0]?.cancelled === true;
}

/** The backend each open transaction runs on, as its scope statement read it. */
const backendsByTransaction = new WeakMap<object, number>();

/**
 * Remembers that `transaction` (a Kysely transaction) runs on PostgreSQL backend `pid`, read by
 * `runScoped` in the statement that scopes it, so cancelling its statement costs no round trip.
 * @internal
 */
export function rememberBackend(transaction: object, pid: number): void {
  backendsByTransaction.set(transaction, pid);
}

/**
 * The backend `transaction` runs on; undefined on PGlite (one session in this thread, nothing to
 * cancel) and for a transaction `runScoped` did not open or scope.
 * @internal
 */
export function backendOf(transaction: object): number | undefined {
  return backendsByTransaction.get(transaction);
}
