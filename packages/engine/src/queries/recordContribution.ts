import { countDecimals } from '../expressions/roundToDecimals';
import {
  type AccumulatorSlots,
  addBest,
  Contribution,
  type GroupState,
  type Method,
} from './groupAccumulator';
import type { JoinColumns, JoinedList } from './joinedRecord';
import { compareKeys, type OrderClass, preferredOf, type TemporalCache } from './valueOrder';

// The contributions of record-tier aggregations (compileAggregations.ts): worked out once per
// foreign record when its lookup builds the table, kept in number columns (JoinColumns), and
// added on every row that unwound the record by an adder made for the aggregation's method —
// a few array reads and additions, no general dispatch.

/** Number columns per method: count [1 or 0]; sum/average [number, decimals]; max/min [class, number, sub-rank]. */
const COLUMNS: readonly number[] = [1, 2, 2, 3, 3];

/** How many number columns a record's contribution to an aggregation of `method` takes. @internal */
export function contributionColumns(method: Method): number {
  return COLUMNS[method]!;
}

/**
 * Writes a contribution into number columns at `index`: NaN in the first column when it adds
 * nothing (a count: 0). A max/min's value itself is kept in a value column of its own.
 * @internal
 */
export function writeContribution(
  part: Contribution,
  method: Method,
  numbers: readonly Float64Array[],
  first: number,
  index: number,
): void {
  switch (method) {
    case 0: // count
      numbers[first]![index] = part.ok ? 1 : 0;
      return;
    case 1: // sum
    case 2: // average
      numbers[first]![index] = part.ok ? part.num : Number.NaN;
      numbers[first + 1]![index] = part.ok ? countDecimals(part.num) : 0;
      return;
    default:
      numbers[first]![index] = part.ok ? part.key.cls : Number.NaN;
      numbers[first + 1]![index] = part.key.num;
      numbers[first + 2]![index] = part.key.sub;
  }
}

/**
 * Adds the contributions of joined records (written by {@link writeContribution}) to a group, in
 * order: the records at `positions[start]` ... `positions[end - 1]` of one table's `columns` —
 * the rows an unwind made of one row's matches, or one row's record.
 * @internal
 */
export type RecordAdder = (
  group: GroupState,
  positions: Int32Array,
  start: number,
  end: number,
  columns: JoinColumns,
  cache: TemporalCache,
) => void;

/** Adds the contributions of all the records of a lookup's matches to a group. @internal */
export type ListAdder = (group: GroupState, list: JoinedList, cache: TemporalCache) => void;

/** How a record-tier aggregation adds joined records. @internal */
export interface RecordAdders {
  readonly records: RecordAdder;
  readonly list: ListAdder;
}

/** The columns of a record-tier aggregation's contribution. */
interface ContributionColumns {
  readonly first: number;
  /** Max/min: the value column. */
  readonly valueColumn: number;
}

/** Loads a max/min's contribution of the record at `position` into `part` (`ok`: it has one). */
function loadBest(
  part: Contribution,
  columns: JoinColumns,
  { first, valueColumn }: ContributionColumns,
  position: number,
): Contribution {
  const cls = columns.numbers[first]![position]!;
  part.ok = !Number.isNaN(cls);
  if (!part.ok) return part;
  const value = columns.values[valueColumn]![position];
  const key = part.key;
  part.value = value;
  key.cls = cls as OrderClass;
  key.num = columns.numbers[first + 1]![position]!;
  key.sub = columns.numbers[first + 2]![position]!;
  key.text = cls === 4 /* OrderClass.Text */ ? (value as string) : '';
  return part;
}

/**
 * The position of a list's greatest (max) or least (min) record with a contribution, or -1: the
 * first of the best in its order, or another spelling `preferredOf` prefers — what adding its
 * records one by one would keep, so adding just this one to a group gives the same. `best` and
 * `candidate`: scratch contributions to work in.
 */
function bestOf(
  list: JoinedList,
  where: ContributionColumns,
  wantsMore: boolean,
  cache: TemporalCache,
  best: Contribution,
  candidate: Contribution,
): number {
  let found = -1;
  const { positions } = list;
  for (let index = list.start; index < list.end; index += 1) {
    const position = positions[index]!;
    if (!loadBest(candidate, list.columns, where, position).ok) continue;
    if (found < 0) {
      found = position;
      loadBest(best, list.columns, where, position);
      continue;
    }
    const order = compareKeys(candidate.key, candidate.value, best.key, best.value, cache);
    const better =
      order === 0
        ? preferredOf(best.value, candidate.value) !== best.value
        : wantsMore
          ? order > 0
          : order < 0;
    if (better) {
      found = position;
      loadBest(best, list.columns, where, position);
    }
  }
  return found;
}

