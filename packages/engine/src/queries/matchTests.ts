import {
  asItems,
  compareValues,
  isBlank,
  isEmpty,
  kindOf,
  numberOf,
  numericValue,
  ValueKind,
  valuesEqual,
} from '../conditions/compareValues';
import type { FilterMatchKind } from '../definitions/queryFilter';
import { compareText, fixTextOrder } from './valueOrder';

// The match kinds of spec 001 §3.12 as tests of one field value against a value already
// resolved for the run (docs/queries.md "Filters"). They are the conditions' comparisons
// (valuesEqual, compareValues) with one extension, "any item": a field holding a list matches
// when one of its items does, as a multi-select or a list read through a path must. Each test is
// planned once per run from the resolved value, the common constants taking a fast path that
// answers exactly as the reference (property tests hold the two together).

/** Tests one field value. @internal */
export type ValueTest = (value: unknown) => boolean;

/** The bounds of `between`, resolved. @internal */
export interface ResolvedRange {
  readonly start: unknown;
  readonly end: unknown;
}

/**
 * The conditions' ordering of two values (negative, zero, positive; NaN when not comparable),
 * with two texts in code point order as everywhere in queries.
 * @internal
 */
export function compareFilterValues(left: unknown, right: unknown, timeZone: string): number {
  const answer = compareValues(left, right, timeZone);
  if (
    answer !== 0 &&
    !Number.isNaN(answer) &&
    typeof left === 'string' &&
    typeof right === 'string'
  ) {
    return fixTextOrder(left, right, answer);
  }
  return answer;
}

/** The non-empty items a filter value stands for: a list's items, or the value itself. */
function valueItems(value: unknown): unknown[] {
  return asItems(value).filter((item) => !isEmpty(item));
}

/** Whether the field value or, for a list, one of its items passes. */
function anyItem(value: unknown, test: ValueTest): boolean {
  if (!Array.isArray(value)) return test(value);
  for (const item of value) if (test(item)) return true;
  return false;
}

const never: ValueTest = () => false;
const notEmpty: ValueTest = (value) => !isEmpty(value);

/** Whether a constant is plain text: equal only to the identical string. */
function isWord(value: unknown): value is string {
  return typeof value === 'string' && kindOf(value) === ValueKind.Text;
}

/** `match`: the reference, for any value. @internal */
export function referenceMatch(field: unknown, value: unknown, timeZone: string): boolean {
  const wanted = valueItems(value);
  if (wanted.length === 0) return isEmpty(field);
  return anyItem(field, (item) => wanted.some((one) => valuesEqual(item, one, timeZone)));
}

function planMatch(value: unknown, timeZone: string): ValueTest {
  const wanted = valueItems(value);
  if (wanted.length === 0) return isEmpty;
  if (wanted.every(isWord)) {
    if (wanted.length === 1) {
      const word = wanted[0] as string;
      return (field) =>
        typeof field === 'string' ? field === word : Array.isArray(field) && field.includes(word);
    }
    const words = new Set(wanted as string[]);
    return (field) => anyItem(field, (item) => typeof item === 'string' && words.has(item));
  }
  if (wanted.length === 1) {
    const one = wanted[0];
    if (typeof one === 'boolean') {
      return (field) => field === one || (Array.isArray(field) && field.includes(one));
    }
    if (kindOf(one) === ValueKind.Number) {
      const number = numberOf(one);
      const equalsNumber: ValueTest = (item) =>
        typeof item === 'number'
          ? item === number
          : typeof item === 'string' && numericValue(item) === number;
      return (field) => anyItem(field, equalsNumber);
    }
  }
  return (field) =>
    anyItem(field, (item) => wanted.some((one) => valuesEqual(item, one, timeZone)));
}

type Holds = (order: number) => boolean;

const HOLDS: Readonly<Record<string, Holds>> = {
  greater_than: (order) => order > 0,
  greater_than_or_equal: (order) => order >= 0,
  less_than: (order) => order < 0,
  less_than_or_equal: (order) => order <= 0,
};

/**
 * An ordering kind against a number, for a number: a comparison of its own per kind (one shared
 * `holds` was a call per row). NaN (not a number) fails every ordering, as each comparison does.
 */
function numberOrdering(kind: FilterMatchKind, number: number): (item: number) => boolean {
  switch (kind) {
    case 'greater_than':
      return (item) => item > number;
    case 'greater_than_or_equal':
      return (item) => item >= number;
    case 'less_than':
      return (item) => item < number;
    default:
      return (item) => item <= number;
  }
}

/** An ordering kind: the reference, for any value. @internal */
export function referenceOrdering(
  kind: FilterMatchKind,
  field: unknown,
  value: unknown,
  timeZone: string,
): boolean {
  const holds = HOLDS[kind]!;
  const wanted = valueItems(value);
  return anyItem(field, (item) =>
    wanted.some((one) => holds(compareFilterValues(item, one, timeZone))),
  );
}

