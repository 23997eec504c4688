/**
 * Stable React keys for the rows of one repeating group. Rows have no ids of their own, so the
 * form view keeps a key per row and moves it with the row when it inserts or removes one: a row
 * that only moved keeps its component, and a row that did not move is not rendered again.
 * @internal
 */
export interface RowKeys {
  /** The keys for `count` rows: keys are added or dropped at the end when the store changed the rows itself. */
  sync(count: number): readonly string[];
  /** Puts a key at `index` (a new one unless given), before the store inserts the row there. */
  insert(index: number, key?: string): void;
  /** Drops the key at `index`, before the store removes the row; returns it, to put it back. */
  remove(index: number): string | undefined;
}

/** Creates the row keys of one repeating group. @internal */
export function createRowKeys(prefix: string): RowKeys {
  let keys: string[] = [];
  let next = 0;
  const newKey = () => `${prefix}:${next++}`;
  return {
    sync(count) {
      if (keys.length === count) return keys;
      keys =
        keys.length > count
          ? keys.slice(0, count)
          : [...keys, ...Array.from({ length: count - keys.length }, newKey)];
      return keys;
    },
    insert(index, key = newKey()) {
      keys = [...keys.slice(0, index), key, ...keys.slice(index)];
    },
    remove(index) {
      const removed = keys[index];
      keys = keys.filter((_, position) => position !== index);
      return removed;
    },
  };
}
