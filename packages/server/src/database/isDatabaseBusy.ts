/** What pg-pool rejects a query with when no connection frees up within `connectionTimeoutMillis`. */
const POOL_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

/** PostgreSQL's own "no room now": too many connections, or the server starting or stopping. */
const BUSY_SQLSTATES = new Set(['53300', '57P03']);

/**
 * Whether a request failed because the database had no connection for it in time — the server is
 * overloaded, not broken, and the same request may succeed a moment later (answered 503 with
 * `Retry-After`, not 500).
 * @internal
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.message === POOL_TIMEOUT_MESSAGE) return true;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && BUSY_SQLSTATES.has(code);
}
