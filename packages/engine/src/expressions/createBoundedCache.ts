/**
 * A map with a size bound that keeps recently used entries and forgets stale ones.
 * @internal
 */
export interface BoundedCache<TKey, TValue> {
  get(key: TKey): TValue | undefined;
  set(key: TKey, value: TValue): void;
  readonly size: number;
  clear(): void;
}

interface Entry<TValue> {
  readonly value: TValue;
  used: boolean;
}

/**
 * Creates a bounded cache that evicts like least-recently-used, by the second-chance (clock)
 * scheme: a hit only sets a flag, so reads stay one `Map.get`; when the cache is full, entries
 * are examined oldest first, a flagged one has its flag cleared and moves to the back, and the
 * first unflagged one is evicted. An entry used since it was last examined always survives.
 * @internal
 */
export function createBoundedCache<TKey, TValue>(capacity: number): BoundedCache<TKey, TValue> {
  if (!Number.isInteger(capacity) || capacity < 1) {
    throw new RangeError(`Cache capacity must be a positive integer, got ${capacity}`);
  }
  const entries = new Map<TKey, Entry<TValue>>();
  const evictOne = (): void => {
    for (const [key, entry] of entries) {
      entries.delete(key);
      if (!entry.used) return;
      entry.used = false;
      entries.set(key, entry);
    }
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entry.used = true;
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      if (entries.size >= capacity) evictOne();
      entries.set(key, { value, used: false });
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}
