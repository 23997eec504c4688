import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { DateFormat } from '../definitions/enumerations';
import { assertTimeZone } from './timeZone';

/**
 * The date formats of spec 001 §3.17 as date-fns patterns. ISO is ISO 8601 with the zone's offset
 * (`+00:00`, never `Z`, so the offset is always explicit); ISO_UTC is `Date#toISOString()`.
 * @public
 */
export const DATE_FORMAT_PATTERNS: Readonly<Record<Exclude<DateFormat, 'ISO_UTC'>, string>> =
  Object.freeze({
    DATE: 'yyyy-MM-dd',
    ISO: "yyyy-MM-dd'T'HH:mm:ssxxx",
    FULL: 'yyyy-MM-dd HH:mm:ss',
    FULL_NO_SECS: 'yyyy-MM-dd HH:mm',
  });

/**
 * Writes an instant in one of the spec's date formats, as wall-clock time in `timeZone`
 * (ISO_UTC ignores the zone: it is always UTC with milliseconds and `Z`).
 * @public
 * @example formatDateValue(new Date('2024-06-30T22:30:00Z'), 'DATE', 'Europe/Warsaw'); // '2024-07-01'
 */
export function formatDateValue(date: Date, dateFormat: DateFormat, timeZone: string): string {
  assertTimeZone(timeZone);
  if (Number.isNaN(date.getTime())) throw new RangeError('Cannot format an invalid date.');
  // A TZDate's own toISOString prints its zone's offset; ISO_UTC must be UTC whatever comes in.
  if (dateFormat === 'ISO_UTC') return new Date(date.getTime()).toISOString();
  return format(new TZDate(date.getTime(), timeZone), DATE_FORMAT_PATTERNS[dateFormat]);
}
