/** The duration parts of a time interval (spec 001 §3.7), all optional. @public */
export const DURATION_PARTS = Object.freeze([
  'years',
  'months',
  'weeks',
  'days',
  'hours',
  'minutes',
  'seconds',
] as const);

/** One of {@link DURATION_PARTS}. @public */
export type DurationPart = (typeof DURATION_PARTS)[number];

/** How long an interval lasts: numeric parts, absent meaning 0. @public */
export type TimeIntervalDuration = { readonly [Part in DurationPart]?: number };

/**
 * The recurrence kinds (spec 001 §3.7) and the numbers stored for them: the spec stores the
 * recurrence as a number. Daily lasts 1 day, monthly 1 month, yearly 1 year.
 * @public
 */
export const TIME_INTERVAL_RECURRENCES = Object.freeze({
  daily: 1,
  monthly: 2,
  yearly: 3,
} as const);

/** A recurrence kind: daily, monthly or yearly. @public */
export type TimeIntervalKind = keyof typeof TIME_INTERVAL_RECURRENCES;

/** A stored recurrence number: 1 daily, 2 monthly, 3 yearly. @public */
export type TimeIntervalRecurrence = (typeof TIME_INTERVAL_RECURRENCES)[TimeIntervalKind];

/**
 * A time interval value: a start date (`yyyy-MM-dd`, or an ISO date-time), a duration and an
 * optional recurrence number.
 * @public
 */
export interface TimeInterval {
  readonly startDate: string;
  readonly duration: TimeIntervalDuration;
  readonly recurrence?: TimeIntervalRecurrence;
}

/**
 * A time interval as a form's time_interval field edits it: the kind chosen in the field's
 * options and the picked start (a day, the first day of a month, or the first day of a year).
 * @public
 */
export interface TimeIntervalFormFields {
  readonly kind: TimeIntervalKind;
  /** `yyyy-MM-dd`, normalised to the first day of the month or year for monthly and yearly. */
  readonly startDate: string;
}
