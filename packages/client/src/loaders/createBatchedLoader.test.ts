import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchedLoader } from './createBatchedLoader';

interface Item {
  id: string;
}

/** A loadMany whose batches the test answers by hand; records what was asked and when. */
function manualBackend() {
  const batches: {
    keys: readonly string[];
    answer: (items?: Item[]) => void;
    fail: (e: Error) => void;
  }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const loadMany = (keys: readonly string[]) =>
    new Promise<Item[]>((resolve, reject) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const settle = () => {
        inFlight -= 1;
      };
      batches.push({
        keys,
        answer: (items = keys.map((id) => ({ id }))) => {
          settle();
          resolve(items);
        },
        fail: (error) => {
          settle();
          reject(error);
        },
      });
    });
  return {
    batches,
    loadMany,
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

const ids = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => `id-${from + index}`);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createBatchedLoader (spec 000 §7: batched loads debounced at 200 ms; 001 §9: 50 per batch, 5 in parallel)', () => {
  it('sends 3 loads made within 200 ms as one request, 200 ms after the first', async () => {
    const backend = manualBackend();
    const loader = createBatchedLoader({ loadMany: backend.loadMany, keyOf: (item) => item.id });
    const first = loader.load('a');
    await vi.advanceTimersByTimeAsync(100);
    const second = loader.load('b');
    await vi.advanceTimersByTimeAsync(99);
    const third = loader.load('c');
    expect(backend.batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(backend.batches.map((batch) => batch.keys)).toEqual([['a', 'b', 'c']]);
    backend.batches[0]!.answer();
    await expect(Promise.all([first, second, third])).resolves.toEqual([
      { id: 'a' },
      { id: 'b' },
      { id: 'c' },
    ]);
  });

  it('starts a new round for loads after the round was sent', async () => {
    const backend = manualBackend();
    const loader = createBatchedLoader({ loadMany: backend.loadMany, keyOf: (item) => item.id });
    void loader.load('a');
    await vi.advanceTimersByTimeAsync(200);
    void loader.load('b');
    await vi.advanceTimersByTimeAsync(200);
    expect(backend.batches.map((batch) => batch.keys)).toEqual([['a'], ['b']]);
  });

  it('splits 120 ids into batches of 50, 50 and 20', async () => {
    const backend = manualBackend();
    const loader = createBatchedLoader({ loadMany: backend.loadMany, keyOf: (item) => item.id });
    const loads = ids(120).map((id) => loader.load(id));
    await vi.advanceTimersByTimeAsync(200);
    expect(backend.batches.map((batch) => batch.keys.length)).toEqual([50, 50, 20]);
    expect(backend.batches.flatMap((batch) => batch.keys)).toEqual(ids(120));
    for (const batch of backend.batches) batch.answer();
    expect((await Promise.all(loads)).map((item) => item?.id)).toEqual(ids(120));
  });

  it('keeps at most 5 of 12 batches in flight, starting the next as one finishes', async () => {
    const backend = manualBackend();
    const loader = createBatchedLoader({ loadMany: backend.loadMany, keyOf: (item) => item.id });
    const loads = ids(600).map((id) => loader.load(id));
    await vi.advanceTimersByTimeAsync(200);
    expect(backend.batches).toHaveLength(5);
    backend.batches[0]!.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.batches).toHaveLength(6);
    for (let answered = 1; answered < 12; answered += 1) {
      backend.batches[answered]!.answer();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(backend.batches).toHaveLength(12);
    expect(backend.maxInFlight).toBe(5);
    expect(await Promise.all(loads)).toHaveLength(600);
  });

  it('requests a key asked for several times once, and answers it from the cache afterwards', async () => {
    const backend = manualBackend();
    const loader = createBatchedLoader({ loadMany: backend.loadMany, keyOf: (item) => item.id });
    const loads = ['a', 'b', 'a', 'a'].map((id) => loader.load(id));
    await vi.advanceTimersByTimeAsync(200);
    expect(backend.batches.map((batch) => batch.keys)).toEqual([['a', 'b']]);
    backend.batches[0]!.answer();
    const [a1, , a2, a3] = await Promise.all(loads);
    expect(a1).toBe(a2);
    expect(a1).toBe(a3);
    // A cached key waits for no round: it resolves without any timer running.
    await expect(loader.load('a')).resolves.toBe(a1);
    expect(backend.batches).toHaveLength(1);
  });

  it('rejects only the callers of a failed batch, and asks again for their keys next time', async () => {
    const backend = manualBackend();
    const loader = createBatchedLoader({ loadMany: backend.loadMany, keyOf: (item) => item.id });
    const loads = ids(60).map((id) => loader.load(id).catch((error: Error) => error.message));
    await vi.advanceTimersByTimeAsync(200);
    backend.batches[0]!.fail(new Error('boom'));
    backend.batches[1]!.answer();
    const results = await Promise.all(loads);
    expect(results.slice(0, 50)).toEqual(Array(50).fill('boom'));
    expect(results.slice(50)).toEqual(ids(10, 50).map((id) => ({ id })));

    const retry = loader.load('id-0');
    void loader.load('id-55');
    await vi.advanceTimersByTimeAsync(200);
    expect(backend.batches[2]!.keys).toEqual(['id-0']);
    backend.batches[2]!.answer();
    await expect(retry).resolves.toEqual({ id: 'id-0' });
  });

  it('resolves null for keys the answer leaves out, whatever order it comes in', async () => {
    const backend = manualBackend();
    const loader = createBatchedLoader({ loadMany: backend.loadMany, keyOf: (item) => item.id });
    const loads = ['a', 'b', 'c'].map((id) => loader.load(id));
    await vi.advanceTimersByTimeAsync(200);
    backend.batches[0]!.answer([{ id: 'c' }, { id: 'a' }, { id: 'unasked' }]);
    await expect(Promise.all(loads)).resolves.toEqual([{ id: 'a' }, null, { id: 'c' }]);
  });

  it('prime answers waiting and later loads without a request; clear makes the next load ask again', async () => {
    const backend = manualBackend();
    const loader = createBatchedLoader({ loadMany: backend.loadMany, keyOf: (item) => item.id });
    const waiting = loader.load('a');
    loader.prime('a', { id: 'a' });
    loader.prime('gone', null);
    await expect(waiting).resolves.toEqual({ id: 'a' });
    await expect(loader.load('gone')).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(backend.batches).toHaveLength(0);

    loader.clear('a');
    void loader.load('a');
    void loader.load('gone');
    await vi.advanceTimersByTimeAsync(200);
    expect(backend.batches.map((batch) => batch.keys)).toEqual([['a']]);

    loader.clear();
    void loader.load('gone');
    await vi.advanceTimersByTimeAsync(200);
    expect(backend.batches[1]!.keys).toEqual(['gone']);
  });

  it('keeps one request for a key cleared while it waits for its round', async () => {
    const backend = manualBackend();
    const loader = createBatchedLoader({ loadMany: backend.loadMany, keyOf: (item) => item.id });
    const first = loader.load('a');
    loader.clear();
    const second = loader.load('a');
    await vi.advanceTimersByTimeAsync(200);
    expect(backend.batches.map((batch) => batch.keys)).toEqual([['a']]);
    backend.batches[0]!.answer();
    await expect(Promise.all([first, second])).resolves.toEqual([{ id: 'a' }, { id: 'a' }]);
  });

  it('takes object keys through cacheKeyOf (e.g. a source and a record id)', async () => {
    const loadMany = vi.fn(async (keys: readonly { source: string; id: string }[]) =>
      keys.map((key) => ({ ...key, label: `${key.source}:${key.id}` })),
    );
    const loader = createBatchedLoader({
      loadMany,
      keyOf: ({ source, id }) => ({ source, id }),
      cacheKeyOf: (key) => `${key.source}\u0000${key.id}`,
    });
    const loads = [
      loader.load({ source: 'users', id: '1' }),
      loader.load({ source: 'users', id: '1' }),
      loader.load({ source: 'roles', id: '1' }),
    ];
    await vi.advanceTimersByTimeAsync(200);
    expect(loadMany).toHaveBeenCalledTimes(1);
    expect(loadMany.mock.calls[0]![0]).toHaveLength(2);
    expect((await Promise.all(loads)).map((value) => value?.label)).toEqual([
      'users:1',
      'users:1',
      'roles:1',
    ]);
  });

  it('refuses a batch size or concurrency below 1', () => {
    const options = { loadMany: async () => [], keyOf: (item: Item) => item.id };
    expect(() => createBatchedLoader({ ...options, batchSize: 0 })).toThrow(RangeError);
    expect(() => createBatchedLoader({ ...options, concurrency: 0.5 })).toThrow(RangeError);
    expect(() => createBatchedLoader({ ...options, delayMs: -1 })).toThrow(RangeError);
  });

  it('property: every load settles once with its own value, each key is sent once, batches and parallelism stay within limits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ key: fc.nat(40), at: fc.nat(600) }), { maxLength: 150 }),
        fc.array(fc.nat(400), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 3 }),
        async (loads, latencies, batchSize, concurrency) => {
          const sent: number[][] = [];
          let inFlight = 0;
          let maxInFlight = 0;
          const loader = createBatchedLoader<number, { key: number }>({
            batchSize,
            concurrency,
            keyOf: (value) => value.key,
            loadMany: (keys) => {
              sent.push([...keys]);
              inFlight += 1;
              maxInFlight = Math.max(maxInFlight, inFlight);
              const latency = latencies[sent.length % latencies.length]!;
              return new Promise((resolve) =>
                setTimeout(() => {
                  inFlight -= 1;
                  // Keys divisible by 3 do not exist.
                  resolve(keys.filter((key) => key % 3 !== 0).map((key) => ({ key })));
                }, latency),
              );
            },
          });
          const settled: (number | null | 'pending')[] = loads.map(() => 'pending');
          loads.forEach(({ key, at }, index) => {
            setTimeout(() => {
              void loader.load(key).then((value) => {
                expect(settled[index]).toBe('pending');
                settled[index] = value === null ? null : value.key;
              });
            }, at);
          });
          await vi.runAllTimersAsync();

          expect(settled).toEqual(loads.map(({ key }) => (key % 3 === 0 ? null : key)));
          const everySent = sent.flat();
          expect(new Set(everySent).size).toBe(everySent.length);
          expect(new Set(everySent)).toEqual(new Set(loads.map(({ key }) => key)));
          expect(sent.every((batch) => batch.length >= 1 && batch.length <= batchSize)).toBe(true);
          expect(maxInFlight).toBeLessThanOrEqual(concurrency);
        },
      ),
      { numRuns: 150 },
    );
  });
});
