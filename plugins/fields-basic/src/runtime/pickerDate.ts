import { matchDateInputFormat } from '@tessera/engine';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The Fluent calendar works with `Date`s at local midnight. This turns a stored day (`yyyy-MM-dd`,
 * strictly: spec 001 §5.1, no 30 February) into one, or null. `setFullYear` keeps years below 100
 * as written (the `Date` constructor would read 0050 as 1950).
 */
export function toPickerDate(day: string | null): Date | null {
  const parts = day === null ? null : matchDateInputFormat(day);
  if (parts?.format !== 'DATE') return null;
  const date = new Date(2000, 0, 1);
  date.setFullYear(parts.year, parts.month - 1, parts.day);
  return date;
}

/** The day (`yyyy-MM-dd`) of a calendar's local `Date`. */
export function fromPickerDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
