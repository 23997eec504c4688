import type { EvaluationContext } from '../host/evaluationContext.types';
import {
  compareValues,
  containsEqual,
  isBlank,
  isEmpty,
  kindOf,
  numberOf,
  numericValue,
  order,
  ValueKind,
  valuesEqual,
} from './compareValues';
import type { ValueReader } from './compileValueAccess';
import {
  includesAll,
  includesNoneOf,
  includesValue,
  isBetween,
  OPERATOR_FUNCTIONS,
  type OperatorFunction,
  searchableText,
} from './operators';

// The leaf tests of a compiled condition. Each leaf of a definition becomes one `Leaf`: a test
// code plus everything the definition says, worked out once (the constant's kind, its number, a
// set of words...). Every test gives exactly what the reference functions of operators.ts give
// for the same values; property tests compare the two.

/** Which test a leaf runs. @internal */
export const TestCode = Object.freeze({
  Empty: 0,
  Identical: 1,
  EqualNumber: 2,
  EqualDate: 3,
  Equal: 4,
  Order: 5,
  Between: 6,
  BetweenNumbers: 7,
  WordIn: 8,
  NumberIn: 9,
  InItems: 10,
  IncludedInItems: 11,
  IncludesText: 12,
  Includes: 13,
  IncludedInText: 14,
  IncludedIn: 15,
  IncludesAllWords: 16,
  IncludesNoWord: 17,
  IncludesAll: 18,
  IncludesNone: 19,
  Read: 20,
  ReadBetween: 21,
  /** Ordering against a word or date constant: one text comparison when the left is plain text. */
  TextOrder: 22,
  /** between two word/date constants (or one, the other side open). */
  BetweenTexts: 23,
  /** in_array of a few words: comparing each is cheaper than hashing the left value. */
  WordInFew: 24,
  /** Not a test: the end of a program (conditionProgram.ts). */
  Done: 25,
} as const);

/** One of {@link TestCode}. @internal */
export type TestCode = (typeof TestCode)[keyof typeof TestCode];

/**
 * A compiled leaf. Every leaf has this one shape (unused parts hold neutral values), so the
 * loop that runs them reads properties of one hidden class.
 * @internal
 */
export interface Leaf {
  readonly test: TestCode;
  /** The field the left value comes from, read inline when `read` is undefined. */
  readonly fieldId: string;
  /** Reads the left value when the access goes into the field's value. */
  readonly read: ValueReader | undefined;
  /** The answer is inverted: not_equal, not_in_array, non_empty reuse their positive test. */
  readonly negate: boolean;
  readonly kind: ValueKind;
  readonly value: unknown;
  readonly number: number;
  readonly text: string;
  readonly words: ReadonlySet<unknown>;
  readonly items: readonly unknown[];
  /** Ordering: what a negative, zero and positive order answer. */
  readonly less: boolean;
  readonly same: boolean;
  readonly greater: boolean;
  /** Read: the right value at evaluation (a field read inline when `rightFieldId` is set). */
  readonly rightRead: ValueReader;
  readonly rightFieldId: string;
  readonly apply: OperatorFunction;
  readonly ordering: boolean;
  /** Between: the bounds (constants, or readers in `rightRead`). */
  readonly start: Leaf | undefined;
  readonly end: Leaf | undefined;
  /** Where the program goes next when the test holds and when it does not (after `negate`). */
  readonly whenTrue: Leaf | undefined;
  readonly whenFalse: Leaf | undefined;
  /** The next leaf of the definition, in order (for generated code). */
  readonly next: Leaf | undefined;
}

const EMPTY_SET: ReadonlySet<unknown> = new Set();
const NO_ITEMS: readonly unknown[] = Object.freeze([]);
const readNull: ValueReader = () => null;

/**
 * A leaf while it is being planned: neutral values, in one order (one hidden class for every
 * leaf), filled in field by field by the planner. Frozen in use by convention: nothing writes a
 * leaf after compiling.
 * @internal
 */
export class LeafRecord implements Leaf {
  test: TestCode = TestCode.Empty;
  fieldId = '';
  read: ValueReader | undefined = undefined;
  negate = false;
  kind: ValueKind = ValueKind.Empty;
  value: unknown = null;
  number = Number.NaN;
  text = '';
  words: ReadonlySet<unknown> = EMPTY_SET;
  items: readonly unknown[] = NO_ITEMS;
  less = false;
  same = false;
  greater = false;
  rightRead: ValueReader = readNull;
  rightFieldId = '';
  apply: OperatorFunction = OPERATOR_FUNCTIONS.equal;
  ordering = false;
  start: Leaf | undefined = undefined;
  end: Leaf | undefined = undefined;
  whenTrue: Leaf | undefined = undefined;
  whenFalse: Leaf | undefined = undefined;
  next: Leaf | undefined = undefined;

