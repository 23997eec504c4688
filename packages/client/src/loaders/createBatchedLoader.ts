/**
 * @public
 */
export interface BatchedLoaderOptions<Key, Value> {
  /**
   * Loads one batch: at most `batchSize` distinct keys, in the order first asked for. The
   * answer may come in any order and may leave keys out (those resolve `null`); a rejection
   * rejects the callers of this batch only.
   */
  loadMany(keys: readonly Key[]): Promise<Iterable<Value>>;
  /** The key a loaded value answers, e.g. `(role) => role.id`. */
  keyOf(value: Value): Key;
  /**
   * What makes two keys the same, for de-duplication and the cache; needed for object keys.
   * @default the key itself (right for string and number keys)
   */
  cacheKeyOf?: (key: Key) => unknown;
  /**
   * How long loads are collected before they are sent, from the first load of a round
   * (spec 000 §7, §9: 200 ms).
   * @default 200
   */
  delayMs?: number;
  /** Keys per request (spec 001 §9: record ids in batches of 50). @default 50 */
  batchSize?: number;
  /** Requests in flight at once (spec 001 §9: up to 5 in parallel). @default 5 */
  concurrency?: number;
}

/**
 * Loads values by key, many at a time: see `createBatchedLoader`.
 * @public
 */
export interface BatchedLoader<Key, Value> {
  /** The value for `key`, or `null` when the server has none; from the cache when known. */
  load(key: Key): Promise<Value | null>;
  /**
   * Puts a value in the cache (`null`: known to be missing), e.g. a record just saved. Loads of
   * the key still waiting for their round resolve with it and are not sent.
   */
  prime(key: Key, value: Value | null): void;
  /** Forgets one key, or with no key everything, so the next load asks the server again. */
  clear(key?: Key): void;
}

interface Waiting<Key, Value> {
  key: Key;
  cacheKey: unknown;
  promise: Promise<Value | null>;
  resolve: (value: Value | null) => void;
  reject: (reason: unknown) => void;
}

function assertPositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`createBatchedLoader: ${name} must be a positive integer, got ${value}`);
  }
}

/**
 * A loader that gathers single loads into few requests (spec 000 §7: "batched loads are
 * debounced at 200 ms"; spec 001 §9: batches of 50, up to 5 in parallel). Loads made within
 * `delayMs` of the round's first one are sent together: each key once, split into batches of
 * `batchSize`, at most `concurrency` batches in flight (the rest queue). Every caller gets its
 * own value or `null`; a failed batch rejects its own callers only and is not cached, so the
 * next load retries. Answers, `null` included, are cached per loader: make one loader per
 * session and client, and `clear()` it when the data changes.
 *
 * Why not graphql/dataloader, which batches, de-duplicates and caches: it answers even a cached
 * key only when the current batch is dispatched, so with a 200 ms schedule every already-loaded
 * role would take 200 ms again (a flicker each time a table re-renders); it has no limit on
 * batches in flight, which would need a queue of our own around it; and it is CommonJS only.
 * What remains of it here (a window, a de-duplicating map, a queue) is the code below.
 * @public
 * @example
 * const users = createBatchedLoader({
 *   loadMany: async (ids) => (await fetchUsers(adapter, { filter: { id: [...ids] } })).data,
 *   keyOf: (user) => user.id,
 * });
 * const [a, b] = await Promise.all([users.load('u-1'), users.load('u-2')]); // one request
 */
export function createBatchedLoader<Key, Value>({
  loadMany,
  keyOf,
  cacheKeyOf = (key) => key,
  delayMs = 200,
  batchSize = 50,
  concurrency = 5,
}: BatchedLoaderOptions<Key, Value>): BatchedLoader<Key, Value> {
  assertPositiveInteger('batchSize', batchSize);
  assertPositiveInteger('concurrency', concurrency);
  if (!(delayMs >= 0)) {
    throw new RangeError(`createBatchedLoader: delayMs must be >= 0, got ${delayMs}`);
  }

  /** Every key answered, in flight or waiting: its promise. */
  const cache = new Map<unknown, Promise<Value | null>>();
  /** Keys of the round being collected. */
  let waiting = new Map<unknown, Waiting<Key, Value>>();
  let roundScheduled = false;
  const queue: Waiting<Key, Value>[][] = [];
  let inFlight = 0;

  async function run(batch: readonly Waiting<Key, Value>[]): Promise<void> {
    const found = new Map<unknown, Value>();
    try {
      const values = await loadMany(batch.map((entry) => entry.key));
      for (const value of values) found.set(cacheKeyOf(keyOf(value)), value);
    } catch (error) {
      for (const entry of batch) {
        // Unless primed meanwhile: a failure is not remembered.
        if (cache.get(entry.cacheKey) === entry.promise) cache.delete(entry.cacheKey);
        entry.reject(error);
      }
      return;
    }
    for (const entry of batch) {
      entry.resolve(found.has(entry.cacheKey) ? (found.get(entry.cacheKey) as Value) : null);
    }
  }

  function pump(): void {
    while (inFlight < concurrency && queue.length > 0) {
      const batch = queue.shift()!;
      inFlight += 1;
      void run(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  function dispatch(): void {
    roundScheduled = false;
    const entries = [...waiting.values()];
    waiting = new Map();
    for (let start = 0; start < entries.length; start += batchSize) {
      queue.push(entries.slice(start, start + batchSize));
    }
    pump();
  }

  return {
    load(key) {
      const cacheKey = cacheKeyOf(key);
      const cached = cache.get(cacheKey);
      if (cached) return cached;
      const already = waiting.get(cacheKey);
      if (already) {
        // Cleared while waiting for its round: still one request for it.
        cache.set(cacheKey, already.promise);
        return already.promise;
      }
      let resolve!: (value: Value | null) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<Value | null>((onValue, onError) => {
        resolve = onValue;
        reject = onError;
      });
      waiting.set(cacheKey, { key, cacheKey, promise, resolve, reject });
      cache.set(cacheKey, promise);
      if (!roundScheduled) {
        roundScheduled = true;
        setTimeout(dispatch, delayMs);
      }
      return promise;
    },
    prime(key, value) {
      const cacheKey = cacheKeyOf(key);
      const entry = waiting.get(cacheKey);
      if (entry) {
        waiting.delete(cacheKey);
        entry.resolve(value);
      }
      cache.set(cacheKey, Promise.resolve(value));
    },
    clear(key) {
      if (key === undefined) cache.clear();
      else cache.delete(cacheKeyOf(key));
    },
  };
}
