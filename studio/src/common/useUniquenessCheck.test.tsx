import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uniquenessDelayMs, useUniquenessCheck } from './useUniquenessCheck';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function settle() {
  await act(async () => {
    vi.advanceTimersByTime(uniquenessDelayMs);
  });
  await act(async () => {});
}

describe('useUniquenessCheck', () => {
  it('asks once typing pauses for 300 ms (spec 002 §9) and says whether the value is taken', async () => {
    const exists = vi.fn(async (value: string) => value === 'Handlowiec');
    const { result, rerender } = renderHook(({ value }) => useUniquenessCheck(value, exists), {
      initialProps: { value: 'Handl' },
    });
    expect(result.current).toBe('checking');
    rerender({ value: 'Handlow' });
    rerender({ value: 'Handlowiec' });
    await settle();
    // The value it opened with, then only the one typing paused on.
    expect(exists.mock.calls.map(([value]) => value)).toEqual(['Handl', 'Handlowiec']);
    expect(result.current).toBe('taken');
    rerender({ value: 'Handlowiec B2B ' });
    expect(result.current).toBe('checking');
    await settle();
    expect(result.current).toBe('free');
  });

  it('an empty value passes without asking (spec 001 §5.1 unique)', async () => {
    const exists = vi.fn(async () => true);
    const { result } = renderHook(() => useUniquenessCheck('   ', exists));
    await settle();
    expect(result.current).toBe('idle');
    expect(exists).not.toHaveBeenCalled();
  });

  it('a failed check claims nothing, and a skipped one never asks', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    const { result } = renderHook(() => useUniquenessCheck('x', failing));
    await settle();
    expect(result.current).toBe('idle');
    const exists = vi.fn(async () => true);
    const skipped = renderHook(() => useUniquenessCheck('x', exists, { skip: true }));
    await settle();
    expect(skipped.result.current).toBe('idle');
    expect(exists).not.toHaveBeenCalled();
  });
});
