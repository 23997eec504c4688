import { type RawBuilder, sql } from 'kysely';

// The value semantics of packages/engine/docs/queries.md ("Values", "Ordering") as SQL over one
// JSONB value. Every fragment takes the value as an expression and the user's time zone as a
// parameter; the regular expressions are constants of this file (written into the statement, so
// expression indexes can match them later), never text from a definition or a request.

/** A SQL expression of a JSONB value. @internal */
export type JsonbSql = RawBuilder<unknown>;

/** JavaScript's `String.prototype.trim` white space, as a bracket expression. */
const WS = String.raw`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;
const NUMERIC = String.raw`^${WS}*[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?${WS}*$`;
const BLANK = `^${WS}*$`;
const DATE = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
/** ISO 8601 (`T`, optional seconds, fraction, `Z` or an offset up to ±18:00) or `yyyy-MM-dd HH:mm[:ss]`. */
const DATE_TIME = String.raw`^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]{1,9})?)?(Z|[+-]((0[0-9]|1[0-7])(:?[0-5][0-9])?|18(:?00)?))?| ([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?)$`;
const OFFSET = '(Z|[+-][0-9]{2}(:?[0-9]{2})?)$';

const constant = (text: string) => sql.raw(`'${text}'`);

/** The text of a JSON string. @internal */
export function textOf(value: JsonbSql): RawBuilder<string> {
  return sql<string>`(${value} #>> '{}')`;
}

/** Whether `yyyy-MM-dd…` (already matched by a pattern) names a day its month has. */
function realDay(text: RawBuilder<string>): RawBuilder<boolean> {
  const year = sql`substr(${text}, 1, 4)::int`;
  const month = sql`substr(${text}, 6, 2)::int`;
  return sql<boolean>`(substr(${text}, 9, 2)::int <= case ${month}
    when 2 then case when (${year} % 4 = 0 and ${year} % 100 <> 0) or ${year} % 400 = 0 then 29 else 28 end
    when 4 then 30 when 6 then 30 when 9 then 30 when 11 then 30 else 31 end)`;
}

/**
 * The kind of a JSONB value, numbered as the engine's `ValueKind`: 0 empty (SQL NULL too: a
 * missing property), 1 number (and numeric text), 2 date, 3 date-time, 4 text, 5 boolean, 6 list,
 * 7 object.
 * @internal
 */
export function kindOf(value: JsonbSql): RawBuilder<number> {
  const text = textOf(value);
  return sql<number>`(case jsonb_typeof(${value})
    when 'number' then 1
    when 'boolean' then 5
    when 'object' then 7
    when 'array' then case when jsonb_array_length(${value}) = 0 then 0 else 6 end
    when 'string' then case
      when ${text} = '' or (ascii(${text}) <= 32 and ${text} ~ ${constant(BLANK)}) then 0
      when ${text} ~ ${constant(NUMERIC)} then 1
      when length(${text}) = 10 and ${text} ~ ${constant(DATE)} then
        case when ${realDay(text)} then 2 else 4 end
      when length(${text}) >= 16 and ${text} ~ ${constant(DATE_TIME)} and substr(${text}, 1, 4) <> '0000'
        and ${realDay(text)} then 3
      else 4 end
    else 0 end)`;
}

/** The text of a JSON string without JavaScript's white space around it. @internal */
export function trimmedTextOf(value: JsonbSql): RawBuilder<string> {
  return sql<string>`regexp_replace(${textOf(value)}, ${constant(`^${WS}+|${WS}+$`)}, '', 'g')`;
}

/** The number of a value of kind number (a JSON number or numeric text), as a double. @internal */
export function numberOf(value: JsonbSql): RawBuilder<number> {
  return sql<number>`(case jsonb_typeof(${value}) when 'number' then (${value})::float8
    else ${trimmedTextOf(value)}::float8 end)`;
}

/** The instant of a value of kind date-time: a zone-less one is a wall time in `timeZone`. @internal */
export function instantOf(value: JsonbSql, timeZone: string): RawBuilder<Date> {
  const text = textOf(value);
  return sql<Date>`(case when position('T' in ${text}) > 0 and ${text} ~ ${constant(OFFSET)}
    then ${text}::timestamptz else ${text}::timestamp at time zone ${timeZone}::text end)`;
}

/** The calendar day (`yyyy-MM-dd`) of a date-time value in `timeZone`. @internal */
export function dayOf(value: JsonbSql, timeZone: string): RawBuilder<string> {
  return sql<string>`to_char(${instantOf(value, timeZone)} at time zone ${timeZone}::text, 'YYYY-MM-DD')`;
}

/** The first instant of a date value's day in `timeZone`. @internal */
export function midnightOf(value: JsonbSql, timeZone: string): RawBuilder<Date> {
  return sql<Date>`(${textOf(value)}::date::timestamp at time zone ${timeZone}::text)`;
}

/** Whether a value is empty (null, missing, blank text, `[]`). @internal */
export function isEmptySql(value: JsonbSql): RawBuilder<boolean> {
  return sql<boolean>`(${kindOf(value)} = 0)`;
}

/**
 * The items a filter tests of a field value: a list's items, any other value itself (a missing
 * one as JSON null), as a set-returning expression for `from … as item(value)`.
 * @internal
 */
export function itemsOf(value: JsonbSql): RawBuilder<unknown> {
  return sql`jsonb_array_elements(case when jsonb_typeof(${value}) = 'array' then ${value}
    else jsonb_build_array(${value}) end)`;
}
