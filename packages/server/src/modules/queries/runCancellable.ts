import type { Transaction } from 'kysely';
import { backendOf, cancelBackendStatement } from '../../database/backendCancellation';
import type { DatabaseTables } from '../../database/databaseTables';
import { HttpError } from '../../http/httpError';

/**
 * The answer to a request whose client went away: nobody reads it; the status (nginx's "client
 * closed request") keeps it out of the error log.
 * @internal
 */
export function requestAborted(): HttpError {
  return new HttpError(499, 'The client closed the request', 'requestAborted');
}

/**
 * Runs `work` (statements on `trx`, a transaction `runScoped` opened or scoped, which knows its
 * backend) so that aborting `signal` cancels the statement running at
 * that moment: on PostgreSQL the transaction's backend is cancelled from another connection
 * (`pg_cancel_backend`), the statement fails with SQLSTATE 57014, the transaction rolls back and
 * its connection returns to the pool at once; the work then rejects with {@link requestAborted}.
 * The cancel is awaited before the transaction may end, so it can never reach a statement of the
 * connection's next user.
 *
 * On PGlite a statement cannot be interrupted: the embedded engine is one session running in
 * this thread, so nothing (not even the abort event) runs until the statement ends; the work
 * rejects before its next statement instead, when it checks the signal.
 * @internal
 */
export async function runCancellable<T>(
  trx: Transaction<DatabaseTables>,
  signal: AbortSignal,
  work: () => Promise<T>,
): Promise<T> {
  if (signal.aborted) throw requestAborted();
  const pid = backendOf(trx);
  let cancelling: Promise<unknown> | undefined;
  const onAbort = () => {
    if (pid === undefined) return;
    cancelling = cancelBackendStatement(pid).catch(() => false);
  };
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await work();
  } catch (error) {
    if (signal.aborted) throw requestAborted();
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
    await cancelling;
  }
}
