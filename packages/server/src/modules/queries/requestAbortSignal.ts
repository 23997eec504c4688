import type { FastifyReply } from 'fastify';

/**
 * A signal that aborts when the client goes away before its answer is sent (it aborted the
 * fetch, closed the tab, or the connection dropped): the response closes without having
 * finished. `release()` stops listening once the work is done (a kept-alive connection serves
 * other requests after this one).
 * @internal
 */
export function requestAbortSignal(reply: FastifyReply): {
  readonly signal: AbortSignal;
  release(): void;
} {
  const controller = new AbortController();
  const response = reply.raw;
  const onClose = () => {
    if (!response.writableFinished) controller.abort();
  };
  response.once('close', onClose);
  return {
    signal: controller.signal,
    release: () => response.off('close', onClose),
  };
}

/**
 * Runs `work` with a signal that aborts when the client goes away before the answer is sent.
 * @internal
 */
export async function whileConnected<T>(
  reply: FastifyReply,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const abort = requestAbortSignal(reply);
  try {
    return await work(abort.signal);
  } finally {
    abort.release();
  }
}
