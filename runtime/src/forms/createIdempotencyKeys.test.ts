import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys } from './createIdempotencyKeys';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('idempotency keys: "a fresh UUID per save attempt, reused when retrying the same attempt"', () => {
  it('retrying the same payload after no definite answer reuses the key', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor({ a: 1 })).toBe('key-1');
    expect(keys.keyFor({ a: 1 })).toBe('key-1');
  });

  it('a changed payload is a new attempt', () => {
    const keys = createIdempotencyKeys(counter());
    keys.keyFor({ a: 1 });
    expect(keys.keyFor({ a: 2 })).toBe('key-2');
  });

  it('after a definite answer the next save gets a fresh key, even with the same payload', () => {
    const keys = createIdempotencyKeys(counter());
    keys.keyFor({ a: 1 });
    keys.settle();
    expect(keys.keyFor({ a: 1 })).toBe('key-2');
  });

  it('makes UUIDs by default', () => {
    expect(createIdempotencyKeys().keyFor({})).toMatch(/^[0-9a-f-]{36}$/);
  });
});
