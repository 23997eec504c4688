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
 * @internal
 */
export class StatementPipeline {
  readonly #stream: CorkableStream;
  #unanswered: Promise<unknown>[] = [];
  #corked = false;

  constructor(stream: CorkableStream) {
    this.#stream = stream;
  }

  /** Whether `text` may be sent without waiting for its answer. */
  static defers(text: string): boolean {
    return text === 'begin' || text.startsWith(deferredStatement);
  }

  /** Sends a statement (`start` writes it); a deferred one answers at once. */
  send<R extends StatementResult>(start: () => Promise<R>, deferred: boolean): Promise<R> {
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

  /** Writes what is held back and calls `release` once every statement sent has been answered. */
  release(release: () => void): void {
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
