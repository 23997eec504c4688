import type { MessageKey } from '@tessera/i18n';
import type { SnackbarCenter } from './snackbarCenter';

/**
 * How long a call may take before the 'still working' snackbar appears (spec §9: 1000 ms).
 * @public
 */
export const slowCallDelayMs = 1000;

/** @public */
export interface SlowCallOptions {
  /** @default 'snackbars.slowCall' */
  message?: MessageKey;
}

const slowCallSnackbarId = 'slow-call';

// Calls slow at the same time share one snackbar; it goes when the last of them settles.
const slowCallsInFlight = new WeakMap<SnackbarCenter, number>();

/**
 * Waits for a call and shows a 'still working' snackbar if it takes longer than 1000 ms
 * (spec §4), removing it when the call settles. Resolves or rejects as the call does.
 * @public
 * @example
 * const rows = await withSlowCallSnackbar(snackbars, () => api.import(file));
 */
export async function withSlowCallSnackbar<T>(
  snackbars: SnackbarCenter,
  call: Promise<T> | (() => Promise<T>),
  { message = 'snackbars.slowCall' }: SlowCallOptions = {},
): Promise<T> {
  let slow = false;
  const timer = setTimeout(() => {
    slow = true;
    slowCallsInFlight.set(snackbars, (slowCallsInFlight.get(snackbars) ?? 0) + 1);
    snackbars.show({ id: slowCallSnackbarId, message, busy: true, timeoutMs: null });
  }, slowCallDelayMs);
  try {
    return await (typeof call === 'function' ? call() : call);
  } finally {
    clearTimeout(timer);
    if (slow) {
      const left = (slowCallsInFlight.get(snackbars) ?? 1) - 1;
      slowCallsInFlight.set(snackbars, left);
      if (left === 0) snackbars.dismiss(slowCallSnackbarId);
    }
  }
}