  /**
   * Sets the constant this leaf compares with: its kind, its number and (for a word or a date)
   * its text, worked out once.
   */
  setConstant(value: unknown): this {
    this.value = value;
    this.kind = kindOf(value);
    this.number = this.kind === ValueKind.Number ? numberOf(value) : Number.NaN;
    if (this.kind === ValueKind.Text || this.kind === ValueKind.Date) this.text = value as string;
    return this;
  }
}

function timeZoneOf(context: EvaluationContext): string {
  return context.host.timeZone;
}

/** `yyyy-MM-ddTHH:mm...` or `yyyy-MM-dd HH:mm...`: may be a date-time and needs the full rules. */
function mayBeDateTime(text: string): boolean {
  if (text.length < 16) return false;
  const separator = text.charCodeAt(10);
  return separator === 84 || separator === 32;
}

/** The order of a value against a constant; the constant's kind picks the fast path. */
function orderAgainst(left: unknown, leaf: Leaf, context: EvaluationContext): number {
  switch (leaf.kind) {
    case ValueKind.Number:
      if (typeof left === 'number') return order(left, leaf.number);
      return typeof left === 'string' ? orderText(left, leaf) : Number.NaN;
    case ValueKind.Text:
      // A word against any string compares as text; against anything else it is not comparable.
      return typeof left === 'string' && !isBlank(left)
        ? order(left, leaf.value as string)
        : Number.NaN;
    case ValueKind.Date:
      if (typeof left !== 'string' || isBlank(left)) return Number.NaN;
      return mayBeDateTime(left)
        ? compareValues(left, leaf.value, timeZoneOf(context))
        : order(left, leaf.value as string);
    case ValueKind.Boolean:
      return left === leaf.value ? 0 : Number.NaN;
    case ValueKind.Empty:
      return Number.NaN;
    default:
      return compareValues(left, leaf.value, timeZoneOf(context));
  }
}

/** A string against a number constant: as numbers, or as texts when the constant is a string. */
/** @internal */
export function orderText(left: string, leaf: Leaf): number {
  const number = numericValue(left);
  if (!Number.isNaN(number)) return order(number, leaf.number);
  return typeof leaf.value === 'string' && !isBlank(left) ? order(left, leaf.value) : Number.NaN;
}

/** The answer of an ordering leaf for any left value (the slow path of test Order). @internal */
export function orderAnswer(left: unknown, leaf: Leaf, context: EvaluationContext): boolean {
  return answer(orderAgainst(left, leaf, context), leaf);
}

function answer(ordered: number, leaf: Leaf): boolean {
  if (ordered < 0) return leaf.less;
  if (ordered > 0) return leaf.greater;
  return ordered === 0 && leaf.same;
}

/** @internal */
export function between(left: unknown, leaf: Leaf, context: EvaluationContext): boolean {
  if (isEmpty(left)) return false;
  const { start, end } = leaf;
  if (start && !(orderAgainst(left, start, context) >= 0)) return false;
  return !end || orderAgainst(left, end, context) <= 0;
}

/**
 * Ordering of a string against a word or date constant (`leaf.text`), for test TextOrder: a
 * blank string is not ordered, a date-time against a date needs the full rules, anything else
 * compares as text. Strings are always ordered, so one comparison answers: when "equal" answers
 * as "greater" (`<`, `>=`) only `left < text` matters, otherwise (`<=`, `>`) only `left > text`.
 * @internal
 */
export function textOrder(left: unknown, leaf: Leaf, context: EvaluationContext): boolean {
  if (typeof left !== 'string' || isBlank(left)) return false;
  if (leaf.kind === ValueKind.Date && mayBeDateTime(left)) {
    return answer(compareValues(left, leaf.value, timeZoneOf(context)), leaf);
  }
  return leaf.same === leaf.greater
    ? left < leaf.text
      ? leaf.less
      : leaf.same
    : left > leaf.text
      ? leaf.greater
      : leaf.less;
}

/** Whether a bound orders plain text against itself as text (a word or a date constant). */
function isTextBound(bound: Leaf | undefined): boolean {
  return bound === undefined || bound.kind === ValueKind.Text || bound.kind === ValueKind.Date;
}

/** Whether `between` with these bounds can run as test BetweenTexts. @internal */
export function areTextBounds(start: Leaf | undefined, end: Leaf | undefined): boolean {
  return (start !== undefined || end !== undefined) && isTextBound(start) && isTextBound(end);
}

/**
 * between against word/date bounds: plain non-blank text compares as text with one comparison
 * per bound (`>= start` is `!(left < start)` for strings); anything else takes the full rules.
 */
/** @internal */
export function betweenTexts(left: unknown, leaf: Leaf, context: EvaluationContext): boolean {
  if (typeof left !== 'string' || isBlank(left) || mayBeDateTime(left)) {
    return between(left, leaf, context);
  }
  const { start, end } = leaf;
  if (start !== undefined && left < start.text) return false;
  return end === undefined || !(left > end.text);
}

/** in_array of a few words, one identity comparison each. @internal */
export function wordInFew(left: unknown, items: readonly unknown[]): boolean {
  if (typeof left !== 'string') return false;
  for (let index = 0; index < items.length; index += 1) if (items[index] === left) return true;
  return false;
}

