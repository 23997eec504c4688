import { tzOffset } from '@date-fns/tz';
import { instantOf, kindOf, ValueKind } from '../conditions/compareValues';

// The dateFormat expression (spec 001 §3.13): a date value written with `%` tokens, MongoDB's
// `$dateToString` subset that PostgreSQL's `to_char` can also write (docs/queries.md).

/**
 * The tokens a dateFormat may use, with what they write and PostgreSQL's `to_char` pattern.
 * Every other character is written as it is.
 * @public
 */
export const DATE_FORMAT_TOKENS = Object.freeze({
  '%Y': 'year, 4 digits (YYYY)',
  '%m': 'month 01–12 (MM)',
  '%d': 'day of month 01–31 (DD)',
  '%H': 'hour 00–23 (HH24)',
  '%M': 'minute 00–59 (MI)',
  '%S': 'second 00–59 (SS)',
  '%L': 'millisecond 000–999 (MS)',
  '%j': 'day of year 001–366 (DDD)',
  '%u': 'ISO day of week, 1 Monday – 7 Sunday (ID)',
  '%V': 'ISO week 01–53 (IW)',
  '%G': 'ISO week-numbering year (IYYY)',
  '%%': 'a percent sign',
} as const);

type Token = keyof typeof DATE_FORMAT_TOKENS;

/** A format split into literal texts and tokens. */
type FormatPart = { readonly literal: string } | { readonly token: Token };

/**
 * Splits a format into its parts, or names the first unknown token.
 * @internal
 */
export function parseDateFormat(
  format: string,
): { readonly parts: readonly FormatPart[] } | { readonly error: string } {
  const parts: FormatPart[] = [];
  let literal = '';
  for (let index = 0; index < format.length; index += 1) {
    const char = format[index]!;
    if (char !== '%') {
      literal += char;
      continue;
    }
    const token = format.slice(index, index + 2);
    if (!Object.hasOwn(DATE_FORMAT_TOKENS, token)) {
      return {
        error: `"${token}" is not a known date format token; use ${Object.keys(DATE_FORMAT_TOKENS).join(' ')}`,
      };
    }
    if (literal !== '') parts.push({ literal });
    literal = '';
    parts.push({ token: token as Token });
    index += 1;
  }
  if (literal !== '') parts.push({ literal });
  return { parts };
}

/** Wall-clock parts of a date value. */
interface WallTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
}

const DAY = 86_400_000;

/**
 * The wall time a value stands for in `timeZone`: a date is its calendar day (the same in every
 * zone); a date-time is an instant (a zone-less one a wall time in `valueZone`, the user's) seen
 * in `timeZone`. Anything else: null.
 */
function wallTime(value: unknown, timeZone: string, valueZone: string): WallTime | null {
  if (typeof value !== 'string') return null;
  const kind = kindOf(value);
  if (kind === ValueKind.Date) {
    return {
      year: Number(value.slice(0, 4)),
      month: Number(value.slice(5, 7)),
      day: Number(value.slice(8, 10)),
      hour: 0,
      minute: 0,
      second: 0,
      millisecond: 0,
    };
  }
  if (kind !== ValueKind.DateTime) return null;
  const instant = instantOf(value, valueZone);
  if (Number.isNaN(instant)) return null;
  const offset = tzOffset(timeZone, new Date(instant));
  if (Number.isNaN(offset)) return null;
  const wall = new Date(instant + offset * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
  };
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** ISO 8601 weekday (1 Monday … 7 Sunday), week and week-numbering year. */
function isoWeek(time: WallTime): { weekDay: number; week: number; weekYear: number } {
  const date = Date.UTC(time.year, time.month - 1, time.day);
  const weekDay = ((new Date(date).getUTCDay() + 6) % 7) + 1;
  // The week belongs to the year of its Thursday.
  const thursday = date + (4 - weekDay) * DAY;
  const weekYear = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(weekYear, 0, 1)) / DAY / 7) + 1;
  return { weekDay, week, weekYear };
}

function writeToken(token: Token, time: WallTime): string {
  switch (token) {
    case '%Y':
      return pad(time.year, 4);
    case '%m':
      return pad(time.month, 2);
    case '%d':
      return pad(time.day, 2);
    case '%H':
      return pad(time.hour, 2);
    case '%M':
      return pad(time.minute, 2);
    case '%S':
      return pad(time.second, 2);
    case '%L':
      return pad(time.millisecond, 3);
    case '%j': {
      const start = Date.UTC(time.year, 0, 1);
      return pad((Date.UTC(time.year, time.month - 1, time.day) - start) / DAY + 1, 3);
    }
    case '%u':
      return String(isoWeek(time).weekDay);
    case '%V':
      return pad(isoWeek(time).week, 2);
    case '%G':
      return pad(isoWeek(time).weekYear, 4);
    case '%%':
      return '%';
  }
}

/** Writes a date value with a parsed format. @internal */
export type DateFormatter = (value: unknown) => string | null;

const CACHE_LIMIT = 50_000;

/**
 * A formatter for one run: `timeZone` is the expression's zone (or the user's), `valueZone` the
 * user's (for zone-less date-times). Results are cached by the value's text: dates repeat.
 * @internal
 */
export function createDateFormatter(
  parts: readonly FormatPart[],
  timeZone: string,
  valueZone: string,
): DateFormatter {
  const cache = new Map<string, string | null>();
  return (value) => {
    if (typeof value !== 'string') return null;
    const known = cache.get(value);
    if (known !== undefined) return known;
    const time = wallTime(value, timeZone, valueZone);
    let text: string | null = null;
    if (time !== null) {
      text = '';
      for (const part of parts)
        text += 'literal' in part ? part.literal : writeToken(part.token, time);
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(value, text);
    return text;
  };
}
