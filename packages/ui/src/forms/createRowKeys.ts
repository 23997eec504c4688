/**
 * Stable React keys for the rows of one repeating group. Rows have no ids of their own, so the
 * form view keeps a key per row and moves it with the row when it inserts or removes one: a row
 * that only moved keeps its component, and a row that did not move is not rendered again.
 * Keys are `<prefix>-<n>` (`items-3`), usable in element ids: the row's inputs are named by it.
 * @internal
 */
export interface RowKeys {
  /** The keys for `count` rows: keys are added or dropped at the end when the store changed the rows itself. */
  sync(count: number): readonly string[];
  /** Puts a key at `index` (a new one unless given), before the store inserts the row there. */
  insert(index: number, key?: string): void;
  /** Drops the key at `index`, before the store removes the row; returns it, to put it back. */
  remove(index: number): string | undefined;
  /** Where the row of `key` is now; -1 when no row has it. */
  indexOf(key: string): number;
}

/** Creates the row keys of one repeating group. @internal */
export function createRowKeys(prefix: string): RowKeys {
  let keys: string[] = [];
  // Built on the first `indexOf` after a change: every field of every row asks, once per change.
  let positions: Map<string, number> | null = null;
  let next = 0;
  const newKey = () => `${prefix}-${next++}`;
  const update = (updated: string[]) => {
    keys = updated;
    positions = null;
  };
  return {
    sync(count) {
      if (keys.length === count) return keys;
      update(
        keys.length > count
          ? keys.slice(0, count)
          : [...keys, ...Array.from({ length: count - keys.length }, newKey)],
      );
      return keys;
    },
    insert(index, key = newKey()) {
      update([...keys.slice(0, index), key, ...keys.slice(index)]);
    },
    remove(index) {
      const removed = keys[index];
      update(keys.filter((_, position) => position !== index));
      return removed;
    },
    indexOf(key) {
      positions ??= new Map(keys.map((rowKey, position) => [rowKey, position]));
      return positions.get(key) ?? -1;
    },
  };
}
