import type { PipelineRow, QueryRecord } from './queryRun.types';
import { laxRecordReader, recordRow, strictRecordReader } from './rowAccess';
import type { RunState } from './runState';

// Records a lookup brings in, with the values later stages read from them taken out once when the
// lookup builds its table ("projection pushdown"): reading `customer.name` on every row is then
// an array read, not a property look-up by name (which V8 cannot specialise in a reader shared by
// every field) and not a fresh boxed number each time. The values sit in columns, one per
// extract, shared by the records of one table: a run allocates a handful of arrays, not one per
// record, and the rows that read one extract read one dense array. Numbers an aggregation adds
// up sit in Float64Arrays, unboxed.

/**
 * The values taken out of the records of one lookup table: a column per extract. A lookup keeps
 * one for all its runs and refills it for each: the number columns are reused when they are long
 * enough, since allocating large typed arrays (off the JavaScript heap) run after run cost more
 * than filling them, and made the collector run more often.
 * @internal
 */
export class JoinColumns {
  /** `values[extract][record's index]`. */
  values: unknown[][] = [];
  /** `numbers[column][record's index]`: the columns of {@link Extracts.numbers}. */
  numbers: Float64Array[] = [];
  /** `summaries[id][list's number]`: {@link JoinedList.summary}, NaN until worked out. */
  summaries: Float64Array[] = [];
  /**
   * The records of every list of the table, list after list, as their positions (indices):
   * a list is a range of it ({@link JoinedList.start} to {@link JoinedList.end}).
   */
  positions: Int32Array = new Int32Array(0);
  /**
   * `listNumbers[column][i]` = `numbers[column][positions[i]]`: the number columns again in the
   * order of {@link positions}, so that the numbers of one list's records lie side by side (a
   * list's records are spread over the provider; reading them by position cost a cache miss each).
   */
  listNumbers: Float64Array[] = [];
}

/** `columns[index]` with at least `length` numbers (the one there when long enough). */
function reuseColumn(columns: Float64Array[], index: number, length: number): Float64Array {
  const known = columns[index];
  if (known !== undefined && known.length >= length) return known;
  const made = new Float64Array(Math.max(length, 16));
  columns[index] = made;
  return made;
}

/** A record a lookup brought in: its place in its table's columns. @internal */
export class JoinedRecord {
  /** The record's row, made the first time a row object is needed, shared from then on. */
  private madeRow: PipelineRow | undefined = undefined;

  constructor(
    /** The record; a lookup's next run may put another in its place (see {@link reuse}). */
    public record: QueryRecord,
    /** Its position in its table (and so in the foreign provider's order among joined records). */
    readonly index: number,
    readonly columns: JoinColumns,
  ) {}

  /**
   * Stands for another record at the same position of the same columns: a lookup's next run. A
   * lookup keeps its joined records from run to run, so that a run allocates none (ten thousand
   * foreign records were ten thousand objects a run, each still alive when the collector ran).
   */
  reuse(record: QueryRecord): void {
    this.record = record;
    this.madeRow = undefined;
  }

  /** The value of an extract ({@link Extracts.index}) for this record. */
  value(at: number): unknown {
    return this.columns.values[at]![this.index];
  }

  /** The record's row (`recordRow`), made once: every row that joined it shares it. */
  row(): PipelineRow {
    this.madeRow ??= recordRow(this.record);
    return this.madeRow;
  }
}

/**
 * A lookup's matches for one row: the joined records (in the foreign provider's order) and their
 * positions in the table's columns — the range `start` to `end` of `positions` — so that adding
 * up their numbers reads only the columns. Shared by every row with the same key: never changed.
 * @internal
 */
export class JoinedList {
  /** How many records. */
  readonly length: number;
  constructor(
    readonly records: readonly JoinedRecord[],
    /** The records' positions are `positions[start]` ... `positions[end - 1]`. */
    readonly positions: Int32Array,
    readonly start: number,
    readonly end: number,
    readonly columns: JoinColumns,
    /** Its place among its table's lists (in the summary columns); -1: a list made for one row. */
    readonly number: number,
  ) {
    this.length = records.length;
  }

  /**
   * A number worked out over the whole list once (a count over its records, the position of its
   * greatest), however many rows share the list. `id`: from {@link Extracts.summaryId}.
   */
  summary(id: number, compute: (list: JoinedList) => number): number {
    if (this.number < 0) return compute(this);
    const column = this.columns.summaries[id]!;
    const known = column[this.number]!;
    if (!Number.isNaN(known)) return known;
    const value = compute(this);
    column[this.number] = value;
    return value;
  }

  /** A list of `records` of one table with positions of its own (not one of the table's lists). */
  static of(records: readonly JoinedRecord[], columns: JoinColumns): JoinedList {
    const positions = Int32Array.from(records, (joined) => joined.index);
    return new JoinedList(Object.freeze(records), positions, 0, positions.length, columns, -1);
  }

