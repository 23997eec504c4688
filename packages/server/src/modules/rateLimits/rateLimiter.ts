import { createHmac } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import { longestWindowSeconds, type RateLimitRule } from './rateLimitRules';

/**
 * The outcome of one counted hit.
 * @internal
 */
export interface RateLimitVerdict {
  /** false once the window holds more hits than the rule allows. */
  readonly allowed: boolean;
  /** Whole seconds until the window ends (at least 1): the `Retry-After` of a 429. */
  readonly retryAfterSeconds: number;
}

/**
 * Fixed-window counters in the `rate_limits` table, shared by every server process on the
 * database. A hit is one `insert ... on conflict do update ... returning`: the row lock makes
 * parallel hits count one after another, with no read-then-write gap to slip through.
 * Subjects (e-mails, IP addresses) are stored only as an HMAC keyed by the server's secret, so
 * the table holds nobody's address and cannot be reversed with a list of likely e-mails.
 * @internal
 */
export function createRateLimiter(kysely: Kysely<DatabaseTables>, secret: Uint8Array) {
  // A key of its own, derived from the signing secret, so the two uses never share one key.
  const keyingKey = createHmac('sha256', secret).update('tessera rate-limit keys').digest();
  const keyOf = (rule: RateLimitRule, subject: string) =>
    `${rule.name}:${createHmac('sha256', keyingKey).update(subject).digest('base64url')}`;

  return {
    /** Counts one hit of `subject` against `rule` and says whether it is within the limit. */
    async hit(rule: RateLimitRule, subject: string): Promise<RateLimitVerdict> {
      const window = sql`make_interval(secs => ${rule.windowSeconds})`;
      const expired = sql`rate_limits.window_started_at <= now() - ${window}`;
      const row = await runScoped(kysely, {}, (trx) =>
        trx
          .insertInto('rate_limits')
          .values({ key: keyOf(rule, subject), hits: 1, window_started_at: sql`now()` })
          .onConflict((conflict) =>
            conflict.column('key').doUpdateSet({
              hits: sql`case when ${expired} then 1 else rate_limits.hits + 1 end`,
              window_started_at: sql`case when ${expired} then now() else rate_limits.window_started_at end`,
            }),
          )
          .returning([
            'hits',
            sql<number>`ceil(extract(epoch from window_started_at + ${window} - now()))::integer`.as(
              'retry_after',
            ),
          ])
          .executeTakeFirstOrThrow(),
      );
      // now() is each transaction's start: one that waited on the row lock for a younger one
      // sees the window start after its own now(), so the remainder can exceed the window.
      const retryAfterSeconds = Math.min(rule.windowSeconds, Math.max(1, row.retry_after));
      return { allowed: row.hits <= rule.limit, retryAfterSeconds };
    },

    /** Gives one hit back (an attempt that turned out to be legitimate). */
    async refund(rule: RateLimitRule, subject: string): Promise<void> {
      await runScoped(kysely, {}, (trx) =>
        trx
          .updateTable('rate_limits')
          .set({ hits: sql`greatest(hits - 1, 0)` })
          .where('key', '=', keyOf(rule, subject))
          .execute(),
      );
    },

    /** Forgets the subject's counter (e.g. an account after a successful login). */
    async reset(rule: RateLimitRule, subject: string): Promise<void> {
      await runScoped(kysely, {}, (trx) =>
        trx.deleteFrom('rate_limits').where('key', '=', keyOf(rule, subject)).execute(),
      );
    },

    /** Deletes counters whose window ended: they would restart at 1 anyway. */
    async prune(): Promise<number> {
      const result = await runScoped(kysely, {}, (trx) =>
        trx
          .deleteFrom('rate_limits')
          .where(
            'window_started_at',
            '<',
            sql<Date>`now() - make_interval(secs => ${longestWindowSeconds})`,
          )
          .executeTakeFirst(),
      );
      return Number(result.numDeletedRows);
    },
  };
}

/** @internal */
export type RateLimiter = ReturnType<typeof createRateLimiter>;
