import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkLoadTimeoutMs, loadChunk } from './lazyWithTimeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk (spec 000 §9: lazy chunk load timeout 120 seconds)', () => {
  it('waits 120 seconds by default', () => {
    expect(chunkLoadTimeoutMs).toBe(120_000);
  });

  it('gives the module when it arrives in time', async () => {
    await expect(loadChunk(async () => ({ Page: 'page' }))).resolves.toEqual({ Page: 'page' });
  });

  it('turns a failed import into a ChunkLoadError keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const failure = await loadChunk(() => Promise.reject(cause)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect((failure as Error).cause).toBe(cause);
  });

  it('gives up after the timeout, not a millisecond before', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    loadChunk(() => new Promise(() => {}), 120_000).catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkLoadError));
  });
});
