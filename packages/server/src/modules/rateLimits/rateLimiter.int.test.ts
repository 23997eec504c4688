import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { migrate } from '../../database/migrate';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { createRateLimiter, type RateLimiter } from './rateLimiter';
import type { RateLimitRule } from './rateLimitRules';

const rule: RateLimitRule = { name: 'test', limit: 10, windowSeconds: 60 };

describe.each(testDatabaseKinds)('rate limiter on %s', (kind) => {
  let db: Database;
  let limiter: RateLimiter;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await migrate(db);
    limiter = createRateLimiter(db.kysely, new Uint8Array(32).fill(7));
  });

  afterAll(async () => {
    await db?.close();
  });

  it('lets exactly `limit` of 50 parallel hits through, each counted once', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 50 }, () => limiter.hit(rule, 'parallel@example.com')),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
    const rows = await db.kysely.selectFrom('rate_limits').select('hits').execute();
    expect(rows.map((row) => row.hits)).toContain(50);
  });

  it('says how long until the window ends', async () => {
    const verdict = await limiter.hit(rule, 'retry@example.com');
    expect(verdict.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(verdict.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('starts a new window once the old one has passed', async () => {
    for (let i = 0; i < 11; i++) await limiter.hit(rule, 'window@example.com');
    expect((await limiter.hit(rule, 'window@example.com')).allowed).toBe(false);
    await db.kysely
      .updateTable('rate_limits')
      .set({ window_started_at: new Date(Date.now() - 61_000) })
      .execute();
    expect(await limiter.hit(rule, 'window@example.com')).toMatchObject({ allowed: true });
  });

  it('keeps separate counters per rule and subject, refunds and resets', async () => {
    const other: RateLimitRule = { ...rule, name: 'other', limit: 1 };
    expect((await limiter.hit(other, 'a')).allowed).toBe(true);
    expect((await limiter.hit(other, 'b')).allowed).toBe(true);
    expect((await limiter.hit(other, 'a')).allowed).toBe(false);
    await limiter.reset(other, 'a');
    expect((await limiter.hit(other, 'a')).allowed).toBe(true);
    await limiter.refund(other, 'a');
    expect((await limiter.hit(other, 'a')).allowed).toBe(true);
  });

  it('stores no e-mail or address, only keyed hashes', async () => {
    await limiter.hit(rule, '203.0.113.9');
    const keys = (await db.kysely.selectFrom('rate_limits').select('key').execute()).map(
      (row) => row.key,
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z]+:[A-Za-z0-9_-]{43}$/);
      expect(key).not.toMatch(/example|203\.0/);
    }
  });

  it('prunes counters whose window is long over', async () => {
    await limiter.hit(rule, 'old@example.com');
    await db.kysely
      .updateTable('rate_limits')
      .set({ window_started_at: new Date(Date.now() - 2 * 24 * 3600_000) })
      .execute();
    await limiter.hit(rule, 'fresh@example.com');
    expect(await limiter.prune()).toBeGreaterThan(0);
    const left = await db.kysely.selectFrom('rate_limits').select('key').execute();
    expect(left).toHaveLength(1);
  });
});
