import { type RawBuilder, sql } from 'kysely';
import type { GroupAggregation } from './groupAggregationSql';
import { instantKeySql, keyStopOfTypeSql } from './orderKeyOfKindSql';
import { type JsonbSql, numberOf, textOf } from './sqlValueKind';

// A group's max or min (packages/engine/docs/queries.md "Aggregations": the greatest or least
// non-empty value in the total order, its preferred spelling on ties) as plain `min`/`max` of
// columns prepared once per row where the value is read (`groupInputs.ts`: once per order or per
// tariff, not once per pair of a lookup): no `array_agg(… order by …)`, which sorts each group's
// values and keeps PostgreSQL from hashing the groups, and no test of the value's kind per
// aggregated row. The total order puts the kinds in classes (booleans < numbers < dates < text).
// JSON numbers, the common case, are one `numeric` column (`j`: equal numbers spell the same once
// read); every other value is a text key — its class's digit, a fixed-width sortable text of its
// number or instant, then its spelling — so `min` of the keys under `collate "C"` is the least
// value and, among equal ones, the least spelling. The result takes the JSON number on a tie with
// numeric text (a number is the preferred spelling).

/**
 * Fixed-width text (16 hex digits) that orders by code point as the double `x` does (`-0` as
 * `0`), or in reverse: the IEEE 754 bits with the sign bit flipped for positives and every bit
 * flipped for negatives.
 */
function sortableNumberSql(x: RawBuilder<number>, descending: boolean): RawBuilder<string> {
  const bits = sql`(('x' || encode(float8send(${x} + 0::float8), 'hex'))::bit(64)::bigint)`;
  const ascending = sql`(case when ${bits} < 0 then ~${bits}
    else ${bits} # (-9223372036854775807 - 1) end)`;
  return sql<string>`lpad(to_hex(${descending ? sql`~${ascending}` : ascending}), 16, '0')`;
}

/**
 * A list or object stops the statement where it meets a max or min (`KEY_MARKER`) — but only if
 * its row's condition holds, and the keys are prepared before the condition is known. So its key
 * is `!` and its type: the least key of all, `min` keeps it, and the result stops the statement.
 */
const STOP = sql.lit('!');

/** The digit of the number class in a key (either order). */
const NUMBER = sql.lit('2');

/**
 * The digits of the classes in a key: ascending for min; for max descending, but text, which
 * max reads apart.
 */
function classDigits(descending: boolean): Record<'boolean' | 'date', RawBuilder<string>> {
  return descending
    ? { boolean: sql.lit('3'), date: sql.lit('1') }
    : { boolean: sql.lit('1'), date: sql.lit('3') };
}

/**
 * The prepared columns of a max or min of a value `value` of kind `kind` (`kindOf`), named by
 * their suffix; null where they do not apply (aggregates pass nulls over).
 * - both: `j`, a JSON number as `numeric`;
 * - min: `lo`, the key of any other non-empty value in ascending order: `1` and `0`/`1` for a
 *   boolean; `2`, the number's sortable text, a `1` and the numeric text; `3`, the instant's
 *   sortable text, the sub-rank (a date before a date-time) and the text; `4` and the text;
 * - max: `ht`, the text of a text value (the greatest class: `max` of it by code point, equal
 *   texts spell the same), and `hi`, the key of any other value but a JSON number in descending
 *   order (`1` dates, `2` numbers, `3` booleans; each part reversed but the spelling), so `min`
 *   of it is the greatest value with the least spelling among equal ones.
 * @internal
 */
