import { TZDate } from '@date-fns/tz';
import {
  addBusinessDays,
  addDays,
  addHours,
  addMinutes,
  addMonths,
  addSeconds,
  addYears,
  setHours,
  setISODay,
  setMinutes,
  setMonth,
  setSeconds,
} from 'date-fns';
import { daysInMonth } from '../dates/dateInputFormats';
import { formatDateValue } from '../dates/formatDateValue';
import { parseDateString, parseDateValue } from '../dates/parseDateValue';
import type { DateShiftComponent, DateShiftUnit } from './transformation.types';

type Step = (date: TZDate, value: number) => TZDate;

const SHIFT: Readonly<Record<DateShiftUnit, Step>> = {
  year: addYears,
  month: addMonths,
  day: addDays,
  weekDay: addBusinessDays,
  hour: addHours,
  minute: addMinutes,
  second: addSeconds,
};

const SET: Readonly<Record<DateShiftUnit, Step>> = {
  year: setYearClamped,
  month: (date, month) => setMonth(date, month - 1),
  day: setDayClamped,
  weekDay: setISODay,
  hour: setHours,
  minute: setMinutes,
  second: setSeconds,
};

const DATE_LEVEL_UNITS: ReadonlySet<DateShiftUnit> = new Set(['year', 'month', 'day', 'weekDay']);

/** The allowed range of a `set` value per unit. @internal */
export const DATE_SET_RANGES: Readonly<Record<DateShiftUnit, readonly [number, number]>> = {
  year: [1, 9999],
  month: [1, 12],
  day: [1, 31],
  weekDay: [1, 7],
  hour: [0, 23],
  minute: [0, 59],
  second: [0, 59],
};

/**
 * Builds the date shift of a list of components, applied in order as wall-clock operations in
 * the time zone (adding a day across a DST change keeps the time of day; adding hours adds
 * elapsed time). The input is a date value in any of the spec's formats or a `Date`. A date-only
 * input (date, year-month, year) shifted only by date-level units (year, month, day, weekDay)
 * stays a `yyyy-MM-dd` date; anything else comes out as an ISO_UTC date-time. An input that is
 * not a date gives `null`.
 * @public
 */
export function createDateShift(
  components: readonly DateShiftComponent[],
): (value: unknown, timeZone: string) => string | null {
  const steps = components.map((component) => {
    const step = (component.action === 'set' ? SET : SHIFT)[component.unit];
    return (date: TZDate) => step(date, component.value);
  });
  const dateLevel = components.every((component) => DATE_LEVEL_UNITS.has(component.unit));
  return (value, timeZone) => {
    const parsed = readDate(value, timeZone);
    if (parsed === null) return null;
    const shifted = steps.reduce((date, step) => step(date), parsed.date);
    if (Number.isNaN(shifted.getTime())) return null;
    return parsed.dateOnly && dateLevel
      ? formatDateValue(shifted, 'DATE', timeZone)
      : formatDateValue(shifted, 'ISO_UTC', timeZone);
  };
}

function readDate(value: unknown, timeZone: string): { date: TZDate; dateOnly: boolean } | null {
  if (typeof value === 'string') {
    const parsed = parseDateString(value, timeZone);
    if (parsed === null) return null;
    const dateOnly =
      parsed.format === 'DATE' || parsed.format === 'YEAR_MONTH' || parsed.format === 'YEAR';
    return { date: parsed.date, dateOnly };
  }
  const date = parseDateValue(value, timeZone);
  return date === null ? null : { date, dateOnly: false };
}

// date-fns setYear rolls 29 February over to 1 March; the user expects the 28th, as addYears does.
function setYearClamped(date: TZDate, year: number): TZDate {
  const copy = new TZDate(date.getTime(), date.timeZone);
  const month = copy.getMonth();
  copy.setFullYear(year, month, Math.min(copy.getDate(), daysInMonth(year, month + 1)));
  return copy;
}

// Day 31 in a 30-day month means the month's last day, not the 1st of the next one.
function setDayClamped(date: TZDate, day: number): TZDate {
  const copy = new TZDate(date.getTime(), date.timeZone);
  copy.setDate(Math.min(day, daysInMonth(copy.getFullYear(), copy.getMonth() + 1)));
  return copy;
}
