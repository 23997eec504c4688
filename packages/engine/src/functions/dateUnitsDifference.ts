import type { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addYears, differenceInCalendarDays } from 'date-fns';
import { parseDateValue } from '../dates/parseDateValue';
import { roundToDecimals } from '../expressions/roundToDecimals';
import type { DateDifferenceUnit } from './calculatedFunction.types';

/** Options of {@link dateUnitsDifference}; the spec's defaults apply to absent ones. @public */
export interface DateDifferenceOptions {
  /** @default 'days' */
  readonly unit?: DateDifferenceUnit;
  /** @default false */
  readonly allowPartialUnitResult?: boolean;
  /** @default false */
  readonly allowNegativeSignResult?: boolean;
  readonly decimalsPlaces?: number;
  /** IANA zone zone-less dates are read in and calendar units are counted in. */
  readonly timeZone: string;
}

const FIXED_UNIT_MS = { seconds: 1000, minutes: 60_000, hours: 3_600_000 } as const;
const CALENDAR_UNITS = {
  days: { add: addDays, estimate: differenceInCalendarDays },
  months: { add: addMonths, estimate: calendarMonths },
  years: {
    add: addYears,
    estimate: (later: TZDate, earlier: TZDate) => later.getFullYear() - earlier.getFullYear(),
  },
} as const;

/**
 * `secondDate − firstDate` in a unit (spec 001 §5.2). Dates are parsed in the spec's formats in
 * `timeZone`. Seconds, minutes and hours are elapsed time; days, months and years are calendar
 * units in the zone: the count of whole units that can be added to the earlier date (date-fns
 * `addDays`/`addMonths`/`addYears`, which keep the wall-clock time and clamp to the month's end)
 * without passing the later one. A partial result adds the elapsed fraction of the next unit.
 * The count runs from the earlier to the later date and then takes the sign, so swapping the
 * dates only flips the sign. Without `allowNegativeSignResult` the magnitude is returned.
 * Missing or unparseable dates and the weekday unit give no result (`null`).
 * @public
 */
export function dateUnitsDifference(
  firstDate: unknown,
  secondDate: unknown,
  options: DateDifferenceOptions,
): number | null {
  const unit = options.unit ?? 'days';
  if (unit === 'weekDays') return null;
  const first = parseDateValue(firstDate, options.timeZone);
  const second = parseDateValue(secondDate, options.timeZone);
  if (first === null || second === null) return null;
  const negative = second.getTime() < first.getTime();
  const [earlier, later] = negative ? [second, first] : [first, second];
  const partial = options.allowPartialUnitResult ?? false;
  const magnitude =
    unit === 'seconds' || unit === 'minutes' || unit === 'hours'
      ? elapsedUnits(earlier, later, FIXED_UNIT_MS[unit], partial)
      : calendarUnits(earlier, later, CALENDAR_UNITS[unit], partial);
  const signed = negative && options.allowNegativeSignResult ? -magnitude : magnitude;
  const result =
    partial && options.decimalsPlaces !== undefined
      ? roundToDecimals(signed, options.decimalsPlaces)
      : signed;
  return result === 0 ? 0 : result;
}

function elapsedUnits(earlier: TZDate, later: TZDate, unitMs: number, partial: boolean): number {
  const units = (later.getTime() - earlier.getTime()) / unitMs;
  return partial ? units : Math.trunc(units);
}

interface CalendarUnit {
  add(date: TZDate, amount: number): TZDate;
  estimate(later: TZDate, earlier: TZDate): number;
}

function calendarUnits(
  earlier: TZDate,
  later: TZDate,
  unit: CalendarUnit,
  partial: boolean,
): number {
  const end = later.getTime();
  // The estimate is off by at most one either way (time of day, clamped month ends).
  let whole = Math.max(0, unit.estimate(later, earlier));
  while (whole > 0 && unit.add(earlier, whole).getTime() > end) whole -= 1;
  while (unit.add(earlier, whole + 1).getTime() <= end) whole += 1;
  if (!partial) return whole;
  const anchor = unit.add(earlier, whole).getTime();
  const next = unit.add(earlier, whole + 1).getTime();
  return whole + (end - anchor) / (next - anchor);
}

function calendarMonths(later: TZDate, earlier: TZDate): number {
  return (
    (later.getFullYear() - earlier.getFullYear()) * 12 + (later.getMonth() - earlier.getMonth())
  );
}
