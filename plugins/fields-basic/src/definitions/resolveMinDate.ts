import { formatDateValue, isValidTimeZone } from '@tessera/engine';
import type { DateFieldOptions } from './temporalFieldOptions.types';

/**
 * The clock a date check may be handed: the current instant and the user's IANA time zone, as the
 * engine host has them. Without both, "today" is unknown and `onlyFuture` cannot be checked.
 * @public
 */
export interface FieldClock {
  readonly now?: Date;
  readonly timeZone?: string;
}

/** The user's day (`yyyy-MM-dd`) by a clock, or null when the clock is incomplete. @public */
export function todayOf(clock: FieldClock): string | null {
  const { now, timeZone } = clock;
  if (now === undefined || timeZone === undefined || !isValidTimeZone(timeZone)) return null;
  return formatDateValue(now, 'DATE', timeZone);
}

/**
 * The earliest date a date field accepts (spec 002 §5 "min date, or today when only-future"):
 * `minDate`, today when `onlyFuture` is on, the later of the two when both apply; null for none.
 * `today` is `yyyy-MM-dd` or null when unknown (then `onlyFuture` adds nothing).
 * @public
 * @example resolveMinDate({ minDate: '2024-01-01', onlyFuture: true }, '2024-05-17'); // '2024-05-17'
 */
export function resolveMinDate(
  options: Partial<DateFieldOptions>,
  today: string | null,
): string | null {
  const fromOption = options.minDate ?? null;
  const fromToday = options.onlyFuture === true ? today : null;
  if (fromOption === null) return fromToday;
  if (fromToday === null) return fromOption;
  // yyyy-MM-dd with four-digit years sorts as text in calendar order; Math.max needs numbers.
  // biome-ignore lint/complexity/useMathMinMax: compares yyyy-MM-dd strings.
  return fromOption > fromToday ? fromOption : fromToday;
}
