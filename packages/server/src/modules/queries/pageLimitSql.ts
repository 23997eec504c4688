import { type RawBuilder, sql } from 'kysely';

/**
 * `limit <count> [offset <skip>]` with the numbers written into the statement, not passed as
 * parameters. The server prepares its statements, and after five runs PostgreSQL may plan one
 * once for any parameters (a generic plan): a limit it cannot see counts as a tenth of the table,
 * so that plan sorts every record of a provider (130 ms at 1,000,000 records) where one that sees
 * 51 walks the sort field's index and stops (under a millisecond) — and a statement whose generic
 * plan costs more than its custom ones is planned again on every run (3–5 ms each for a view's
 * page). Only non-negative integers are accepted, so nothing but digits ever reaches the text.
 * @internal
 */
export function pageLimitSql(count: number, skip = 0): RawBuilder<unknown> {
  for (const value of [count, skip]) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`a limit or offset must be a non-negative integer, not ${value}`);
    }
  }
  return skip === 0
    ? sql`limit ${sql.lit(count)}`
    : sql`limit ${sql.lit(count)} offset ${sql.lit(skip)}`;
}
