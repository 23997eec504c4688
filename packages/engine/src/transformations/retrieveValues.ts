import { readValuePath, type ValuePath, writeValuePath } from './valuePath';

/**
 * value_retrieve: the value at `path` of the input, or `null` when the path does not exist
 * (JSON has no `undefined`).
 * @public
 */
export function retrieveValue(value: unknown, path: ValuePath): unknown {
  return readValuePath(value, path) ?? null;
}

/**
 * array_column_retrieve: the value at `path` of every item, in order, like PHP's `array_column`:
 * items where the path does not exist are left out, explicit `null`s are kept. A single non-array
 * value counts as a one-item array; `null`/`undefined` gives `null`.
 * @public
 */
export function retrieveArrayColumn(value: unknown, path: ValuePath): unknown[] | null {
  if (value === null || value === undefined) return null;
  const items = Array.isArray(value) ? value : [value];
  const column: unknown[] = [];
  for (const item of items) {
    const cell = readValuePath(item, path);
    if (cell !== undefined) column.push(cell);
  }
  return column;
}

/**
 * unwind with a path, as MongoDB's `$unwind` (and the pipeline's unwind stage): each input item
 * yields one copy per element of the array at `path`, with that element in its place. An item
 * whose path is missing, `null` or an empty array yields nothing; a non-array value at the path
 * yields the item unchanged. A single non-array input counts as a one-item array; `null`/
 * `undefined` gives `null`. Without a path (empty), an array of arrays is flattened by one level.
 * @public
 */
export function unwindValue(value: unknown, path: ValuePath): unknown[] | null {
  if (value === null || value === undefined) return null;
  const items = Array.isArray(value) ? value : [value];
  if (path.length === 0) return items.flat(1);
  const output: unknown[] = [];
  for (const item of items) {
    const inner = readValuePath(item, path);
    if (inner === undefined || inner === null) continue;
    if (!Array.isArray(inner)) {
      output.push(item);
      continue;
    }
    for (const element of inner) output.push(writeValuePath(item, path, element));
  }
  return output;
}
