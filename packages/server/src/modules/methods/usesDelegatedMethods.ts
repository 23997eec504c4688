import { DELEGATED_METHOD_TYPES } from '@tessera/engine';

const delegatedTypes: ReadonlySet<unknown> = new Set(DELEGATED_METHOD_TYPES);

/**
 * Whether a definition holds a method the engine delegates to the host anywhere in it (an object
 * whose `type` is a delegated method type). Replays of forms without one need not wait for the
 * host at all, which keeps the common save free of event-loop turns.
 * @internal
 */
export function usesDelegatedMethods(definition: unknown): boolean {
  if (Array.isArray(definition)) return definition.some(usesDelegatedMethods);
  if (typeof definition !== 'object' || definition === null) return false;
  const record = definition as Record<string, unknown>;
  if (delegatedTypes.has(record.type)) return true;
  return Object.values(record).some(usesDelegatedMethods);
}
