import type { TimeIntervalDuration } from '@tessera/engine';

/**
 * Options of a date field (spec 002 §5 "Date picker: min date, or today when only-future").
 * When both are set, the later of the two is the minimum.
 * @public
 */
export interface DateFieldOptions {
  /** Earliest date allowed, `yyyy-MM-dd`; null for none. @default null */
  readonly minDate: string | null;
  /** Allow only today or later, today being the user's day in their time zone. @default false */
  readonly onlyFuture: boolean;
}

/** Options of a date-and-time field: none of its own yet. @public */
export type DateTimeFieldOptions = Readonly<Record<string, never>>;

/**
 * Options of a time-interval field (spec 002 §3: duration). Only the durations a form can show
 * are allowed (spec 001 §3.7): one day, one month or one year.
 * @public
 */
export interface TimeIntervalFieldOptions {
  /** The fixed duration of every interval the field holds. @default { days: 1 } */
  readonly duration: TimeIntervalDuration;
}
