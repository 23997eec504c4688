import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './createBoundedCache';

describe('createBoundedCache', () => {
  it('forgets an entry not used since it was stored, keeps one used since', () => {
    const cache = createBoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('forgets the oldest entry when every entry was used', () => {
    const cache = createBoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.get('b');
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
  });

  it('replaces a value without growing', () => {
    const cache = createBoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.get('a')).toBe(2);
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('never holds more than its capacity, and always holds the entry just stored (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 20 })), { maxLength: 200 }),
        (capacity, operations) => {
          const cache = createBoundedCache<number, number>(capacity);
          for (const [isSet, key] of operations) {
            if (isSet) {
              cache.set(key, key * 2);
              expect(cache.get(key)).toBe(key * 2);
            } else {
              const value = cache.get(key);
              if (value !== undefined) expect(value).toBe(key * 2);
            }
            expect(cache.size).toBeLessThanOrEqual(capacity);
          }
        },
      ),
    );
  });

  it('rejects a capacity that is not a positive integer', () => {
    expect(() => createBoundedCache(0)).toThrow(RangeError);
    expect(() => createBoundedCache(1.5)).toThrow(RangeError);
  });
});
