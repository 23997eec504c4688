import type { Plugin } from './definePlugin';
import type { FieldTypeDefinition } from './fieldTypes.types';
import type { Problem } from './problem';

/** What an app composes its plugins into. @public */
export interface Registry {
  readonly plugins: readonly Plugin[];
  readonly fieldTypes: readonly FieldTypeDefinition[];
  /**
   * The field type stored under `type`, or a problem for stored data naming a type no plugin
   * registered (the form shows such a field in red with "incorrect field type").
   */
  resolveFieldType(
    type: string,
    path?: string,
  ): { ok: true; fieldType: FieldTypeDefinition } | { ok: false; problem: Problem };
}

/** Thrown when plugins cannot be composed: a programming error caught at start-up. @public */
export class RegistryError extends Error {
  override readonly name = 'RegistryError';
}

/**
 * Composes plugins into a registry. Rejects a plugin registered twice, a field type name used by
 * two plugins, and a plugin whose dependency is not registered.
 * @public
 */
export function createRegistry(plugins: readonly Plugin[]): Registry {
  const pluginNames = new Set<string>();
  for (const plugin of plugins) {
    if (pluginNames.has(plugin.name)) {
      throw new RegistryError(`Plugin "${plugin.name}" is registered twice.`);
    }
    pluginNames.add(plugin.name);
  }

  const fieldTypes = new Map<string, { fieldType: FieldTypeDefinition; plugin: string }>();
  for (const plugin of plugins) {
    for (const dependency of plugin.dependencies) {
      if (!pluginNames.has(dependency)) {
        throw new RegistryError(
          `Plugin "${plugin.name}" depends on "${dependency}", which is not registered.`,
        );
      }
    }
    for (const fieldType of plugin.fieldTypes) {
      const existing = fieldTypes.get(fieldType.type);
      if (existing) {
        throw new RegistryError(
          `Field type "${fieldType.type}" is defined by both "${existing.plugin}" and "${plugin.name}".`,
        );
      }
      fieldTypes.set(fieldType.type, { fieldType, plugin: plugin.name });
    }
  }

  return Object.freeze({
    plugins: Object.freeze([...plugins]),
    fieldTypes: Object.freeze([...fieldTypes.values()].map((entry) => entry.fieldType)),
    resolveFieldType(type: string, path = '') {
      const entry = fieldTypes.get(type);
      if (entry) return { ok: true as const, fieldType: entry.fieldType };
      return {
        ok: false as const,
        problem: { path, messageKey: 'fields.incorrectType', params: { type } },
      };
    },
  });
}
