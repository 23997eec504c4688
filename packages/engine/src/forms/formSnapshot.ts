import type { ChunkedList } from './chunkedList';
import type { FieldState, FormState } from './formState.types';

/** A snapshot's two lists. */
interface SnapshotLists {
  readonly valueList: ChunkedList<unknown>;
  readonly fieldList: ChunkedList<FieldState>;
}

/**
 * One version of a form's state. It holds chunked lists that a change copies only where it
 * writes (a change touches a few fields of hundreds), and builds the `values` and `fields`
 * records only when someone reads them — from its own lists, so an old snapshot stays what it was.
 */
export class FormSnapshot implements FormState {
  readonly #ids: readonly string[];
  readonly #index: ReadonlyMap<string, number>;
  readonly #valueList: ChunkedList<unknown>;
  readonly #fieldList: ChunkedList<FieldState>;
  readonly #lists: SnapshotLists;
  #values: Readonly<Record<string, unknown>> | undefined;
  #fields: Readonly<Record<string, FieldState>> | undefined;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly dirty: boolean;
  readonly warnings: readonly string[];

  constructor(
    ids: readonly string[],
    index: ReadonlyMap<string, number>,
    parts: {
      readonly valueList: ChunkedList<unknown>;
      readonly fieldList: ChunkedList<FieldState>;
      readonly variables: Readonly<Record<string, unknown>>;
      readonly dirty: boolean;
      readonly warnings: readonly string[];
    },
  ) {
    this.#ids = ids;
    this.#index = index;
    this.#valueList = parts.valueList;
    this.#fieldList = parts.fieldList;
    // The parts already hold both lists: handed out as they are, no object per change.
    this.#lists = parts;
    this.variables = parts.variables;
    this.dirty = parts.dirty;
    this.warnings = parts.warnings;
  }

  get values(): Readonly<Record<string, unknown>> {
    this.#values ??= Object.freeze(toRecord(this.#ids, this.#valueList));
    return this.#values;
  }

  get fields(): Readonly<Record<string, FieldState>> {
    this.#fields ??= Object.freeze(toRecord(this.#ids, this.#fieldList));
    return this.#fields;
  }

  value(id: string): unknown {
    const position = this.#index.get(id);
    return position === undefined ? undefined : this.#valueList.get(position);
  }

  field(id: string): FieldState | undefined {
    const position = this.#index.get(id);
    return position === undefined ? undefined : this.#fieldList.get(position);
  }

  /** The lists, for the store's next change to edit. @internal */
  get lists(): SnapshotLists {
    return this.#lists;
  }
}

function toRecord<TValue>(
  ids: readonly string[],
  list: ChunkedList<TValue>,
): Record<string, TValue> {
  const record: Record<string, TValue> = {};
  ids.forEach((id, position) => {
    record[id] = list.get(position) as TValue;
  });
  return record;
}
