import { isEmpty, numericValue } from '../conditions/compareValues';
import { countDecimals, roundToDecimals } from '../expressions/roundToDecimals';
import type { PipelineAggregationMethod } from './query.types';
import {
  compareKeys,
  fillOrderKey,
  newOrderKey,
  type OrderKey,
  preferredOf,
  type TemporalCache,
} from './valueOrder';

// The running state of a group's aggregations, and what one row adds to it. A row's part — its
// "contribution" — is worked out apart from adding it: whether it counts at all (the condition
// holds, the value is one the method takes), the number and its decimals for a sum, the value
// and its place in the total order for a max. So a contribution that depends only on a record a
// lookup brought in is worked out once per record, one that depends only on the row an unwind
// started from once per such row (and added as often as it has rows), and adding it is a few
// arithmetic steps.

/** Method codes, small integers for a dense switch. @internal */
export const Method = Object.freeze({ Count: 0, Sum: 1, Average: 2, Max: 3, Min: 4 } as const);

/** One of {@link Method}. @internal */
export type Method = (typeof Method)[keyof typeof Method];

const METHODS: Readonly<Record<PipelineAggregationMethod, Method>> = {
  count: Method.Count,
  sum: Method.Sum,
  average: Method.Average,
  max: Method.Max,
  min: Method.Min,
};

/** The code of an aggregation method. @internal */
export function methodCode(method: PipelineAggregationMethod): Method {
  return METHODS[method];
}

/** Numbers each method keeps: count [n]; sum/average [sum, compensation, decimals, n]. */
const WIDTH: readonly number[] = [1, 4, 4, 0, 0];

const POWERS_OF_TEN = Array.from({ length: 23 }, (_, exponent) => 10 ** exponent);

/**
 * Whether a number at least 1 in size (and not an integer) has at most `known` decimal places,
 * by its size alone: its shortest round-trip form has at most 17 significant digits, all of its
 * integer digits among them, so it has at most 17 minus that many places. Sums of amounts with
 * binary noise (`1134.5699999999999`) reach that bound soon, and then need no text form (which
 * `countDecimals` would otherwise make for every such value).
 */
function placesBoundedBy(magnitude: number, known: number): boolean {
  if (magnitude < 1) return false;
  let digits = 1;
  while (digits < 17 && magnitude >= POWERS_OF_TEN[digits]!) digits += 1;
  return known >= 17 - digits;
}

/** How many numbers an aggregation of `method` keeps in {@link GroupState.numbers}. @internal */
export function numberWidth(method: Method): number {
  return WIDTH[method]!;
}

/** One aggregation's place in the group state. @internal */
export interface AccumulatorSlots {
  readonly method: Method;
  /** First of its numbers in {@link GroupState.numbers}. */
  readonly offset: number;
  /** Its place in {@link GroupState.values} (max/min), else -1. */
  readonly valueSlot: number;
}

/** One group: its key values and the running state of every aggregation. @internal */
export interface GroupState {
  readonly keys: unknown[];
  readonly numbers: Float64Array;
  /** The best value so far of each max/min. */
  readonly values: unknown[];
  /** Where each best value sits in the total order (filled in place when a better one comes). */
  readonly valueKeys: (OrderKey | undefined)[];
}

/**
 * What one row adds to one aggregation. `ok` false: nothing (the condition fails, or the value
 * is not one the method takes). A class, so every contribution has one shape.
 * @internal
 */
export class Contribution {
  ok = false;
  /** Sum and average: the number (a number, or numeric text read as one). */
  num = 0;
  /** Sum and average: its decimal places; -1 not counted yet (counted when they may matter). */
  dec = -1;
  /** Max and min: the value. */
  value: unknown = undefined;
  /** Max and min: its place in the total order. */
  readonly key: OrderKey = newOrderKey();
}

/** The number a value gives a sum: numbers and numeric text; anything else NaN (left out). */
function numberFor(value: unknown): number {
  if (typeof value === 'number') return value - value === 0 ? value : Number.NaN;
  return typeof value === 'string' ? numericValue(value) : Number.NaN;
}

/**
 * Works out into `into` what a row adds to an aggregation of `method`: `holds` is its condition's
 * answer (true without one), `value` its field's value (`hasField` false: count without a field).
 * @internal
 */
export function prepareContribution(
  into: Contribution,
  method: Method,
  hasField: boolean,
  holds: boolean,
  value: unknown,
  cache: TemporalCache,
): Contribution {
  into.ok = false;
  if (!holds) return into;
  // Literal method codes: the hot paths switch on them (see `addContribution`).
  switch (method) {
    case 0: // count
      into.ok = !hasField || !isEmpty(value);
      return into;
    case 1: // sum
    case 2: {
      // average
      const number = numberFor(value);
      if (Number.isNaN(number)) return into;
      into.num = number;
      into.dec = -1;
      into.ok = true;
      return into;
    }
    default:
      if (isEmpty(value) || (typeof value === 'number' && Number.isNaN(value))) return into;
      into.value = value;
      fillOrderKey(value, into.key, cache);
      into.ok = true;
      return into;
  }
}

