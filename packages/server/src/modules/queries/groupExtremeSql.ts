import { type RawBuilder, sql } from 'kysely';
import { instantKeySql, keyStopSql } from './orderKeyOfKindSql';
import { type JsonbSql, numberOf, textOf } from './sqlValueKind';

// A group's max or min (packages/engine/docs/queries.md "Aggregations": the greatest or least
// non-empty value in the total order, its preferred spelling on ties) with plain aggregates —
// no `array_agg(… order by …)`, which sorts each group's values and keeps PostgreSQL from hashing
// the groups. The total order puts the kinds in classes (booleans < numbers < dates < text), so
// each class gets its own aggregate and the answer is the extreme class that has a value.

/** A max or min: its aggregates for the grouping statement and its value from their columns. */
export interface GroupExtreme {
  /** `aggregate as column`, for the statement that groups. */
  readonly aggregates: readonly RawBuilder<unknown>[];
  /** The value, from the aggregates' columns read on `alias`. */
  result(alias: string): JsonbSql;
}

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
 * The aggregates of a max or min over the rows' `value` of kind `kind` (`kindOf`) where `when`
 * holds, its columns named from `name`:
 * - booleans: `bool_or` / `bool_and`;
 * - JSON numbers: `max` / `min` of the `numeric` (equal numbers spell the same once read);
 * - numeric text: the extreme number, and the least text among its spellings: `min` of the
 *   number's sortable text (reversed for max) followed by the spelling;
 * - dates and date-times: `min` of the instant's sortable text and sub-rank (reversed for max)
 *   followed by the spelling, the least text among equal ones;
 * - text: `max` / `min` by code point — where a list or object passes, this aggregate's input
 *   stops the statement (see `KEY_MARKER`).
 * @internal
 */
export function groupExtremeSql(
  method: 'max' | 'min',
  input: { value: JsonbSql; kind: RawBuilder<unknown>; when: RawBuilder<boolean> },
  name: string,
  timeZone: string,
): GroupExtreme {
  const { value, kind, when } = input;
  const descending = method === 'max';
  const extreme = sql.raw(method);
  const column = (part: string) => sql.id(`${name}_${part}`);
  const filtered = (aggregate: RawBuilder<unknown>, only: RawBuilder<boolean>, part: string) =>
    sql`${aggregate} filter (where ${when} and ${only}) as ${column(part)}`;
  const isText = sql<boolean>`jsonb_typeof(${value}) = 'string'`;
  const number = numberOf(value);
  const [instant, sub] = instantKeySql(value, kind, timeZone);
  const aggregates = [
    filtered(
      descending ? sql`bool_or(${value} = 'true'::jsonb)` : sql`bool_and(${value} = 'true'::jsonb)`,
      sql`${kind} = 5`,
      'b',
    ),
    filtered(
      sql`${extreme}((${value})::numeric)`,
      sql`${kind} = 1 and jsonb_typeof(${value}) = 'number'`,
      'j',
    ),
    filtered(sql`${extreme}(${number})`, sql`${kind} = 1 and ${isText}`, 'n'),
    filtered(
      sql`min((${sortableNumberSql(number, descending)} || ${textOf(value)}) collate "C")`,
      sql`${kind} = 1 and ${isText}`,
      's',
    ),
    filtered(
      sql`min((${sortableNumberSql(instant, descending)}
        || (${descending ? sql`1 - ${sub}` : sub})::text
        || ${textOf(value)}) collate "C")`,
      sql`${kind} in (2, 3)`,
      'd',
    ),
    filtered(
      sql`${extreme}((case when ${kind} = 4 then ${textOf(value)}
        else ${keyStopSql(value)}::text end) collate "C")`,
      sql`(${kind} = 4 or ${kind} >= 6)`,
      't',
    ),
  ];
  return {
    aggregates,
    result(alias) {
      const read = (part: string) => sql.ref(`${alias}.${name}_${part}`);
      const json = read('j');
      const jsonNumber = numberOf(sql`to_jsonb(${json})`);
      const beats = sql.raw(descending ? '>=' : '<=');
      // A JSON number wins a tie with numeric text: a number is the preferred spelling.
      const numbers = sql`(case when ${read('s')} is null then to_jsonb(${json})
        when ${json} is null then to_jsonb(substr(${read('s')}, 17))
        when ${jsonNumber} ${beats} ${read('n')} then to_jsonb(${json})
        else to_jsonb(substr(${read('s')}, 17)) end)`;
      const classes: [RawBuilder<boolean>, JsonbSql][] = [
        [sql`${read('b')} is not null`, sql`to_jsonb(${read('b')})`],
        [sql`(${json} is not null or ${read('s')} is not null)`, numbers],
        [sql`${read('d')} is not null`, sql`to_jsonb(substr(${read('d')}, 18))`],
        [sql`${read('t')} is not null`, sql`to_jsonb(${read('t')})`],
      ];
      if (descending) classes.reverse();
      return sql`(case ${sql.join(
        classes.map(([has, answer]) => sql`when ${has} then ${answer}`),
        sql` `,
      )} else 'null'::jsonb end)`;
    },
  };
}
