import { TZDate, tzOffset } from '@date-fns/tz';
import { matchDateInputFormat } from '../dates/dateInputFormats';
import { isPlainObject } from './definitionReader';

// The value semantics every operator is built on; the table is in docs/conditions.md. Nothing
// here allocates for numbers, dates or words: the slow paths of compiled conditions run here.

/** How a value takes part in comparisons. @internal */
export const ValueKind = Object.freeze({
  Empty: 0,
  Number: 1,
  Date: 2,
  DateTime: 3,
  Text: 4,
  Boolean: 5,
  Array: 6,
  Object: 7,
  Other: 8,
} as const);

/** One of {@link ValueKind}. @internal */
export type ValueKind = (typeof ValueKind)[keyof typeof ValueKind];

/** Same grammar as the math expressions (`toMathValue`): plain decimal notation with a dot. */
const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a string holds nothing but blanks. @internal */
export function isBlank(text: string): boolean {
  return text.length === 0 || (text.charCodeAt(0) <= 32 && text.trim() === '');
}

/**
 * Spec-wide emptiness (the engine's `isEmptyValue`), inlined here because every operator asks:
 * null, undefined, blank text and [] are empty; `{}`, 0 and false are values.
 * @internal
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return isBlank(value);
  return Array.isArray(value) && value.length === 0;
}

/** The kind of a string. @internal */
function textKind(text: string): ValueKind {
  if (isBlank(text)) return ValueKind.Empty;
  if (NUMERIC_TEXT.test(text.trim())) return ValueKind.Number;
  if (text.length === 10) return isDateText(text) ? ValueKind.Date : ValueKind.Text;
  if (text.length >= 16 && instantParts(text)) return ValueKind.DateTime;
  return ValueKind.Text;
}

/** The kind of a value. @internal */
export function kindOf(value: unknown): ValueKind {
  switch (typeof value) {
    case 'number':
      return ValueKind.Number;
    case 'string':
      return textKind(value);
    case 'boolean':
      return ValueKind.Boolean;
    default:
      if (value === null || value === undefined) return ValueKind.Empty;
      if (Array.isArray(value)) return value.length === 0 ? ValueKind.Empty : ValueKind.Array;
      return isPlainObject(value) ? ValueKind.Object : ValueKind.Other;
  }
}

