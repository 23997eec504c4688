/** A leaf of a nested value: neither a list, nor a nested object, nor `undefined` (skipped). */
type Leaf<Value> = Exclude<
  Value,
  undefined | readonly unknown[] | { readonly [key: string]: unknown }
>;

const isBlob = (value: unknown): value is Blob =>
  typeof Blob !== 'undefined' && value instanceof Blob;

/**
 * Walks nested lists and objects the way `qs` writes them, calling `visit` with each leaf's
 * path (`['filter', 'id', '0']` for `filter[id][0]`). Dates and blobs are leaves; `undefined`
 * is skipped. Shared by query strings and multipart bodies, so both name nested values alike.
 * @internal
 */
export function flattenNested<Value>(
  fields: { readonly [key: string]: Value },
  visit: (path: readonly string[], leaf: Leaf<Value>) => void,
): void {
  const walk = (path: string[], value: unknown): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk([...path, String(index)], item);
      });
      return;
    }
    if (value !== null && typeof value === 'object' && !(value instanceof Date) && !isBlob(value)) {
      for (const [key, child] of Object.entries(value)) walk([...path, key], child);
      return;
    }
    visit(path, value as Leaf<Value>);
  };
  for (const [key, value] of Object.entries(fields)) walk([key], value);
}

/**
 * `a[b][0]` from `['a', 'b', '0']`, each part passed through `encodePart`.
 * @internal
 */
export function bracketKey(path: readonly string[], encodePart: (part: string) => string): string {
  const [first = '', ...rest] = path;
  return encodePart(first) + rest.map((part) => `[${encodePart(part)}]`).join('');
}