/**
 * The adders of a record-tier aggregation whose contribution starts at number column `first`;
 * `valueColumn`: the value column of a max/min; `summaryId`: its place in a list's summaries.
 * Count, max and min add a whole list from its summary (their parts add up in any grouping);
 * a sum adds its records one by one, in order, as the rows come (the same arithmetic).
 * @internal
 */
export function createRecordAdders(
  slots: AccumulatorSlots,
  first: number,
  valueColumn: number,
  summaryId: number,
): RecordAdders {
  const at = slots.offset;
  const where: ContributionColumns = { first, valueColumn };
  switch (slots.method) {
    case 0: {
      // count
      const countOf = (
        positions: Int32Array,
        start: number,
        end: number,
        columns: JoinColumns,
      ): number => {
        const counts = columns.numbers[first]!;
        let found = 0;
        for (let index = start; index < end; index += 1) {
          if (counts[positions[index]!] === 1) found += 1;
        }
        return found;
      };
      const countList = (list: JoinedList) =>
        countOf(list.positions, list.start, list.end, list.columns);
      return {
        records: (group, positions, start, end, columns) => {
          group.numbers[at] = group.numbers[at]! + countOf(positions, start, end, columns);
        },
        list: (group, list) => {
          group.numbers[at] = group.numbers[at]! + list.summary(summaryId, countList);
        },
      };
    }
    case 1: // sum
    case 2: {
      // average
      // addNumber's steps for each record in turn (the same arithmetic, so the same bits), with
      // the running state kept in locals for the whole list.
      // The numbers and decimals at `values[start]`... / `decimals[start]`... (by position, or
      // in list order), added in turn.
      const sumRange = (
        group: GroupState,
        values: Float64Array,
        decimals: Float64Array,
        positions: Int32Array | undefined,
        start: number,
        end: number,
      ) => {
        const numbers = group.numbers;
        let total = numbers[at]!;
        let compensation = numbers[at + 1]!;
        let places = numbers[at + 2]!;
        let count = 0;
        for (let index = start; index < end; index += 1) {
          const position = positions === undefined ? index : positions[index]!;
          const value = values[position]!;
          if (Number.isNaN(value)) continue;
          const next = total + value;
          compensation +=
            Math.abs(total) >= Math.abs(value) ? total - next + value : value - next + total;
          total = next;
          const own = decimals[position]!;
          if (own > places) places = own;
          count += 1;
        }
        numbers[at] = total;
        numbers[at + 1] = compensation;
        numbers[at + 2] = places;
        numbers[at + 3] = numbers[at + 3]! + count;
      };
      return {
        records: (group, positions, start, end, columns) =>
          sumRange(
            group,
            columns.numbers[first]!,
            columns.numbers[first + 1]!,
            positions,
            start,
            end,
          ),
        list: (group, list) => {
          const { columns } = list;
          // A table's list reads its numbers side by side; a list made for one row by position.
          if (list.number < 0) {
            sumRange(
              group,
              columns.numbers[first]!,
              columns.numbers[first + 1]!,
              list.positions,
              list.start,
              list.end,
            );
          } else {
            sumRange(
              group,
              columns.listNumbers[first]!,
              columns.listNumbers[first + 1]!,
              undefined,
              list.start,
              list.end,
            );
          }
        },
      };
    }
    default: {
      const part = new Contribution();
      const wantsMore = slots.method === 3; // max
      const addAt = (
        group: GroupState,
        columns: JoinColumns,
        position: number,
        cache: TemporalCache,
      ) => {
        const bestKey = group.valueKeys[slots.valueSlot];
        const cls = columns.numbers[first]![position]!;
        if (Number.isNaN(cls)) return;
        // Numbers against a number: only a better or an equal one (another spelling) matters.
        if (cls === 2 && bestKey !== undefined && bestKey.cls === 2 /* OrderClass.Number */) {
          const key = columns.numbers[first + 1]![position]!;
          if (wantsMore ? key < bestKey.num : key > bestKey.num) return;
        }
        addBest(slots, group, loadBest(part, columns, where, position), cache);
      };
      let summaryCache: TemporalCache | undefined;
      const best = new Contribution();
      const candidate = new Contribution();
      const bestOfList = (list: JoinedList) =>
        bestOf(list, where, wantsMore, summaryCache!, best, candidate);
      return {
        records: (group, positions, start, end, columns, cache) => {
          for (let index = start; index < end; index += 1) {
            addAt(group, columns, positions[index]!, cache);
          }
        },
        list: (group, list, cache) => {
          summaryCache = cache;
          const position = list.summary(summaryId, bestOfList);
          if (position >= 0) addAt(group, list.columns, position, cache);
        },
      };
    }
  }
}
