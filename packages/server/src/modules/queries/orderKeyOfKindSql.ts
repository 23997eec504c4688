import { type RawBuilder, sql } from 'kysely';
import { instantOf, type JsonbSql, midnightOf, numberOf, textOf } from './sqlValueKind';

/**
 * What a pipeline statement stops with where lists or objects would be compared. Lists and
 * objects in the total order compare item by item; the SQL key compares them by class only, so
 * the statement stops instead of answering differently (a data-dependent error: an invalid
 * integer built from this marker).
 * @internal
 */
export const KEY_MARKER =
  'tessera: lists and objects as sort, group, lookup, max or min values are not compiled to SQL yet, met a ';

/**
 * An integer expression that stops the statement for a list or object `value` (see
 * {@link KEY_MARKER}); evaluate it only where such a value is met.
 * @internal
 */
export function keyStopSql(value: JsonbSql): RawBuilder<number> {
  return keyStopOfTypeSql(sql<string>`jsonb_typeof(${value})`);
}

/**
 * {@link keyStopSql} of a value whose JSON type (`jsonb_typeof`: `array` or `object`) is `type`,
 * for places that hold the type only (a max's or min's prepared key, `groupExtremeSql.ts`).
 * @internal
 */
export function keyStopOfTypeSql(type: RawBuilder<string>): RawBuilder<number> {
  return sql<number>`(${KEY_MARKER}::text || ${type})::int`;
}

/**
 * The total order's key of a value whose kind (`kindOf`) is already worked out: the parts
 * `orderKeySql` gives (the class, number and text of the `orderKeyFunctions.ts` functions, the
 * instant and the sub-rank), computed from the kind instead of classifying the value again for
 * each part; the class stops the statement for lists and objects (see {@link KEY_MARKER}).
 * @internal
 */
export function orderKeyOfKindSql(
  value: JsonbSql,
  kind: RawBuilder<unknown>,
  timeZone: string,
): RawBuilder<unknown>[] {
  const cls = sql`(case ${kind} when 0 then 0 when 5 then 1 when 1 then 2 when 2 then 3
    when 3 then 3 when 4 then 4 else ${keyStopSql(value)} end)`;
  const num = sql`(case ${kind} when 1 then ${numberOf(value)}
    when 5 then case when ${value} = 'true'::jsonb then 1 else 0 end else 0 end)::float8`;
  const text = sql`(case ${kind} when 4 then ${textOf(value)} else '' end) collate "C"`;
  const [instant, sub] = instantKeySql(value, kind, timeZone);
  return [cls, num, text, instant, sub];
}

/**
 * The temporal parts of the key of a value of known kind: the instant (a date's first instant of
 * its day in `timeZone`, a date-time's own) as seconds, and the sub-rank putting a date before a
 * date-time of the same instant; both 0 for other kinds.
 * @internal
 */
export function instantKeySql(
  value: JsonbSql,
  kind: RawBuilder<unknown>,
  timeZone: string,
): [RawBuilder<number>, RawBuilder<number>] {
  return [
    sql<number>`(case ${kind}
      when 2 then extract(epoch from ${midnightOf(value, timeZone)})::float8
      when 3 then extract(epoch from ${instantOf(value, timeZone)})::float8
      else 0 end)`,
    sql<number>`(case ${kind} when 3 then 1 else 0 end)`,
  ];
}

/**
 * The equality key of a value of known kind: one text equal for two values exactly where they
 * are equal in the total order — the class's letter (`e` empty, `b`, `n`, `d` date, `t`
 * date-time, `s` text), then the boolean, the number (`-0` as `0`; a double's text reads back as
 * the same double), the instant (a date's and a date-time's letters differ: never equal) or the
 * text. One short text hashes faster than the order key's five parts, and PostgreSQL estimates a
 * join or a grouping on one column far better (on five it expected a dozen joined rows, or
 * 40,000 groups of 100, and sorted instead of hashing). Lists and objects stop the statement
 * (`KEY_MARKER`).
 * @internal
 */
export function equalityKeySql(
  value: JsonbSql,
  kind: RawBuilder<unknown>,
  timeZone: string,
): RawBuilder<string> {
  const [instant] = instantKeySql(value, kind, timeZone);
  return sql<string>`(case ${kind}
    when 0 then 'e'
    when 1 then 'n' || (${numberOf(value)} + 0::float8)::text
    when 2 then 'd' || ${instant}::text
    when 3 then 't' || ${instant}::text
    when 4 then 's' || ${textOf(value)}
    when 5 then 'b' || (${value} = 'true'::jsonb)::text
    else ${keyStopSql(value)}::text end)`;
}
