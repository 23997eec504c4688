import { type RawBuilder, sql } from 'kysely';

// The value semantics of packages/engine/docs/queries.md ("Values", "Ordering") as SQL over one
// JSONB value. Every fragment takes the value as an expression and the user's time zone as a
// parameter, or as a literal where its SQL is compiled once and kept (`orderKeySql`); the
// regular expressions are constants of this file (written into the statement, so expression
// indexes can match them later), never text from a definition or a request.

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
 * Whether text starting with this code point is a word whatever follows (kind text): numeric
 * text, dates and date-times start with a digit, a sign, a dot or white space, blank text with
 * white space. Most words are settled by it without a regular expression.
 */
function wordStart(text: RawBuilder<string>): RawBuilder<boolean> {
  return sql<boolean>`(ascii(${text}) > 57 and (ascii(${text}) < 160
    or ascii(${text}) not in (160, 5760, 8232, 8233, 8239, 8287, 12288, 65279)
      and ascii(${text}) not between 8192 and 8202))`;
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
      when ${wordStart(text)} then 4
      when ${text} = '' or (ascii(${text}) <= 32 and ${text} ~ ${constant(BLANK)}) then 0
      when ${text} ~ ${constant(NUMERIC)} then 1
      when length(${text}) = 10 and ${text} ~ ${constant(DATE)} then
        case when ${realDay(text)} then 2 else 4 end
      when length(${text}) >= 16 and ${text} ~ ${constant(DATE_TIME)} and substr(${text}, 1, 4) <> '0000'
        and ${realDay(text)} then 3
      else 4 end
    else 0 end)`;
}

/** JavaScript's `String.prototype.trim` white space, as the characters `btrim` takes. */
const TRIMMED =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** The text of a JSON string without JavaScript's white space around it. @internal */
export function trimmedTextOf(value: JsonbSql): RawBuilder<string> {
  return sql<string>`btrim(${textOf(value)}, ${constant(TRIMMED)})`;
}

/**
 * The name of the function reading numeric text that may lie beyond a double
 * (`textNumberFunctionBody`); the statements call it by this name, function bodies by their
 * schema's.
 * @internal
 */
export const TEXT_NUMBER_FUNCTION = 'tessera_text_number_v2';

/**
 * The number of a value of kind number (a JSON number or numeric text), as a double: what
 * JavaScript's `Number` gives, `±Infinity` beyond a double's range and 0 below it (`'1e400'`,
 * `'-1e400'`, `'1e-400'`), never an error. JSON numbers of a double's range are cast; numeric
 * text and the rest go to `textNumber` (by default the function by its name), which keeps the
 * statements that inline this short.
 * @internal
 */
export function numberOf(
  value: JsonbSql,
  textNumber: (text: RawBuilder<string>) => RawBuilder<number> = (text) =>
    sql<number>`${sql.raw(TEXT_NUMBER_FUNCTION)}(${text})`,
): RawBuilder<number> {
  const text = trimmedTextOf(value);
  const json = sql`(${value})::numeric`;
  return sql<number>`(case jsonb_typeof(${value})
    when 'number' then case when abs(${json}) < 1e300 and (${json} = 0 or abs(${json}) > 1e-300)
      then (${value})::float8 else ${textNumber(sql<string>`(${value})::text`)} end
    else ${textNumber(text)} end)`;
}

/** 2^1024 − 2^970, the least value a double rounds to infinity (ties round to even). */
const OVERFLOW = (2n ** 1024n - 2n ** 970n).toString();
/** 2^−1075, half the least double: up to it a value rounds to 0 (ties round to even). */
const UNDERFLOW = `0.${(5n ** 1075n).toString().padStart(1075, '0')}`;

/**
 * The body of `tessera_text_number_v2(s text) returns float8`: the double nearest numeric text
 * (trimmed, already matched by the grammar), as `Number` reads it. The text is taken apart
 * without regular expressions — sign, digits, exponent — to find the power of ten of its first
 * significant digit (`e`) — plain decimal text shorter than 300 characters is cast at once, it
 * cannot leave a double's range: far beyond a double it is `±Infinity` or 0 without a cast that would
 * fail, near the ends it is compared exactly with the rounding bounds, and in between cast as
 * `numeric`, which reads any exponent within ±1000 of the digits.
 * @internal
 */
export function textNumberFunctionBody(): RawBuilder<number> {
  return sql<number>`select case
      when length(s) < 300 and strpos(s, 'e') = 0 and strpos(s, 'E') = 0 then s::float8
      when d = '' or e < -325 then 0::float8
      when e > 308 or abs(n) >= ${sql.raw(OVERFLOW)}::numeric then sg * 'Infinity'::float8
      when abs(n) <= ${sql.raw(UNDERFLOW)}::numeric then 0::float8
      else n::float8 end
    from (select sg, ltrim(ip || fp, '0') as d, case when ltrim(ip, '0') <> ''
        then x + length(ltrim(ip, '0')) - 1 else x - (length(fp) - length(ltrim(fp, '0'))) - 1 end as e,
        ip, fp
      from (select case when left(s, 1) = '-' then -1::float8 else 1::float8 end as sg,
          split_part(m, '.', 1) as ip, split_part(m, '.', 2) as fp, x
        from (select split_part(lower(ltrim(s, '+-')), 'e', 1) as m,
            coalesce(nullif(split_part(lower(s), 'e', 2), '')::numeric, 0) as x) as parts) as signed
      ) as digits,
    lateral (select case when d = '' or e < -325 or e > 308 then 0::numeric
        else (case when sg < 0 then '-0.' else '0.' end || d || 'e' || (e + 1)::text)::numeric
      end as n) as exact`;
}

/**
 * A time zone in a statement: a name goes as a parameter, SQL (a literal: `orderKeySql`) as it
 * is written.
 * @internal
 */
export type TimeZoneSql = string | RawBuilder<unknown>;

/** The instant of a value of kind date-time: a zone-less one is a wall time in `timeZone`. @internal */
export function instantOf(value: JsonbSql, timeZone: TimeZoneSql): RawBuilder<Date> {
  const text = textOf(value);
  return sql<Date>`(case when position('T' in ${text}) > 0 and ${text} ~ ${constant(OFFSET)}
    then ${text}::timestamptz else ${text}::timestamp at time zone ${timeZone}::text end)`;
}

/** The calendar day (`yyyy-MM-dd`) of a date-time value in `timeZone`. @internal */
export function dayOf(value: JsonbSql, timeZone: string): RawBuilder<string> {
  return sql<string>`to_char(${instantOf(value, timeZone)} at time zone ${timeZone}::text, 'YYYY-MM-DD')`;
}

/** The first instant of a date value's day in `timeZone`. @internal */
export function midnightOf(value: JsonbSql, timeZone: TimeZoneSql): RawBuilder<Date> {
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