/** The number a string writes in plain decimal notation, or NaN. @internal */
export function numericValue(text: string): number {
  const digits = digitsValue(text);
  if (digits >= 0) return digits;
  const trimmed = text.trim();
  return NUMERIC_TEXT.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The value of a string of 1 to 15 decimal digits and nothing else (the commonest numeric text:
 * an amount typed into a text field), or -1. Fifteen digits stay below 2^53, so the sum is
 * exact and equals `Number(text)`; everything else takes the grammar above.
 */
function digitsValue(text: string): number {
  const length = text.length;
  if (length === 0 || length > 15) return -1;
  let value = 0;
  for (let index = 0; index < length; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** The number of a value of kind Number (a number, or a numeric string). @internal */
export function numberOf(value: unknown): number {
  return typeof value === 'number' ? value : Number((value as string).trim());
}

function isDateText(text: string): boolean {
  if (!DATE_TEXT.test(text)) return false;
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(Number(text.slice(0, 4)), month);
}

function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function instantParts(text: string) {
  const parts = matchDateInputFormat(text);
  return parts && (parts.format === 'ISO' || parts.format.startsWith('FULL')) ? parts : null;
}

/** The instant of a date-time string; a zone-less one is a wall time in `timeZone`. @internal */
export function instantOf(text: string, timeZone: string): number {
  const parts = instantParts(text);
  if (!parts) return Number.NaN;
  const { year, month, day, hour, minute, second, millisecond, offsetMinutes } = parts;
  if (offsetMinutes !== undefined) {
    return (
      Date.UTC(year, month - 1, day, hour, minute, second, millisecond) - offsetMinutes * 60_000
    );
  }
  return new TZDate(year, month - 1, day, hour, minute, second, millisecond, timeZone).getTime();
}

/** The calendar date (`yyyy-MM-dd`) of an instant in `timeZone`. @internal */
export function dateInZone(instant: number, timeZone: string): string {
  if (Number.isNaN(instant)) return '';
  const offset = tzOffset(timeZone, new Date(instant));
  if (Number.isNaN(offset)) return '';
  return new Date(instant + offset * 60_000).toISOString().slice(0, 10);
}

/** -1, 0 or 1; NaN when the two cannot be ordered. @internal */
export function order(left: number | string, right: number | string): number {
  if (left < right) return -1;
  if (left > right) return 1;
  return left === right ? 0 : Number.NaN;
}

/**
 * Orders two values: negative, zero or positive, or NaN when they cannot be ordered (an empty
 * side, different kinds, booleans that differ, arrays or objects that are not equal). Zero means
 * equal. The rules, in order:
 * - numbers and numeric strings compare as numbers;
 * - two date-times compare as instants, a date and a date-time as dates in `timeZone`;
 * - any other two strings compare as text (dates are `yyyy-MM-dd`, so text order is date order);
 * - booleans, arrays (as sets) and objects (by properties) are only equal or not comparable.
 * The same order the condition operators use; exported so other in-memory evaluators (query
 * filters, pipeline stages) compare values the same way.
 * @public
 */
export function compareValues(left: unknown, right: unknown, timeZone: string): number {
  const a = kindOf(left);
  const b = kindOf(right);
  if (a === ValueKind.Empty || b === ValueKind.Empty) return Number.NaN;
  if (a === ValueKind.Number && b === ValueKind.Number)
    return order(numberOf(left), numberOf(right));
  if (typeof left === 'string' && typeof right === 'string') {
    if (a === ValueKind.DateTime && b === ValueKind.DateTime) {
      return order(instantOf(left, timeZone), instantOf(right, timeZone));
    }
    if (a === ValueKind.Date && b === ValueKind.DateTime) {
      return order(left, dateInZone(instantOf(right, timeZone), timeZone));
    }
    if (a === ValueKind.DateTime && b === ValueKind.Date) {
      return order(dateInZone(instantOf(left, timeZone), timeZone), right);
    }
    return order(left, right);
  }
  if (a !== b) return Number.NaN;
  if (a === ValueKind.Boolean) return left === right ? 0 : Number.NaN;
  if (a === ValueKind.Array) {
    return sameItems(left as readonly unknown[], right as readonly unknown[], timeZone)
      ? 0
      : Number.NaN;
  }
  if (a === ValueKind.Object) {
    return sameProperties(
      left as Readonly<Record<string, unknown>>,
      right as Readonly<Record<string, unknown>>,
      timeZone,
    )
      ? 0
      : Number.NaN;
  }
  return Number.NaN;
}

/** Operator `equal`: two empty values are equal; otherwise the values compare as zero. @public */
export function valuesEqual(left: unknown, right: unknown, timeZone: string): boolean {
  if (left === right && typeof left !== 'number') return true;
  const leftEmpty = isEmpty(left);
  const rightEmpty = isEmpty(right);
  if (leftEmpty || rightEmpty) return leftEmpty && rightEmpty;
  return compareValues(left, right, timeZone) === 0;
}

/** Arrays are equal as sets: every item of each has an equal item in the other. */
function sameItems(left: readonly unknown[], right: readonly unknown[], timeZone: string): boolean {
  return covers(left, right, timeZone) && covers(right, left, timeZone);
}

function covers(from: readonly unknown[], to: readonly unknown[], timeZone: string): boolean {
  for (const item of from) if (!containsEqual(to, item, timeZone)) return false;
  return true;
}

/** Objects are equal when they have the same keys with equal values (key order ignored). */
function sameProperties(
  left: Readonly<Record<string, unknown>>,
  right: Readonly<Record<string, unknown>>,
  timeZone: string,
): boolean {
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(right, key) || !valuesEqual(left[key], right[key], timeZone)) return false;
  }
  return true;
}

/** Whether `item` equals one of `items` (operators in_array, includes on arrays). @internal */
export function containsEqual(items: readonly unknown[], item: unknown, timeZone: string): boolean {
  for (const candidate of items) if (valuesEqual(candidate, item, timeZone)) return true;
  return false;
}

const NO_ITEMS: readonly unknown[] = Object.freeze([]);

/**
 * A value as the list an array operator works on: an array as it is, a single value as a list
 * of one, an empty value as no items.
 * @internal
 */
export function asItems(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  return isEmpty(value) ? NO_ITEMS : [value];
}
