import { formatDateValue, parseDateString } from '@tessera/engine';

/** A date-time as a person picks it: the day and the 24-hour wall-clock time. @public */
export interface DateTimeParts {
  /** `yyyy-MM-dd`, or null when nothing is picked. */
  readonly day: string | null;
  /** `HH:mm`, or null when nothing is picked. */
  readonly time: string | null;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * Reads typed time as `HH:mm` on a 24-hour clock (spec 002 §5): `9:05` and `09:05` are `09:05`;
 * `24:00`, `9:5`, `9.05` and seconds are not times (null).
 * @public
 */
export function normalizeTime(text: string): string | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

/**
 * The day and time a stored date-time shows in `timeZone` (the user's), or nulls for a value that
 * is not a zoned ISO date-time.
 * @public
 * @example splitDateTime('2024-05-17T12:30:00Z', 'Europe/Warsaw'); // { day: '2024-05-17', time: '14:30' }
 */
export function splitDateTime(value: string | null, timeZone: string): DateTimeParts {
  const parsed = value === null ? null : parseDateString(value, timeZone);
  if (parsed?.format !== 'ISO') return { day: null, time: null };
  const full = formatDateValue(parsed.date, 'FULL_NO_SECS', timeZone);
  return { day: full.slice(0, 10), time: full.slice(11) };
}

/**
 * The stored value of a day and a time picked in `timeZone`: ISO 8601 with the zone's offset and
 * seconds zeroed (spec 002 §5), as the engine writes date-times — or null when either part is not
 * valid. A time skipped by a DST change moves forward by the gap, as the engine's parsing does.
 * @public
 * @example joinDateTime('2024-05-17', '14:30', 'Europe/Warsaw'); // '2024-05-17T14:30:00+02:00'
 */
export function joinDateTime(day: string, time: string, timeZone: string): string | null {
  const hhmm = normalizeTime(time);
  if (hhmm === null) return null;
  const parsed = parseDateString(`${day} ${hhmm}`, timeZone);
  return parsed === null ? null : formatDateValue(parsed.date, 'ISO', timeZone);
}
