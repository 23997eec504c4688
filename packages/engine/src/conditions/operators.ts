import {
  asItems,
  compareValues,
  containsEqual,
  isBlank,
  isEmpty,
  valuesEqual,
} from './compareValues';
import type { ComparisonOperator } from './condition.types';

// The reference semantics of every operator (docs/conditions.md). Compiled conditions use these
// for values read at evaluation time and specialise constants (compileComparison.ts); property
// tests hold the two together.

/** The 13 operators, in the order of spec 001 §3.11. @public */
export const COMPARISON_OPERATORS: readonly ComparisonOperator[] = Object.freeze([
  'equal',
  'in_array',
  'not_equal',
  'not_in_array',
  'less_than',
  'less_than_or_equal',
  'greater_than',
  'greater_than_or_equal',
  'between',
  'includes',
  'is_included_in',
  'array_includes_all',
  'array_not_includes_one_of',
]);

/** An operator with a single right-hand value (every one but `between`). @internal */
export type SingleValueOperator = Exclude<ComparisonOperator, 'between'>;

/** A single-value operator applied to two values. @internal */
export type OperatorFunction = (left: unknown, right: unknown, timeZone: string) => boolean;

/** Text a value gives for substring tests: non-blank strings and numbers only. @internal */
export function searchableText(value: unknown): string | undefined {
  if (typeof value === 'string') return isBlank(value) ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * `includes`: a text contains the other as a substring (case-sensitive; numbers count as their
 * text), an array contains an item equal to it. An empty side is false.
 * @internal
 */
export function includesValue(haystack: unknown, needle: unknown, timeZone: string): boolean {
  if (isEmpty(haystack) || isEmpty(needle)) return false;
  if (Array.isArray(haystack)) return containsEqual(haystack, needle, timeZone);
  const text = searchableText(haystack);
  const part = searchableText(needle);
  return text !== undefined && part !== undefined && text.includes(part);
}

/** `array_includes_all`: every item of the right value has an equal item on the left. @internal */
export function includesAll(left: unknown, right: unknown, timeZone: string): boolean {
  const items = asItems(left);
  for (const wanted of asItems(right)) if (!containsEqual(items, wanted, timeZone)) return false;
  return true;
}

/** `array_not_includes_one_of`: no item of the right value has an equal item on the left. @internal */
export function includesNoneOf(left: unknown, right: unknown, timeZone: string): boolean {
  const items = asItems(left);
  for (const unwanted of asItems(right)) if (containsEqual(items, unwanted, timeZone)) return false;
  return true;
}

/** `in_array`: the left value equals an item of the right list (a single value is a list of one). @internal */
function inArray(left: unknown, right: unknown, timeZone: string): boolean {
  return containsEqual(asItems(right), left, timeZone);
}

/** The reference implementation of each single-value operator. @internal */
export const OPERATOR_FUNCTIONS: Readonly<Record<SingleValueOperator, OperatorFunction>> =
  Object.freeze({
    equal: valuesEqual,
    not_equal: (left, right, timeZone) => !valuesEqual(left, right, timeZone),
    in_array: inArray,
    not_in_array: (left, right, timeZone) => !inArray(left, right, timeZone),
    // NaN (not comparable) makes every ordering false.
    less_than: (left, right, timeZone) => compareValues(left, right, timeZone) < 0,
    less_than_or_equal: (left, right, timeZone) => compareValues(left, right, timeZone) <= 0,
    greater_than: (left, right, timeZone) => compareValues(left, right, timeZone) > 0,
    greater_than_or_equal: (left, right, timeZone) => compareValues(left, right, timeZone) >= 0,
    includes: includesValue,
    is_included_in: (left, right, timeZone) => includesValue(right, left, timeZone),
    array_includes_all: includesAll,
    array_not_includes_one_of: includesNoneOf,
  });

/**
 * `between`: the left value is not empty and lies within the bounds, both inclusive; an empty
 * bound leaves that side open.
 * @internal
 */
export function isBetween(left: unknown, start: unknown, end: unknown, timeZone: string): boolean {
  if (isEmpty(left)) return false;
  if (!isEmpty(start) && !(compareValues(left, start, timeZone) >= 0)) return false;
  return isEmpty(end) || compareValues(left, end, timeZone) <= 0;
}
