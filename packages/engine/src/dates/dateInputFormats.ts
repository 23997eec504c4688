/**
 * The string formats a date value may be written in, in the order the engine tries them
 * (spec 001 §5.2): ISO 8601, full (`yyyy-MM-dd HH:mm:ss`), full without seconds
 * (`yyyy-MM-dd HH:mm`), date (`yyyy-MM-dd`), year-month (`yyyy-MM`) and year (`yyyy`).
 * @public
 */
export const DATE_INPUT_FORMATS = Object.freeze([
  'ISO',
  'FULL',
  'FULL_NO_SECS',
  'DATE',
  'YEAR_MONTH',
  'YEAR',
] as const);

/** One of {@link DATE_INPUT_FORMATS}. @public */
export type DateInputFormat = (typeof DATE_INPUT_FORMATS)[number];

/**
 * The calendar and clock fields read from a date string, before any time zone is applied.
 * `offsetMinutes` is set only when the string names its own offset (`Z` or `±HH:mm`).
 * @public
 */
export interface DateParts {
  readonly format: DateInputFormat;
  readonly year: number;
  /** 1 (January) to 12. */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
  /** Offset east of UTC in minutes, or `undefined` for a zone-less value. */
  readonly offsetMinutes: number | undefined;
}

// Each format is anchored and spells its digits out exactly: no single-digit months, no
// two-digit years, no trailing text — "strict" in the spec's sense.
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;
const FULL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const FULL_NO_SECS = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
const YEAR = /^(\d{4})$/;

const MATCHERS: readonly (readonly [DateInputFormat, RegExp])[] = [
  ['ISO', ISO],
  ['FULL', FULL],
  ['FULL_NO_SECS', FULL_NO_SECS],
  ['DATE', DATE],
  ['YEAR_MONTH', YEAR_MONTH],
  ['YEAR', YEAR],
];

/**
 * Reads the date fields of `text` in the first format that matches it and whose fields are in
 * range (no rollover: `2024-02-30`, `2024-13-01` and `24:00` are rejected), or `null`.
 * @public
 */
export function matchDateInputFormat(text: string): DateParts | null {
  for (const [format, pattern] of MATCHERS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const parts = toParts(format, match);
    if (parts) return parts;
  }
  return null;
}

/** Number of days in a month of the proleptic Gregorian calendar. @public */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function toParts(format: DateInputFormat, match: RegExpExecArray): DateParts | null {
  const number = (index: number, fallback: number): number => {
    const group = match[index];
    return group === undefined ? fallback : Number(group);
  };
  const year = number(1, 0);
  const month = number(2, 1);
  const day = number(3, 1);
  const hour = number(4, 0);
  const minute = number(5, 0);
  const second = number(6, 0);
  // Fractions beyond milliseconds are truncated: a JavaScript date cannot hold them.
  const fraction = match[7];
  const millisecond = fraction === undefined ? 0 : Number(fraction.padEnd(3, '0').slice(0, 3));
  const offsetMinutes = format === 'ISO' ? parseOffset(match[8]) : undefined;
  const inRange =
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetMinutes !== null;
  if (!inRange) return null;
  return { format, year, month, day, hour, minute, second, millisecond, offsetMinutes };
}

/** `undefined` for no offset, `null` for an offset out of range (±18:00 at most, minutes < 60). */
function parseOffset(text: string | undefined): number | undefined | null {
  if (text === undefined) return undefined;
  if (text === 'Z') return 0;
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (minutes > 59 || hours * 60 + minutes > 18 * 60) return null;
  return sign * (hours * 60 + minutes);
}
