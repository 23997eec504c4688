import type { ActionTypeDefinition } from './actionTypes.types';
import type { BlockTypeDefinition } from './blockTypes.types';
import type { Plugin } from './definePlugin';
import type { FieldTypeDefinition } from './fieldTypes.types';
import type { Problem } from './problem';

/** The answer of a registry look-up: the type, or a problem to show instead of crashing. @public */
export type Resolved<TDefinition> =
  | { readonly ok: true; readonly definition: TDefinition }
  | { readonly ok: false; readonly problem: Problem };

/** What an app composes its plugins into. @public */
export interface Registry {
  readonly plugins: readonly Plugin[];
  readonly fieldTypes: readonly FieldTypeDefinition[];
  readonly blockTypes: readonly BlockTypeDefinition[];
  readonly actionTypes: readonly ActionTypeDefinition[];
  /**
   * The field type stored under `type`, or a problem for stored data naming a type no plugin
   * registered (the form shows such a field in red with "incorrect field type").
   */
  resolveFieldType(type: string, path?: string): Resolved<FieldTypeDefinition>;
  resolveBlockType(type: string, path?: string): Resolved<BlockTypeDefinition>;
  resolveActionType(type: string, path?: string): Resolved<ActionTypeDefinition>;
}

/** Thrown when plugins cannot be composed: a programming error caught at start-up. @public */
export class RegistryError extends Error {
  override readonly name = 'RegistryError';
}

type Kind = 'fieldTypes' | 'blockTypes' | 'actionTypes';

const labels: Record<Kind, { noun: string; messageKey: string }> = {
  fieldTypes: { noun: 'Field type', messageKey: 'fields.incorrectType' },
  blockTypes: { noun: 'Block type', messageKey: 'blocks.incorrectType' },
  actionTypes: { noun: 'Action type', messageKey: 'actions.incorrectType' },
};

/**
 * Composes plugins into a registry. Rejects a plugin registered twice, a type name used by two
 * plugins, and a plugin whose dependency is not registered.
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
  for (const plugin of plugins) {
    for (const dependency of plugin.dependencies) {
      if (!pluginNames.has(dependency)) {
        throw new RegistryError(
          `Plugin "${plugin.name}" depends on "${dependency}", which is not registered.`,
        );
      }
    }
  }

  const fieldTypes = indexTypes(plugins, 'fieldTypes');
  const blockTypes = indexTypes(plugins, 'blockTypes');
  const actionTypes = indexTypes(plugins, 'actionTypes');

  return Object.freeze({
    plugins: Object.freeze([...plugins]),
    fieldTypes: Object.freeze([...fieldTypes.values()]),
    blockTypes: Object.freeze([...blockTypes.values()]),
    actionTypes: Object.freeze([...actionTypes.values()]),
    resolveFieldType: (type: string, path = '') => resolve(fieldTypes, 'fieldTypes', type, path),
    resolveBlockType: (type: string, path = '') => resolve(blockTypes, 'blockTypes', type, path),
    resolveActionType: (type: string, path = '') => resolve(actionTypes, 'actionTypes', type, path),
  });
}

function indexTypes<TKind extends Kind>(
  plugins: readonly Plugin[],
  kind: TKind,
): Map<string, Plugin[TKind][number]> {
  const index = new Map<string, Plugin[TKind][number]>();
  const owners = new Map<string, string>();
  for (const plugin of plugins) {
    for (const definition of plugin[kind]) {
      const owner = owners.get(definition.type);
      if (owner) {
        throw new RegistryError(
          `${labels[kind].noun} "${definition.type}" is defined by both "${owner}" and "${plugin.name}".`,
        );
      }
      owners.set(definition.type, plugin.name);
      index.set(definition.type, definition);
    }
  }
  return index;
}

function resolve<TDefinition>(
  index: ReadonlyMap<string, TDefinition>,
  kind: Kind,
  type: string,
  path: string,
): Resolved<TDefinition> {
  const definition = index.get(type);
  if (definition) return { ok: true, definition };
  return { ok: false, problem: { path, messageKey: labels[kind].messageKey, params: { type } } };
}
