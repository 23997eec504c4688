import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordItem } from '../api/processItem.types';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { createSourceRecordsLoader } from './createSourceRecordsLoader';

const record = (providerId: string, id: string): RecordItem => ({
  id,
  providerId,
  data: { name: `${providerId}:${id}` },
  originalData: { name: `${providerId}:${id}` },
  version: 1,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  createdBy: null,
});

/** A server holding records r-0 … r-199 in providers `customers` and `products`. */
function recordsServer(options: { failFor?: string } = {}) {
  let inFlight = 0;
  let maxInFlight = 0;
  const adapter = createFixtureAdapter({
    'POST dataRecords/customers/by-ids': answer('customers'),
    'POST dataRecords/products/by-ids': answer('products'),
  });
  function answer(providerId: string) {
    return async ({ body }: { body?: unknown }) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 50));
      inFlight -= 1;
      if (providerId === options.failFor) throw new Error('server error');
      const ids = (body as { ids: string[] }).ids;
      return { data: ids.filter((id) => /^r-\d+$/.test(id)).map((id) => record(providerId, id)) };
    };
  }
  return { adapter, maxInFlight: () => maxInFlight };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createSourceRecordsLoader (spec 001 §9: record ids in batches of 50, 5 in parallel)', () => {
  it('sends the keys of one 200 ms window per provider, each record once, missing ones null', async () => {
    const { adapter } = recordsServer();
    const loader = createSourceRecordsLoader(adapter);
    const loads = [
      loader.load({ providerId: 'customers', recordId: 'r-1' }),
      loader.load({ providerId: 'products', recordId: 'r-1' }),
      loader.load({ providerId: 'customers', recordId: 'gone' }),
      loader.load({ providerId: 'customers', recordId: 'r-1' }),
    ];
    await vi.advanceTimersByTimeAsync(250);
    await expect(Promise.all(loads)).resolves.toEqual([
      record('customers', 'r-1'),
      record('products', 'r-1'),
      null,
      record('customers', 'r-1'),
    ]);
    expect(adapter.calls.map((call) => [call.path, call.body])).toEqual([
      ['dataRecords/customers/by-ids', { ids: ['r-1', 'gone'] }],
      ['dataRecords/products/by-ids', { ids: ['r-1'] }],
    ]);

    await expect(loader.load({ providerId: 'customers', recordId: 'r-1' })).resolves.toEqual(
      record('customers', 'r-1'),
    );
    expect(adapter.calls).toHaveLength(2);
  });

  it('splits 400 ids into batches of 50 with at most 5 requests in flight', async () => {
    const server = recordsServer();
    const loader = createSourceRecordsLoader(server.adapter);
    const loads = Array.from({ length: 400 }, (_, i) =>
      loader.load({ providerId: 'customers', recordId: `r-${i}` }),
    );
    await vi.advanceTimersByTimeAsync(2000);
    const loaded = await Promise.all(loads);
    expect(loaded.every((item, i) => item?.id === `r-${i}`)).toBe(true);
    const sizes = server.adapter.calls.map((call) => (call.body as { ids: string[] }).ids.length);
    expect(sizes).toEqual([50, 50, 50, 50, 50, 50, 50, 50]);
    expect(server.maxInFlight()).toBe(5);
  });

  it('a failed request rejects its callers and is not cached: the next load asks again', async () => {
    const { adapter } = recordsServer({ failFor: 'products' });
    const loader = createSourceRecordsLoader(adapter);
    const failing = loader.load({ providerId: 'products', recordId: 'r-1' });
    const rejected = expect(failing).rejects.toThrow('server error');
    await vi.advanceTimersByTimeAsync(250);
    await rejected;
    const again = loader.load({ providerId: 'products', recordId: 'r-1' });
    const rejectedAgain = expect(again).rejects.toThrow('server error');
    await vi.advanceTimersByTimeAsync(250);
    await rejectedAgain;
    expect(adapter.calls).toHaveLength(2);
  });
});
