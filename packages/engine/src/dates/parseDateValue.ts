import { TZDate } from '@date-fns/tz';
import { type DateInputFormat, type DateParts, matchDateInputFormat } from './dateInputFormats';
import { assertTimeZone } from './timeZone';

/** A parsed date value: the instant, seen in the requested time zone, and the format it was in. @public */
export interface ParsedDateValue {
  readonly date: TZDate;
  readonly format: DateInputFormat;
}

/**
 * Parses a date string in the first of the spec's formats that fits (ISO, full, full without
 * seconds, date, year-month, year — spec 001 §5.2), strictly. A value with `Z` or an offset keeps
 * its instant; a zone-less value is wall-clock time in `timeZone` (an IANA name, never the
 * machine's zone). Returns `null` when nothing fits; throws a `RangeError` for an unknown zone.
 * @public
 * @example parseDateString('2024-03-31 12:00', 'Europe/Warsaw')?.date.toISOString();
 * // '2024-03-31T12:00:00.000+02:00'
 */
export function parseDateString(text: string, timeZone: string): ParsedDateValue | null {
  assertTimeZone(timeZone);
  const parts = matchDateInputFormat(text);
  if (!parts) return null;
  return { date: toZonedDate(parts, timeZone), format: parts.format };
}

/**
 * Reads a date value: a string in one of the spec's formats (see {@link parseDateString}) or a
 * valid `Date`, as a `TZDate` in `timeZone`; anything else (null, numbers, invalid strings) is
 * `null`.
 * @public
 */
export function parseDateValue(value: unknown, timeZone: string): TZDate | null {
  if (typeof value === 'string') return parseDateString(value, timeZone)?.date ?? null;
  if (value instanceof Date) {
    assertTimeZone(timeZone);
    const time = value.getTime();
    return Number.isNaN(time) ? null : new TZDate(time, timeZone);
  }
  return null;
}

function toZonedDate(parts: DateParts, timeZone: string): TZDate {
  if (parts.offsetMinutes !== undefined) {
    const utc = new Date(0);
    // setUTCFullYear, not Date.UTC: the latter maps years 0–99 to 1900–1999.
    utc.setUTCFullYear(parts.year, parts.month - 1, parts.day);
    utc.setUTCHours(parts.hour, parts.minute, parts.second, parts.millisecond);
    return new TZDate(utc.getTime() - parts.offsetMinutes * 60_000, timeZone);
  }
  // Wall-clock time in the zone. A time skipped by a DST change (02:30 on the spring-forward day)
  // moves forward by the gap; a repeated one (autumn) resolves as TZDate does, to the later one.
  const date = new TZDate(2000, 0, 1, timeZone);
  date.setFullYear(parts.year, parts.month - 1, parts.day);
  date.setHours(parts.hour, parts.minute, parts.second, parts.millisecond);
  return date;
}