function planOrdering(kind: FilterMatchKind, value: unknown, timeZone: string): ValueTest {
  const holds = HOLDS[kind]!;
  const wanted = valueItems(value);
  if (wanted.length === 0) return never;
  if (wanted.length === 1) {
    const one = wanted[0];
    // A number, not numeric text: the conditions compare two strings as text when one of them
    // is not numeric, so a numeric-text constant takes the reference path.
    if (typeof one === 'number') {
      const compare = numberOrdering(kind, one);
      const test: ValueTest = (item) =>
        typeof item === 'number'
          ? compare(item)
          : typeof item === 'string' && compare(numericValue(item));
      // A number field (the common case) is compared at once, without the item loop.
      return (field) => (typeof field === 'number' ? compare(field) : anyItem(field, test));
    }
    if (isWord(one)) {
      // Any non-blank text compares with a word as text (the conditions' rule for two strings).
      const test: ValueTest = (item) =>
        typeof item === 'string' && !isBlank(item) && holds(compareText(item, one));
      return (field) => anyItem(field, test);
    }
  }
  return (field) =>
    anyItem(field, (item) => wanted.some((one) => holds(compareFilterValues(item, one, timeZone))));
}

/**
 * What a planned test answers for one type of scalar, as an operator against a constant — a
 * number field against a number for an ordering kind, a text field against one word for `match`
 * and `not_equal` — so that a generated field test (generatedFieldTest.ts) answers it where it
 * reads the field, calling the test only for other values. The same answer as the test's.
 * @internal
 */
export interface ScalarCheck {
  readonly type: 'number' | 'string';
  readonly operator: '>' | '>=' | '<' | '<=' | '===' | '!==';
  readonly operand: number | string;
}

const ORDER_OPERATORS: Readonly<Record<string, ScalarCheck['operator']>> = {
  greater_than: '>',
  greater_than_or_equal: '>=',
  less_than: '<',
  less_than_or_equal: '<=',
};

/** The scalar check of a match kind against its resolved value, or undefined. @internal */
export function planScalarCheck(kind: FilterMatchKind, value: unknown): ScalarCheck | undefined {
  const equality = kind === 'match' || kind === 'not_equal';
  const ordering = ORDER_OPERATORS[kind];
  if (!equality && ordering === undefined) return undefined;
  const wanted = valueItems(value);
  if (wanted.length !== 1) return undefined;
  const one = wanted[0];
  if (equality) {
    return isWord(one)
      ? { type: 'string', operator: kind === 'match' ? '===' : '!==', operand: one }
      : undefined;
  }
  return typeof one === 'number'
    ? { type: 'number', operator: ordering!, operand: one }
    : undefined;
}

/** `between`: the reference, for any bounds. @internal */
export function referenceBetween(field: unknown, range: ResolvedRange, timeZone: string): boolean {
  const { start, end } = range;
  return anyItem(
    field,
    (item) =>
      !isEmpty(item) &&
      (isEmpty(start) || compareFilterValues(item, start, timeZone) >= 0) &&
      (isEmpty(end) || compareFilterValues(item, end, timeZone) <= 0),
  );
}

function planBetween(range: ResolvedRange, timeZone: string): ValueTest {
  const { start, end } = range;
  if (isEmpty(start) && isEmpty(end)) return (field) => anyItem(field, notEmpty);
  const numericBound = (bound: unknown) => isEmpty(bound) || typeof bound === 'number';
  if (numericBound(start) && numericBound(end)) {
    const low = isEmpty(start) ? Number.NEGATIVE_INFINITY : (start as number);
    const high = isEmpty(end) ? Number.POSITIVE_INFINITY : (end as number);
    const test: ValueTest = (item) => {
      const number =
        typeof item === 'number'
          ? item
          : typeof item === 'string'
            ? numericValue(item)
            : Number.NaN;
      return number >= low && number <= high;
    };
    return (field) => anyItem(field, test);
  }
  return (field) => referenceBetween(field, range, timeZone);
}

/**
 * Plans the test of a match kind against its resolved value (`between`: a resolved range).
 * @internal
 */
export function planMatchTest(kind: FilterMatchKind, value: unknown, timeZone: string): ValueTest {
  switch (kind) {
    case 'only_empty':
      return isEmpty;
    case 'not_empty':
      return notEmpty;
    case 'match':
      return planMatch(value, timeZone);
    case 'not_equal': {
      const wanted = valueItems(value);
      if (wanted.length === 1 && isWord(wanted[0])) {
        // One word: the negation written out (a shared negating closure was a call per row).
        const word = wanted[0];
        return (field) =>
          typeof field === 'string'
            ? field !== word
            : !(Array.isArray(field) && field.includes(word));
      }
      const matches = planMatch(value, timeZone);
      return (field) => !matches(field);
    }
    case 'between':
      return planBetween(value as ResolvedRange, timeZone);
    default:
      return planOrdering(kind, value, timeZone);
  }
}

/** The reference answer of every match kind (what the planned tests must equal). @internal */
export function referenceMatchTest(
  kind: FilterMatchKind,
  field: unknown,
  value: unknown,
  timeZone: string,
): boolean {
  switch (kind) {
    case 'only_empty':
      return isEmpty(field);
    case 'not_empty':
      return !isEmpty(field);
    case 'match':
      return referenceMatch(field, value, timeZone);
    case 'not_equal':
      return !referenceMatch(field, value, timeZone);
    case 'between':
      return referenceBetween(field, value as ResolvedRange, timeZone);
    default:
      return referenceOrdering(kind, field, value, timeZone);
  }
}
