import { type RawBuilder, sql } from 'kysely';
import { indexedKeySql } from './orderKeyFunctions';
import { instantOf, type JsonbSql, kindOf, midnightOf } from './sqlValueKind';

/**
 * The total order's key parts of a value: (class, number, text by code point, instant, sub-rank).
 * The classes: 0 empty, 1 booleans, 2 numbers, 3 dates and date-times, 4 text, 5 lists, 6
 * objects. Within a class only some parts vary (numbers and booleans: the number; text: the
 * text; dates and date-times: the instant, then the sub-rank putting a date before a date-time of
 * the same instant), so the tuple orders as the engine does. The first three parts are
 * `indexedKeySql`, free of the time zone: what a field's B-tree expression index holds
 * (`fieldIndexes.ts`), serving filters on numbers, text and booleans and sorts up to the
 * temporal part. Lists and objects are ordered by their class only (not yet item by item).
 * @internal
 */
export function orderKeySql(value: JsonbSql, timeZone: string): RawBuilder<unknown>[] {
  const kind = kindOf(value);
  const instant = sql`(case ${kind}
    when 2 then extract(epoch from ${midnightOf(value, timeZone)})::float8
    when 3 then extract(epoch from ${instantOf(value, timeZone)})::float8
    else 0 end)`;
  const sub = sql`(case ${kind} when 3 then 1 else 0 end)`;
  return [...indexedKeySql(value), instant, sub];
}
