import { TZDate } from '@date-fns/tz';
import { instantOf, kindOf, numberOf, ValueKind } from '../conditions/compareValues';

// The total order of query values (docs/queries.md "Ordering"): what sort, group keys, lookup
// keys, max and min use. Filters keep the conditions' comparisons (compareValues); this order
// agrees with them wherever those answer, and also places what they leave unordered.

/**
 * The classes of the total order, lowest first: empty values, booleans, numbers (and numeric
 * text), dates and date-times, other text, arrays, objects.
 * @internal
 */
export const OrderClass = Object.freeze({
  Empty: 0,
  Boolean: 1,
  Number: 2,
  Temporal: 3,
  Text: 4,
  Array: 5,
  Object: 6,
  Other: 7,
} as const);

/** One of {@link OrderClass}. @internal */
export type OrderClass = (typeof OrderClass)[keyof typeof OrderClass];

/**
 * Where a value sits: its class, and within it a number (a number, an instant, 0/1 for booleans)
 * with `sub` (0 a date, 1 a date-time, so a date sorts before the date-times of its first
 * instant) or a text. Arrays and objects are compared item by item.
 * @internal
 */
export interface OrderKey {
  cls: OrderClass;
  num: number;
  sub: number;
  text: string;
}

/**
 * Caches the instants of date and date-time texts for one time zone: turning a wall time into an
 * instant goes through the zone rules, and the same dates repeat across records.
 * @internal
 */
export interface TemporalCache {
  readonly timeZone: string;
  readonly instants: Map<string, number>;
}

const CACHE_LIMIT = 100_000;

/** A new, empty {@link TemporalCache}. @internal */
export function createTemporalCache(timeZone: string): TemporalCache {
  return { timeZone, instants: new Map() };
}

function cachedInstant(text: string, kind: ValueKind, cache: TemporalCache): number {
  const known = cache.instants.get(text);
  if (known !== undefined) return known;
  const instant =
    kind === ValueKind.Date ? midnightIn(text, cache.timeZone) : instantOf(text, cache.timeZone);
  if (cache.instants.size >= CACHE_LIMIT) cache.instants.clear();
  cache.instants.set(text, instant);
  return instant;
}

/** The first instant of a `yyyy-MM-dd` day in `timeZone`. */
function midnightIn(text: string, timeZone: string): number {
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  return new TZDate(year, month - 1, day, 0, 0, 0, 0, timeZone).getTime();
}

/**
 * Fills `key` with where `value` sits in the total order. Strings are classified as the
 * conditions classify them (`kindOf`): numeric text is a number, `yyyy-MM-dd` a date, ISO and
 * full date-times instants (a zone-less one a wall time in the cache's zone), the rest text.
 * @internal
 */
export function fillOrderKey(value: unknown, key: OrderKey, cache: TemporalCache): OrderKey {
  key.sub = 0;
  key.text = '';
  if (typeof value === 'number') {
    if (Number.isNaN(value)) {
      key.cls = OrderClass.Empty;
      key.num = 0;
    } else {
      key.cls = OrderClass.Number;
      key.num = value;
    }
    return key;
  }
  const kind = kindOf(value);
  switch (kind) {
    case ValueKind.Empty:
      key.cls = OrderClass.Empty;
      key.num = 0;
      return key;
    case ValueKind.Boolean:
      key.cls = OrderClass.Boolean;
      key.num = value ? 1 : 0;
      return key;
    case ValueKind.Number:
      key.cls = OrderClass.Number;
      key.num = numberOf(value);
      return key;
    case ValueKind.Date:
    case ValueKind.DateTime: {
      const instant = cachedInstant(value as string, kind, cache);
      if (Number.isNaN(instant)) break;
      key.cls = OrderClass.Temporal;
      key.num = instant;
      key.sub = kind === ValueKind.Date ? 0 : 1;
      return key;
    }
    case ValueKind.Array:
      key.cls = OrderClass.Array;
      key.num = 0;
      return key;
    case ValueKind.Object:
      key.cls = OrderClass.Object;
      key.num = 0;
      return key;
    case ValueKind.Other:
      key.cls = OrderClass.Other;
      key.num = 0;
      return key;
  }
  key.cls = OrderClass.Text;
  key.num = 0;
  key.text = value as string;
  return key;
}

/** A fresh {@link OrderKey}. @internal */
export function newOrderKey(): OrderKey {
  return { cls: OrderClass.Empty, num: 0, sub: 0, text: '' };
}

/**
 * Compares two strings by Unicode code point (what PostgreSQL's `COLLATE "C"` does on UTF-8):
 * the same as JavaScript's `<` except between a character from U+E000–U+FFFF and one beyond
 * U+FFFF, which `<` orders by its surrogate code units.
 * @public
 */
export function compareText(left: string, right: string): number {
  if (left === right) return 0;
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const a = left.charCodeAt(index);
    const b = right.charCodeAt(index);
    if (a !== b) {
      if (a >= 0xd800 && b >= 0xd800) return codePointRank(a) < codePointRank(b) ? -1 : 1;
      return a < b ? -1 : 1;
    }
  }
  return left.length < right.length ? -1 : 1;
}

/** Surrogates (U+D800–U+DFFF) move above U+E000–U+FFFF, where their code points are. */
function codePointRank(unit: number): number {
  return unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}

