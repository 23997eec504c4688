import type { TenantContext } from '../access/requestContext';

/**
 * Definitions a server process keeps between requests, each for the generation of its client's
 * definitions it was read in (`definition_generations`, migration 0013): an entry answers only a
 * request whose authentication read the same generation, so a change is seen by the very next
 * request that starts after its commit, in every process, with no message between them.
 *
 * Why an entry is never older than what it answers: the generation is bumped in the commit that
 * changes a definition, and a request loads on a miss after it read the generation, in the same
 * transaction (a later snapshot): what it loads is at least as new as that generation. (It may be
 * newer, when a change commits in between: the requests that read the old generation then get the
 * newer definition, which they could have read themselves a moment later.) So a caller must read
 * through the cache only in a transaction that has written no definitions (its own uncommitted
 * change would be kept under a generation that does not hold it) — the runtime's read paths.
 *
 * Entries are deep-frozen (one object serves many requests: a caller that changed one would
 * change it for all of them) and the least recently used go first past `capacity`. Absent
 * definitions are not kept: a miss for an unknown id costs one query, as without the cache.
 * @internal
 */
export interface DefinitionCache {
  /**
   * The definition `key` names (unique within the client: kind, version and id or route key),
   * from the cache when it holds it for the tenant's generation, else from `load`. Without a
   * generation (a visitor's call), always `load`.
   */
  read<T extends object>(
    tenant: Pick<TenantContext, 'client' | 'definitionsGeneration'>,
    key: string,
    load: () => Promise<T | undefined>,
  ): Promise<T | undefined>;
}

/** The key of a definition of `kind` in a version, by its id or another unique name (route key). @internal */
export function definitionKey(kind: string, versionId: string, name: string): string {
  return `${kind}\u0000${versionId}\u0000${name}`;
}

interface Entry {
  readonly generation: string;
  readonly value: object;
}

/** The default number of definitions a process keeps. @internal */
export const DEFINITION_CACHE_CAPACITY = 2_000;

/** A definition cache of its own for one server (one database). @internal */
export function createDefinitionCache(capacity = DEFINITION_CACHE_CAPACITY): DefinitionCache {
  const entries = new Map<string, Entry>();
  return {
    async read(tenant, key, load) {
      const generation = tenant.definitionsGeneration;
      if (generation === undefined) return load();
      const cacheKey = `${tenant.client.id}\u0000${key}`;
      const entry = entries.get(cacheKey);
      if (entry !== undefined && entry.generation === generation) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(cacheKey);
        entries.set(cacheKey, entry);
        return entry.value as Awaited<ReturnType<typeof load>>;
      }
      const value = await load();
      if (value === undefined) return undefined;
      deepFreeze(value);
      entries.delete(cacheKey);
      entries.set(cacheKey, { generation, value });
      if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}
