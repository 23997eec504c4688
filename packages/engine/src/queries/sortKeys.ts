import type { SortDirection } from './query.types';
import type { Frame, FrameReader } from './rowAccess';
import {
  compareKeys,
  compareText,
  fillOrderKey,
  newOrderKey,
  OrderClass,
  type OrderKey,
  type TemporalCache,
} from './valueOrder';

// Sorting by the total order, decorated: each row's keys are classified once when it arrives,
// into flat arrays per key (class, number, sub-rank, text, the value for arrays and objects), so
// the n·log n comparisons compare numbers and texts and never classify again.

/** One sort key, compiled. @internal */
export interface SortKeySpec {
  readonly read: FrameReader;
  readonly direction: SortDirection;
}

interface KeyColumn {
  readonly read: FrameReader;
  readonly sign: number;
  readonly cls: number[];
  readonly num: number[];
  readonly sub: number[];
  readonly text: string[];
  readonly value: unknown[];
}

/**
 * Collects the keys of rows and orders them: `add` each row, then `order`. A class, so that
 * `add` is one function whatever sort or run it serves (stable call targets stay optimised).
 * @internal
 */
export class SortKeys {
  private readonly columns: KeyColumn[];
  private readonly cache: TemporalCache;
  private readonly scratch = newOrderKey();
  private count = 0;

  constructor(specs: readonly SortKeySpec[], cache: TemporalCache) {
    this.cache = cache;
    this.columns = specs.map((spec) => ({
      read: spec.read,
      sign: spec.direction === 'desc' ? -1 : 1,
      cls: [],
      num: [],
      sub: [],
      text: [],
      value: [],
    }));
  }

  /** Classifies the keys of one more row. */
  add(frame: Frame): void {
    for (const column of this.columns) {
      const value = column.read(frame);
      const key = fillOrderKey(value, this.scratch, this.cache);
      column.cls.push(key.cls);
      column.num.push(key.num);
      column.sub.push(key.sub);
      column.text.push(key.text);
      column.value.push(key.cls >= OrderClass.Array ? value : undefined);
    }
    this.count += 1;
  }

  /** Positions of the added rows in sorted order; ties keep the order rows were added in. */
  order(): number[] {
    const { columns, cache } = this;
    const left = newOrderKey();
    const right = newOrderKey();
    const load = (column: KeyColumn, index: number, into: OrderKey): OrderKey => {
      into.cls = column.cls[index] as OrderClass;
      into.num = column.num[index]!;
      into.sub = column.sub[index]!;
      into.text = column.text[index]!;
      return into;
    };
    const compare = (a: number, b: number): number => {
      for (const column of columns) {
        const classA = column.cls[a]!;
        const classB = column.cls[b]!;
        let order: number;
        if (classA !== classB) order = classA < classB ? -1 : 1;
        else if (classA === OrderClass.Text) order = compareText(column.text[a]!, column.text[b]!);
        else if (classA === OrderClass.Array || classA === OrderClass.Object) {
          order = compareKeys(
            load(column, a, left),
            column.value[a],
            load(column, b, right),
            column.value[b],
            cache,
          );
        } else {
          const numA = column.num[a]!;
          const numB = column.num[b]!;
          const subA = column.sub[a]!;
          const subB = column.sub[b]!;
          order = numA !== numB ? (numA < numB ? -1 : 1) : subA === subB ? 0 : subA < subB ? -1 : 1;
        }
        if (order !== 0) return order * column.sign;
      }
      return a - b;
    };
    const positions = Array.from({ length: this.count }, (_, index) => index);
    return positions.sort(compare);
  }
}