function copyKey(from: OrderKey, into: OrderKey): OrderKey {
  into.cls = from.cls;
  into.num = from.num;
  into.sub = from.sub;
  into.text = from.text;
  return into;
}

/**
 * Adds a contribution's number to a sum's state at `at` (sum, compensation, decimals, count)
 * `times` times, step by step as that many rows would: the same arithmetic, so the same bits.
 * `part.dec`: the number's decimal places, or -1 to count them only if the sum's decimals so far
 * do not hold it. Takes the contribution, not its number: a number passed to a call V8 does not
 * inline is boxed, once per call.
 * @internal
 */
export function addNumber(
  numbers: Float64Array,
  at: number,
  part: Pick<Contribution, 'num' | 'dec'>,
  times: number,
): void {
  const value = part.num;
  const decimals = part.dec;
  // Neumaier's compensated sum: the error of each addition is kept apart.
  let sum = numbers[at]!;
  let compensation = numbers[at + 1]!;
  for (let count = 0; count < times; count += 1) {
    const total = sum + value;
    compensation += Math.abs(sum) >= Math.abs(value) ? sum - total + value : value - total + sum;
    sum = total;
  }
  numbers[at] = sum;
  numbers[at + 1] = compensation;
  const known = numbers[at + 2]!;
  if (decimals >= 0) {
    if (decimals > known) numbers[at + 2] = decimals;
  } else if (!Number.isInteger(value)) {
    const power = POWERS_OF_TEN[known]!;
    if (Math.round(value * power) / power !== value && !placesBoundedBy(Math.abs(value), known)) {
      numbers[at + 2] = Math.max(known, countDecimals(value));
    }
  }
  numbers[at + 3] = numbers[at + 3]! + times;
}

/** Offers a max/min its contribution (`ok`): kept when better in the total order. @internal */
export function addBest(
  slots: AccumulatorSlots,
  group: GroupState,
  part: Contribution,
  cache: TemporalCache,
): void {
  const slot = slots.valueSlot;
  const bestKey = group.valueKeys[slot];
  if (bestKey === undefined) {
    group.values[slot] = part.value;
    group.valueKeys[slot] = copyKey(part.key, newOrderKey());
    return;
  }
  const best = group.values[slot];
  const key = part.key;
  const order =
    key.cls === 2 && bestKey.cls === 2 // OrderClass.Number
      ? key.num < bestKey.num
        ? -1
        : key.num > bestKey.num
          ? 1
          : 0
      : compareKeys(key, part.value, bestKey, best, cache);
  if (order === 0) {
    group.values[slot] = preferredOf(best, part.value);
  } else if (slots.method === 3 /* max */ ? order > 0 : order < 0) {
    group.values[slot] = part.value;
    copyKey(key, bestKey);
  }
}

/**
 * Adds a contribution (`ok`) to a group `times` times: the rows of one unwound row that share it.
 * Max and min need it once.
 * @internal
 */
export function addContribution(
  slots: AccumulatorSlots,
  group: GroupState,
  part: Contribution,
  times: number,
  cache: TemporalCache,
): void {
  // Literal codes: loads of `Method.Count` from the frozen object are not folded here by V8.
  switch (slots.method) {
    case 0: // count
      group.numbers[slots.offset] = group.numbers[slots.offset]! + times;
      return;
    case 1: // sum
    case 2: // average
      addNumber(group.numbers, slots.offset, part, times);
      return;
    default: {
      // A number against a number: most rows are not better, and say so in one comparison.
      const best = group.valueKeys[slots.valueSlot];
      const key = part.key;
      if (best !== undefined && key.cls === 2 && best.cls === 2 /* OrderClass.Number */) {
        if (slots.method === 3 /* max */ ? key.num < best.num : key.num > best.num) return;
      }
      addBest(slots, group, part, cache);
    }
  }
}

/** A new group with no rows yet. @internal */
export function createGroupState(
  keys: unknown[],
  numberCount: number,
  valueCount: number,
): GroupState {
  return {
    keys,
    numbers: new Float64Array(numberCount),
    values: new Array(valueCount).fill(undefined),
    valueKeys: new Array(valueCount).fill(undefined),
  };
}

/** An aggregation's value for a group. @internal */
export function accumulatedValue(slots: AccumulatorSlots, group: GroupState): unknown {
  const at = slots.offset;
  const { numbers } = group;
  switch (slots.method) {
    case Method.Count:
      return numbers[at];
    case Method.Sum:
      return numbers[at + 3] === 0
        ? 0
        : roundToDecimals(numbers[at]! + numbers[at + 1]!, numbers[at + 2]!);
    case Method.Average:
      return numbers[at + 3] === 0
        ? null
        : roundToDecimals(numbers[at]! + numbers[at + 1]!, numbers[at + 2]!) / numbers[at + 3]!;
    default:
      return group.values[slots.valueSlot] ?? null;
  }
}
