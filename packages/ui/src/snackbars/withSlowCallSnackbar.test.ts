import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSnackbarCenter } from './snackbarCenter';
import { slowCallDelayMs, withSlowCallSnackbar } from './withSlowCallSnackbar';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('withSlowCallSnackbar (spec §4, §9: a slow-call snackbar after 1000 ms)', () => {
  it('waits 1000 ms', () => {
    expect(slowCallDelayMs).toBe(1000);
  });

  it('999 ms: nothing; 1001 ms: "still working" with progress; settled: gone', async () => {
    const snackbars = createSnackbarCenter();
    const call = deferred<string>();
    const result = withSlowCallSnackbar(snackbars, call.promise);
    await vi.advanceTimersByTimeAsync(999);
    expect(snackbars.getState()).toEqual([]);
    await vi.advanceTimersByTimeAsync(2);
    expect(snackbars.getState()).toEqual([
      expect.objectContaining({ message: 'snackbars.slowCall', busy: true, timeoutMs: null }),
    ]);
    call.resolve('done');
    await expect(result).resolves.toBe('done');
    expect(snackbars.getState()).toEqual([]);
  });

  it('a call settled within 1000 ms never shows the snackbar', async () => {
    const snackbars = createSnackbarCenter();
    const shown = vi.fn();
    snackbars.subscribe(shown);
    await withSlowCallSnackbar(snackbars, async () => 42);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(shown).not.toHaveBeenCalled();
  });

  it('a failed slow call rejects as the call did and removes the snackbar', async () => {
    const snackbars = createSnackbarCenter();
    const call = deferred<string>();
    const result = withSlowCallSnackbar(snackbars, () => call.promise);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(snackbars.getState()).toHaveLength(1);
    const error = new Error('offline');
    call.reject(error);
    await expect(result).rejects.toBe(error);
    expect(snackbars.getState()).toEqual([]);
  });

  it('a call throwing synchronously rejects, and no snackbar follows', async () => {
    const snackbars = createSnackbarCenter();
    const result = withSlowCallSnackbar(snackbars, () => {
      throw new Error('bad');
    });
    await expect(result).rejects.toThrow('bad');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(snackbars.getState()).toEqual([]);
  });

  it('slow calls at the same time share one snackbar, gone when the last settles', async () => {
    const snackbars = createSnackbarCenter();
    const first = deferred<void>();
    const second = deferred<void>();
    const a = withSlowCallSnackbar(snackbars, first.promise);
    const b = withSlowCallSnackbar(snackbars, second.promise);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(snackbars.getState()).toHaveLength(1);
    first.resolve();
    await a;
    expect(snackbars.getState()).toHaveLength(1);
    second.resolve();
    await b;
    expect(snackbars.getState()).toEqual([]);
  });

  it('takes its own text', async () => {
    const snackbars = createSnackbarCenter();
    const call = deferred<void>();
    const result = withSlowCallSnackbar(snackbars, call.promise, { message: 'common.loading' });
    await vi.advanceTimersByTimeAsync(1_001);
    expect(snackbars.getState()[0]?.message).toBe('common.loading');
    call.resolve();
    await result;
  });
});