/** @internal */
export function numberIn(left: unknown, words: ReadonlySet<unknown>): boolean {
  if (typeof left === 'number') return words.has(left);
  return typeof left === 'string' && words.has(numericValue(left));
}

/** @internal */
export function includesText(left: unknown, leaf: Leaf, context: EvaluationContext): boolean {
  if (typeof left === 'string') return !isBlank(left) && left.includes(leaf.text);
  if (Array.isArray(left) && leaf.kind === ValueKind.Text) return left.includes(leaf.value);
  return includesValue(left, leaf.value, timeZoneOf(context));
}

/** @internal */
export function includedInText(left: unknown, leaf: Leaf): boolean {
  const text = searchableText(left);
  return text !== undefined && leaf.text.includes(text);
}

/** @internal */
export function includesAllWords(left: unknown, leaf: Leaf): boolean {
  // A single value is a list of one: it holds no word, or exactly its own.
  const { items } = leaf;
  if (!Array.isArray(left)) {
    return items.length === 0 || (items.length === 1 && left === items[0]);
  }
  for (let index = 0; index < items.length; index += 1) {
    if (!left.includes(items[index])) return false;
  }
  return true;
}

/** @internal */
export function includesNoWord(left: unknown, leaf: Leaf): boolean {
  if (!Array.isArray(left)) return !(typeof left === 'string' && leaf.words.has(left));
  const { items } = leaf;
  for (let index = 0; index < items.length; index += 1) {
    if (left.includes(items[index])) return false;
  }
  return true;
}

function readAndApply(left: unknown, leaf: Leaf, context: EvaluationContext): boolean {
  const right =
    leaf.rightFieldId === '' ? leaf.rightRead(context) : context.values[leaf.rightFieldId];
  if (leaf.ordering && typeof left === 'number' && typeof right === 'number') {
    return answer(order(left, right), leaf);
  }
  return leaf.apply(left, right, timeZoneOf(context));
}

/**
 * Runs a leaf's test on the left value, before `negate`. One switch, so each call below has a
 * single target that V8 can inline.
 * @internal
 */
export function runTest(left: unknown, leaf: Leaf, context: EvaluationContext): boolean {
  switch (leaf.test) {
    case TestCode.Empty:
      return isEmpty(left);
    case TestCode.Identical:
      return left === leaf.value;
    case TestCode.EqualNumber:
      if (typeof left === 'number') return left === leaf.number;
      return typeof left === 'string' ? orderText(left, leaf) === 0 : false;
    case TestCode.EqualDate:
      return (
        typeof left === 'string' &&
        (mayBeDateTime(left)
          ? valuesEqual(left, leaf.value, timeZoneOf(context))
          : left === leaf.value)
      );
    case TestCode.Equal:
      return valuesEqual(left, leaf.value, timeZoneOf(context));
    case TestCode.Order:
      return typeof left === 'number' && leaf.kind === ValueKind.Number
        ? answer(order(left, leaf.number), leaf)
        : answer(orderAgainst(left, leaf, context), leaf);
    case TestCode.Between:
      return between(left, leaf, context);
    case TestCode.BetweenNumbers:
      return typeof left === 'number'
        ? left >= leaf.start!.number && left <= leaf.end!.number
        : between(left, leaf, context);
    case TestCode.WordIn:
      return typeof left === 'string' && leaf.words.has(left);
    case TestCode.NumberIn:
      return numberIn(left, leaf.words);
    case TestCode.InItems:
      return containsEqual(leaf.items, left, timeZoneOf(context));
    case TestCode.IncludedInItems:
      return !isEmpty(left) && containsEqual(leaf.items, left, timeZoneOf(context));
    case TestCode.IncludesText:
      return includesText(left, leaf, context);
    case TestCode.Includes:
      return includesValue(left, leaf.value, timeZoneOf(context));
    case TestCode.IncludedInText:
      return includedInText(left, leaf);
    case TestCode.IncludedIn:
      return includesValue(leaf.value, left, timeZoneOf(context));
    case TestCode.IncludesAllWords:
      return includesAllWords(left, leaf);
    case TestCode.IncludesNoWord:
      return includesNoWord(left, leaf);
    case TestCode.IncludesAll:
      return includesAll(left, leaf.value, timeZoneOf(context));
    case TestCode.IncludesNone:
      return includesNoneOf(left, leaf.value, timeZoneOf(context));
    case TestCode.Read:
      return readAndApply(left, leaf, context);
    case TestCode.TextOrder:
      return textOrder(left, leaf, context);
    case TestCode.BetweenTexts:
      return betweenTexts(left, leaf, context);
    case TestCode.WordInFew:
      return wordInFew(left, leaf.items);
    case TestCode.Done:
      return false;
    case TestCode.ReadBetween:
      return isBetween(
        left,
        leaf.start!.rightRead(context),
        leaf.end!.rightRead(context),
        timeZoneOf(context),
      );
  }
}