export function extremeInputsSql(
  method: 'max' | 'min',
  value: JsonbSql,
  kind: RawBuilder<unknown>,
  timeZone: string,
): readonly (readonly [string, RawBuilder<unknown>])[] {
  const descending = method === 'max';
  const classes = classDigits(descending);
  const [instant, sub] = instantKeySql(value, kind, timeZone);
  const text = textOf(value);
  const key = sql`(case
    when ${kind} = 0 or jsonb_typeof(${value}) = 'number' then null
    when ${kind} = 5 then ${classes.boolean} || case when ${value} = 'true'::jsonb
      then ${sql.lit(descending ? '0' : '1')} else ${sql.lit(descending ? '1' : '0')} end
    when ${kind} = 1 then ${NUMBER} || ${sortableNumberSql(numberOf(value), descending)} || '1'
      || ${text}
    when ${kind} in (2, 3) then ${classes.date} || ${sortableNumberSql(instant, descending)}
      || (${descending ? sql`1 - ${sub}` : sub})::text || ${text}
    when ${kind} = 4 then ${descending ? sql`null` : sql`'4' || ${text}`}
    else ${STOP} || jsonb_typeof(${value}) end) collate "C"`;
  const json: readonly [string, RawBuilder<unknown>] = ['j', jsonNumberSql(value)];
  if (!descending) return [json, ['lo', key]];
  return [json, ['hi', key], ['ht', sql`(case when ${kind} = 4 then ${text} end) collate "C"`]];
}

/**
 * A JSON number as `numeric`, null for any other value: the `j` column of a max, a min, a sum or
 * an average.
 * @internal
 */
export function jsonNumberSql(value: JsonbSql): RawBuilder<unknown> {
  return sql`(case when jsonb_typeof(${value}) = 'number' then (${value})::numeric end)`;
}

/**
 * The aggregates of a max or min over the rows where `when` holds, reading the columns
 * {@link extremeInputsSql} prepared (`column(suffix)`), its own columns named from `name`.
 * @internal
 */
export function groupExtremeSql(
  method: 'max' | 'min',
  column: (suffix: string) => RawBuilder<unknown>,
  when: RawBuilder<boolean>,
  name: string,
): GroupAggregation {
  const descending = method === 'max';
  const own = (part: string) => sql.id(`${name}_${part}`);
  const extreme = sql.raw(method);
  const aggregates = [
    sql`${extreme}(${column('j')}) filter (where ${when}) as ${own('j')}`,
    sql`min(${column(descending ? 'hi' : 'lo')} collate "C") filter (where ${when}) as ${own('k')}`,
  ];
  if (descending) {
    aggregates.push(sql`max(${column('ht')} collate "C") filter (where ${when}) as ${own('t')}`);
  }
  return {
    aggregates,
    result(alias) {
      const read = (part: string) => sql.ref(`${alias}.${name}_${part}`);
      const key = read('k');
      const json = read('j');
      const cls = sql`left(${key}, 1)`;
      const classes = classDigits(descending);
      // After the class of a number or a date: 16 digits, a flag, the spelling from 19.
      const decoded = sql`(case ${cls}
        when ${STOP} then to_jsonb(${keyStopOfTypeSql(sql`substr(${key}, 2)`)})
        when ${classes.boolean} then to_jsonb(substr(${key}, 2) = ${sql.lit(descending ? '0' : '1')})
        when ${NUMBER} then to_jsonb(substr(${key}, 19))
        when ${classes.date} then to_jsonb(substr(${key}, 19))
        when '4' then to_jsonb(substr(${key}, 2))
        else 'null'::jsonb end)`;
      // The JSON number unless the key is further ahead: a class before numbers, or numeric text
      // beyond it (on a tie the JSON number is the preferred spelling).
      const jsonWins = sql`(${json} is not null and (${key} is null or ${cls} > ${NUMBER}
        or ${cls} = ${NUMBER} and ${sortableNumberSql(numberOf(sql`to_jsonb(${json})`), descending)}
          <= substr(${key}, 2, 16) collate "C"))`;
      const text = descending
        ? sql`when ${read('t')} is not null then to_jsonb(${read('t')})`
        : sql``;
      // A list or object met anywhere stops the statement, whatever else the group holds.
      return sql`(case when ${cls} = ${STOP} then ${decoded} ${text}
        when ${jsonWins} then to_jsonb(${json}) else ${decoded} end)`;
    },
  };
}
