import { matchDateInputFormat } from '../dates/dateInputFormats';
import { formatDateValue } from '../dates/formatDateValue';
import { parseDateValue } from '../dates/parseDateValue';
import { appendSegment } from '../definitions/readablePath';
import type { Problem } from '../plugins/problem';
import {
  DURATION_PARTS,
  type DurationPart,
  TIME_INTERVAL_RECURRENCES,
  type TimeInterval,
  type TimeIntervalDuration,
  type TimeIntervalFormFields,
  type TimeIntervalKind,
} from './timeInterval.types';

/** Message key of every time-interval problem. @public */
export const TIME_INTERVAL_MESSAGE_KEY = 'validations.time_interval';

/** The duration of each recurrence kind (spec 001 §9: daily 1 day, monthly 1 month, yearly 1 year). @public */
export const TIME_INTERVAL_KIND_DURATIONS: Readonly<
  Record<TimeIntervalKind, TimeIntervalDuration>
> = Object.freeze({
  daily: Object.freeze({ days: 1 }),
  monthly: Object.freeze({ months: 1 }),
  yearly: Object.freeze({ years: 1 }),
});

const INTERVAL_KEYS: ReadonlySet<string> = new Set(['startDate', 'duration', 'recurrence']);

const KIND_PART: Readonly<Record<TimeIntervalKind, DurationPart>> = {
  daily: 'days',
  monthly: 'months',
  yearly: 'years',
};

/**
 * Checks a time interval value (spec 001 §5.1): an object whose `startDate` is a strict
 * `yyyy-MM-dd` date or ISO date-time, whose `duration` is an object of numeric parts (years,
 * months, weeks, days, hours, minutes, seconds; no other keys), and whose optional `recurrence`
 * is 1, 2 or 3; no other keys. Each problem points at the offending part, with key `validations.time_interval`.
 * @public
 */
export function validateTimeInterval(value: unknown, path = ''): Problem[] {
  const problem = (at: string, part: string): Problem => ({
    path: at,
    messageKey: TIME_INTERVAL_MESSAGE_KEY,
    params: { part },
  });
  if (!isRecord(value)) return [problem(path, 'interval')];
  const problems: Problem[] = [];
  for (const key of Object.keys(value)) {
    if (!INTERVAL_KEYS.has(key)) problems.push(problem(appendSegment(path, key), 'interval'));
  }
  if (!isStrictStartDate(value.startDate)) {
    problems.push(problem(appendSegment(path, 'startDate'), 'startDate'));
  }
  const duration = value.duration;
  const durationPath = appendSegment(path, 'duration');
  if (!isRecord(duration)) {
    problems.push(problem(durationPath, 'duration'));
  } else {
    for (const [key, part] of Object.entries(duration)) {
      const known = (DURATION_PARTS as readonly string[]).includes(key);
      if (!known || typeof part !== 'number' || !Number.isFinite(part)) {
        problems.push(problem(appendSegment(durationPath, key), 'duration'));
      }
    }
  }
  if (
    value.recurrence !== undefined &&
    !(Object.values(TIME_INTERVAL_RECURRENCES) as unknown[]).includes(value.recurrence)
  ) {
    problems.push(problem(appendSegment(path, 'recurrence'), 'recurrence'));
  }
  return problems;
}

/** Whether a value is a valid time interval (see {@link validateTimeInterval}). @public */
export function isTimeInterval(value: unknown): value is TimeInterval {
  return validateTimeInterval(value).length === 0;
}

/**
 * The recurrence kind whose duration the interval has exactly — 1 day, 1 month or 1 year, every
 * other part absent or 0 — or `null`.
 * @public
 */
export function timeIntervalKindOf(interval: TimeInterval): TimeIntervalKind | null {
  const nonZero = DURATION_PARTS.filter((part) => (interval.duration[part] ?? 0) !== 0);
  if (nonZero.length !== 1) return null;
  const [part] = nonZero;
  if (interval.duration[part!] !== 1) return null;
  const kind = (Object.keys(KIND_PART) as TimeIntervalKind[]).find(
    (key) => KIND_PART[key] === part,
  );
  return kind ?? null;
}

/**
 * Spec 001 §3.7: only intervals of one day, one month or one year (with a valid start) can be
 * shown as form fields.
 * @public
 */
export function canConvertToFormFields(interval: unknown): interval is TimeInterval {
  return isTimeInterval(interval) && timeIntervalKindOf(interval) !== null;
}

/**
 * Builds the interval of a kind starting at a date value (any of the spec's date formats, or a
 * `Date`, read in `timeZone`): its duration is the kind's, its recurrence the kind's number, and
 * its start the day itself (daily), the first day of its month (monthly) or of its year (yearly).
 * Returns `null` when `date` is not a date.
 * @public
 * @example createTimeInterval('monthly', '2024-05-17', 'Europe/Warsaw');
 * // { startDate: '2024-05-01', duration: { months: 1 }, recurrence: 2 }
 */
export function createTimeInterval(
  kind: TimeIntervalKind,
  date: unknown,
  timeZone: string,
): TimeInterval | null {
  const parsed = parseDateValue(date, timeZone);
  if (parsed === null) return null;
  const day = formatDateValue(parsed, 'DATE', timeZone);
  const startDate =
    kind === 'daily'
      ? day
      : kind === 'monthly'
        ? `${day.slice(0, 7)}-01`
        : `${day.slice(0, 4)}-01-01`;
  return {
    startDate,
    duration: { ...TIME_INTERVAL_KIND_DURATIONS[kind] },
    recurrence: TIME_INTERVAL_RECURRENCES[kind],
  };
}

/**
 * The form-field view of an interval, or `null` when it {@link canConvertToFormFields | cannot
 * be converted}. A start that is a date-time is read as its day in `timeZone`; monthly and yearly
 * starts are normalised to the first day of the month or year.
 * @public
 */
export function timeIntervalToFormFields(
  interval: unknown,
  timeZone: string,
): TimeIntervalFormFields | null {
  if (!canConvertToFormFields(interval)) return null;
  const kind = timeIntervalKindOf(interval)!;
  const normalised = createTimeInterval(kind, interval.startDate, timeZone);
  return normalised && { kind, startDate: normalised.startDate };
}

/**
 * The interval a form's time_interval field holds: see {@link createTimeInterval}. The picked
 * start may be a day (`yyyy-MM-dd`), a month (`yyyy-MM`) or a year (`yyyy`).
 * @public
 */
export function timeIntervalFromFormFields(
  fields: TimeIntervalFormFields,
  timeZone: string,
): TimeInterval | null {
  return createTimeInterval(fields.kind, fields.startDate, timeZone);
}

function isStrictStartDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const format = matchDateInputFormat(value)?.format;
  return format === 'DATE' || format === 'ISO';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
