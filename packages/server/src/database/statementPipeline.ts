/**
 * Starts a statement whose answer its caller does not read: `begin`, and the statement that scopes
 * a transaction (`runScoped`). The pool sends such a statement at once but does not wait for it;
 * it leaves in one socket write with the statements after it, up to the first whose answer is
 * awaited, and its failure is that statement's failure. A statement must start with this
 * comment to be deferred; elsewhere (PGlite) the comment is only a comment.
 * @internal
 */
export const deferredStatement = '/* deferred */';

/**
 * How a read-only transaction begins (Kysely's `setAccessMode('read only')`): PostgreSQL then
 * refuses any write in it, so its `commit` cannot fail for what the transaction did, and the
 * pipeline does not wait for it ({@link StatementPipeline}).
 * @internal
 */
export const readOnlyBegin = 'start transaction read only';

/**
 * A statement the pool answers itself, without a round trip: one row `{ pid }`, the PostgreSQL
 * backend of the connection it is sent on. The PGlite dialect answers it with no row (one
 * session in this thread, nothing to cancel).
 * @internal
 */
export const backendProbe = '/* backend */';

/** The socket of a connection, held back so that several statements leave in one write. */
export interface CorkableStream {
  cork(): void;
  uncork(): void;
}

/** A statement's answer as the pool hands it to Kysely. */
interface StatementResult {
  readonly rows: unknown[];
}

/**
 * What a deferred statement answers at once: nothing to read. Each answer is a copy with rows of
 * its own, so no caller can change another's. @internal
 */
export const deferredResult = Object.freeze({ command: 'SELECT', rowCount: 0, rows: [] });

/**
 * The statements of one pooled connection in pipeline mode (node-postgres `pipeline: true`: each
 * statement is written at once, with its own `Sync`, and answers arrive in order). A deferred
 * statement ({@link deferredStatement}, `begin`) is written to the corked socket and answered at
 * once; the next statement that is awaited uncorks it, so they leave together, and it settles
 * only when every statement written before it has: if one of those failed, it fails with that
 * error (in a transaction, the statements after a failure are refused by PostgreSQL anyway).
 * The socket writes per transaction so drop from one per statement to one per awaited statement.
 *
 * The `commit` of a read-only transaction ({@link readOnlyBegin}) is deferred too, and more: the
 * connection goes back to the pool with it still held back, so it leaves with the first
 * statements of the connection's next transaction — under load, another request takes the
 * connection at once — or on its own at the next turn of the event loop, whichever comes first.
 * Only a lost connection can fail it, and then the next statement fails too. One pipeline per
 * connection, kept across its checkouts.
 * @internal
 */
export class StatementPipeline {
  readonly #stream: CorkableStream;
  #unanswered: Promise<unknown>[] = [];
  #corked = false;
  /** In a transaction begun {@link readOnlyBegin}. */
  #readOnly = false;
  /** A read-only transaction's `commit` is held back: release need not wait for it. */
  #committing = false;

  constructor(stream: CorkableStream) {
    this.#stream = stream;
  }

  /** Whether `text` may always be sent without waiting for its answer. */
  static defers(text: string): boolean {
    return text === 'begin' || text === readOnlyBegin || text.startsWith(deferredStatement);
  }

  /**
   * Sends the statement `text` (`start` writes it); a deferred one — {@link defers}, or the
   * `commit` of a read-only transaction — answers at once.
   */
  send<R extends StatementResult>(start: () => Promise<R>, text: string): Promise<R> {
    let deferred = StatementPipeline.defers(text);
    if (text === readOnlyBegin) this.#readOnly = true;
    else if (text === 'commit' || text === 'rollback') {
      deferred = this.#readOnly && text === 'commit';
      this.#committing = deferred;
      this.#readOnly = false;
    } else this.#committing = false;
    if (deferred) {
      if (!this.#corked) {
        this.#stream.cork();
        this.#corked = true;
      }
      const answer = start();
      // Its failure is reported by the next awaited statement, not as an unhandled rejection.
      answer.catch(() => {});
      this.#unanswered.push(answer);
      return Promise.resolve({ ...deferredResult, rows: [] } as unknown as R);
    }
    const answer = start();
    this.#flush();
    const earlier = this.#unanswered;
    if (earlier.length === 0) return answer;
    this.#unanswered = [];
    return afterEarlier(earlier, answer);
  }

  /**
   * Writes what is held back and calls `release` once every statement sent has been answered;
   * a read-only transaction's `commit` is left to the next statements, and `release` called now.
   */
  release(release: () => void): void {
    if (this.#committing) {
      this.#committing = false;
      setImmediate(() => this.#flush());
      release();
      return;
    }
    this.#flush();
    const earlier = this.#unanswered;
    this.#unanswered = [];
    if (earlier.length === 0) release();
    else void Promise.allSettled(earlier).then(release);
  }

  #flush(): void {
    if (!this.#corked) return;
    this.#corked = false;
    this.#stream.uncork();
  }
}

/** `answer`, once the deferred statements sent before it have settled: the first failure wins. */
async function afterEarlier<R>(earlier: Promise<unknown>[], answer: Promise<R>): Promise<R> {
  const settled = await Promise.allSettled([...earlier, answer]);
  for (const outcome of settled) {
    if (outcome.status === 'rejected') throw outcome.reason;
  }
  return answer;
}