/**
 * The code-point answer for two strings that `compareValues` compared as text, whose answer
 * differs only at the first differing character: see {@link compareText}.
 * @internal
 */
export function fixTextOrder(left: string, right: string, answer: number): number {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const a = left.charCodeAt(index);
    const b = right.charCodeAt(index);
    if (a !== b) {
      return a >= 0xd800 && b >= 0xd800 ? (codePointRank(a) < codePointRank(b) ? -1 : 1) : answer;
    }
  }
  return answer;
}

/** Orders two keys of one class that {@link compareKeys} can order without the values. */
function compareScalarKeys(a: OrderKey, b: OrderKey): number {
  if (a.cls === OrderClass.Text) return compareText(a.text, b.text);
  if (a.num !== b.num) return a.num < b.num ? -1 : 1;
  return a.sub === b.sub ? 0 : a.sub < b.sub ? -1 : 1;
}

/**
 * Orders two classified values: negative, zero or positive. Arrays compare item by item (a
 * prefix first), objects by their keys in code point order, then the values under them.
 * @internal
 */
export function compareKeys(
  a: OrderKey,
  left: unknown,
  b: OrderKey,
  right: unknown,
  cache: TemporalCache,
): number {
  if (a.cls !== b.cls) return a.cls < b.cls ? -1 : 1;
  switch (a.cls) {
    case OrderClass.Array:
      return compareArrays(left as readonly unknown[], right as readonly unknown[], cache);
    case OrderClass.Object:
      return compareObjects(
        left as Readonly<Record<string, unknown>>,
        right as Readonly<Record<string, unknown>>,
        cache,
      );
    case OrderClass.Empty:
    case OrderClass.Other:
      return 0;
    default:
      return compareScalarKeys(a, b);
  }
}

/**
 * The total order of two values: negative, zero (equal for sort, group and lookup keys) or
 * positive. Uses a fresh cache: evaluators keep one per run.
 * @public
 */
export function compareOrder(left: unknown, right: unknown, timeZone: string): number {
  return compareWithCache(left, right, createTemporalCache(timeZone));
}

/** {@link compareOrder} with a cache. @internal */
export function compareWithCache(left: unknown, right: unknown, cache: TemporalCache): number {
  const a = fillOrderKey(left, newOrderKey(), cache);
  const b = fillOrderKey(right, newOrderKey(), cache);
  return compareKeys(a, left, b, right, cache);
}

function compareArrays(
  left: readonly unknown[],
  right: readonly unknown[],
  cache: TemporalCache,
): number {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const order = compareWithCache(left[index], right[index], cache);
    if (order !== 0) return order;
  }
  return left.length === right.length ? 0 : left.length < right.length ? -1 : 1;
}

function sortedKeys(value: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(value).sort(compareText);
}

function compareObjects(
  left: Readonly<Record<string, unknown>>,
  right: Readonly<Record<string, unknown>>,
  cache: TemporalCache,
): number {
  const leftKeys = sortedKeys(left);
  const rightKeys = sortedKeys(right);
  const length = Math.min(leftKeys.length, rightKeys.length);
  for (let index = 0; index < length; index += 1) {
    const name = compareText(leftKeys[index]!, rightKeys[index]!);
    if (name !== 0) return name;
    const order = compareWithCache(left[leftKeys[index]!], right[rightKeys[index]!], cache);
    if (order !== 0) return order;
  }
  return leftKeys.length === rightKeys.length ? 0 : leftKeys.length < rightKeys.length ? -1 : 1;
}

/**
 * A text that two values share exactly when the total order says they are equal: the hash key of
 * groups and lookups.
 * @internal
 */
export function canonicalKey(value: unknown, cache: TemporalCache): string {
  const key = fillOrderKey(value, newOrderKey(), cache);
  switch (key.cls) {
    case OrderClass.Empty:
      return 'e';
    case OrderClass.Boolean:
      return key.num === 1 ? 'b1' : 'b0';
    case OrderClass.Number:
      return `n${key.num}`;
    case OrderClass.Temporal:
      return `t${key.num}${key.sub === 0 ? 'D' : 'T'}`;
    case OrderClass.Text:
      return `s${key.text}`;
    case OrderClass.Array:
      return `a${JSON.stringify((value as readonly unknown[]).map((item) => canonicalKey(item, cache)))}`;
    case OrderClass.Object: {
      const object = value as Readonly<Record<string, unknown>>;
      const entries = sortedKeys(object).map((name) => [name, canonicalKey(object[name], cache)]);
      return `o${JSON.stringify(entries)}`;
    }
    default:
      return 'x';
  }
}

/**
 * Among values the total order holds equal ('12' and 12, two spellings of one instant), the one a
 * group key or max/min reports: numbers before text, texts by code point; otherwise the first.
 * @internal
 */
export function preferredOf(current: unknown, candidate: unknown): unknown {
  if (current === candidate) return current;
  const a = typeof current;
  const b = typeof candidate;
  if (a === 'number')
    return b === 'number' && (candidate as number) < (current as number) ? candidate : current;
  if (b === 'number') return candidate;
  if (a === 'string' && b === 'string') {
    return compareText(candidate as string, current as string) < 0 ? candidate : current;
  }
  return current;
}
