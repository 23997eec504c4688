/**
 * A `Storage` held in memory, for the session and version stores in tests and stories; `items`
 * shows what was written.
 * @example createSessionStore({ storage: createMemoryStorage({ _token: '"tok"' }) })
 * @public
 */
export function createMemoryStorage(
  initial: Readonly<Record<string, string>> = {},
): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}
