/** Hands out the `Idempotency-Key` of each save attempt. */
export interface IdempotencyKeys {
  /**
   * The key for saving `payload`: the key of the last attempt when it sent the same payload and
   * got no definite answer (a retry of that attempt), else a fresh one.
   */
  keyFor(payload: unknown): string;
  /** The last attempt got a definite answer (saved, or refused): its key is never reused. */
  settle(): void;
}

/**
 * Idempotency keys for a form's saves: a fresh UUID per save attempt, reused when the same
 * attempt is retried — the same payload after a failure without an answer (network, timeout,
 * server error), which the server may have written already and must not write twice. A changed
 * payload is a new attempt (the server refuses a key reused for another request).
 */
export function createIdempotencyKeys(
  newKey: () => string = () => crypto.randomUUID(),
): IdempotencyKeys {
  let pending: { payload: string; key: string } | null = null;
  return {
    keyFor(payload) {
      const text = JSON.stringify(payload);
      if (pending?.payload !== text) pending = { payload: text, key: newKey() };
      return pending.key;
    },
    settle() {
      pending = null;
    },
  };
}
