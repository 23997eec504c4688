import { createQueryId, PostgresQueryCompiler, type RawBuilder, sql } from 'kysely';
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
 *
 * The parts are a few kilobytes of SQL, built from hundreds of fragments, and every sorted page
 * needs them (a page by cursor twice per sort key): compiled on each request they were most of
 * the statement's compiling, and of its garbage. So the parts of a value whose SQL has no
 * parameter (a field's path: names are written as literals) are compiled once per value and
 * time zone — the zone written as a literal, not a parameter — and kept as their text.
 * @internal
 */
export function orderKeySql(value: JsonbSql, timeZone: string): RawBuilder<unknown>[] {
  const head = compiled(value);
  if (head.parameters.length > 0) return orderKeyPartsSql(value, timeZone);
  const key = `${timeZone}\n${head.sql}`;
  let parts = compiledParts.get(key);
  if (parts === undefined) {
    parts = orderKeyPartsSql(value, timeZone).map((part) => {
      const { sql: text, parameters } = compiled(part);
      if (parameters.length > 0) throw new Error('an order key part of a literal has parameters');
      return sql.raw(text);
    });
    if (compiledParts.size >= MAX_COMPILED_PARTS) compiledParts.clear();
    compiledParts.set(key, parts);
  }
  return [...parts];
}

/** The compiled parts by time zone and value SQL: a value per field path, alias and zone in use. */
const compiledParts = new Map<string, readonly RawBuilder<unknown>[]>();
const MAX_COMPILED_PARTS = 1_000;
const compiler = new PostgresQueryCompiler();

function compiled(fragment: RawBuilder<unknown>) {
  return compiler.compileQuery(fragment.toOperationNode(), createQueryId());
}

function orderKeyPartsSql(value: JsonbSql, timeZone: string): RawBuilder<unknown>[] {
  const zone = sql.lit(timeZone);
  const kind = kindOf(value);
  const instant = sql`(case ${kind}
    when 2 then extract(epoch from ${midnightOf(value, zone)})::float8
    when 3 then extract(epoch from ${instantOf(value, zone)})::float8
    else 0 end)`;
  const sub = sql`(case ${kind} when 3 then 1 else 0 end)`;
  return [...indexedKeySql(value), instant, sub];
}
