/**
 * JSON with object keys sorted, so two values that differ only in key order (an edit may rebuild
 * an object with its keys in another order) read the same — the unsaved-changes check's measure.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