  /**
   * The lists of one table, numbered in order, their positions laid out one after the other in
   * `columns.positions` (reused from the previous run when long enough).
   */
  static table(lists: readonly (readonly JoinedRecord[])[], columns: JoinColumns): JoinedList[] {
    let total = 0;
    for (const records of lists) total += records.length;
    if (columns.positions.length < total) columns.positions = new Int32Array(total);
    const { positions } = columns;
    const made: JoinedList[] = [];
    let start = 0;
    for (const records of lists) {
      for (let index = 0; index < records.length; index += 1) {
        positions[start + index] = records[index]!.index;
      }
      const end = start + records.length;
      made.push(
        new JoinedList(Object.freeze(records), positions, start, end, columns, made.length),
      );
      start = end;
    }
    for (let column = 0; column < columns.numbers.length; column += 1) {
      const byPosition = columns.numbers[column]!;
      const inListOrder = reuseColumn(columns.listNumbers, column, total);
      for (let index = 0; index < total; index += 1) {
        inListOrder[index] = byPosition[positions[index]!]!;
      }
    }
    return made;
  }
}

/** One value taken out of each joined record when the lookup builds its table. @internal */
export interface Extract {
  readonly key: string;
  /** Works the value out; earlier extracts of the record are already in its columns. */
  compute(joined: JoinedRecord, run: RunState): unknown;
}

/** Numbers taken out of each joined record together, into `width` number columns. @internal */
export interface NumberExtract {
  readonly key: string;
  readonly first: number;
  readonly width: number;
  /** Writes the record's numbers at its index into `numbers[first]` ... `numbers[first + width - 1]`. */
  write(joined: JoinedRecord, run: RunState, numbers: readonly Float64Array[], first: number): void;
}

/**
 * The values later stages read from the records of one lookup — paths inside them, and whatever
 * else depends on nothing but the record (an aggregation's condition on it, its contribution to
 * a sum) — registered while those stages compile; the lookup works them out for the records of
 * its table when it builds it.
 * @internal
 */
export class Extracts {
  readonly list: Extract[] = [];
  readonly numberList: NumberExtract[] = [];
  private numberWidth = 0;
  private summaries = 0;

  /** A new id for {@link JoinedList.summary} on the lists of this lookup. */
  summaryId(): number {
    this.summaries += 1;
    return this.summaries - 1;
  }

  /** The position of a computed value ({@link JoinedRecord.value}), registered once by key. */
  index(key: string, compute: Extract['compute']): number {
    const known = this.list.findIndex((extract) => extract.key === key);
    if (known >= 0) return known;
    this.list.push({ key, compute });
    return this.list.length - 1;
  }

  /** The position of a path's value: strict (the conditions' rule) or lax (query paths). */
  indexPath(path: readonly string[], strict: boolean): number {
    const read = strict ? strictRecordReader(path) : laxRecordReader(path);
    return this.index(`${strict ? 's' : 'l'}${JSON.stringify(path)}`, (joined) =>
      read(joined.record),
    );
  }

  /**
   * The first of `width` number columns ({@link JoinColumns.numbers}) that `write` fills for
   * each record, registered once by key. Written after every value extract of the record.
   */
  numbers(key: string, width: number, write: NumberExtract['write']): number {
    const known = this.numberList.find((extract) => extract.key === key);
    if (known !== undefined) return known.first;
    const first = this.numberWidth;
    this.numberList.push({ key, first, width, write });
    this.numberWidth += width;
    return first;
  }

  /**
   * Works every extract out for the records of a table (indexed 0...n-1, sharing `columns`), and
   * makes room for the summaries of its `listCount` lists.
   */
  fill(
    columns: JoinColumns,
    records: readonly JoinedRecord[],
    listCount: number,
    run: RunState,
  ): void {
    for (let id = 0; id < this.summaries; id += 1) {
      reuseColumn(columns.summaries, id, listCount).fill(Number.NaN, 0, listCount);
    }
    // Column by column, in registration order: an extract may read the ones before it. Loops by
    // position: run once per run and long, they run in on-stack-replaced code, where `for...of`
    // made an iterator result per record. The previous run's value columns are refilled in
    // place (new arrays grown by push were most of what a run's lookup allocated), cut to this
    // run's length first: a column never holds a value of a record not in this table.
    const { length } = records;
    for (let at = 0; at < this.list.length; at += 1) {
      const extract = this.list[at]!;
      let column = columns.values[at];
      if (column === undefined) {
        column = [];
        columns.values.push(column);
      } else if (column.length > length) {
        column.length = length;
      }
      for (let index = 0; index < length; index += 1) {
        const value = extract.compute(records[index]!, run);
        if (index < column.length) column[index] = value;
        else column.push(value);
      }
    }
    for (let index = 0; index < this.numberWidth; index += 1) {
      reuseColumn(columns.numbers, index, records.length);
    }
    for (const extract of this.numberList) {
      for (let index = 0; index < records.length; index += 1) {
        extract.write(records[index]!, run, columns.numbers, extract.first);
      }
    }
  }
}
