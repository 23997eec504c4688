import type { ActionTypeDefinition } from './actionTypes.types';
import type { BlockTypeDefinition } from './blockTypes.types';
import type { FieldTypeDefinition } from './fieldTypes.types';

/** A plugin: a namespaced bundle of field, block and action types. @public */
export interface Plugin {
  /** Namespaced package name, e.g. `@tessera/fields-basic`. */
  readonly name: string;
  /** Names of plugins that must be registered too. */
  readonly dependencies: readonly string[];
  readonly fieldTypes: readonly FieldTypeDefinition[];
  readonly blockTypes: readonly BlockTypeDefinition[];
  readonly actionTypes: readonly ActionTypeDefinition[];
}

// Each type has its own options and value types; the registry hands them out by stored name.
// biome-ignore lint/suspicious/noExplicitAny: erased per-type generics.
type AnyFieldType = FieldTypeDefinition<any, any>;
// biome-ignore lint/suspicious/noExplicitAny: erased per-type generics.
type AnyBlockType = BlockTypeDefinition<any>;
// biome-ignore lint/suspicious/noExplicitAny: erased per-type generics.
type AnyActionType = ActionTypeDefinition<any>;

/** Input of {@link definePlugin}. @public */
export interface PluginInput {
  readonly name: string;
  readonly dependencies?: readonly string[];
  readonly fieldTypes?: readonly AnyFieldType[];
  readonly blockTypes?: readonly AnyBlockType[];
  readonly actionTypes?: readonly AnyActionType[];
}

const PLUGIN_NAME = /^(@[a-z0-9-]+\/)?[a-z0-9-]+$/;

/**
 * Defines a plugin as a frozen plain object.
 * @example definePlugin({ name: '@tessera/fields-basic', fieldTypes: [textFieldType] })
 * @public
 */
export function definePlugin(input: PluginInput): Plugin {
  if (!PLUGIN_NAME.test(input.name)) {
    throw new TypeError(
      `Plugin name "${input.name}" must be a package name such as "@scope/name".`,
    );
  }
  return Object.freeze({
    name: input.name,
    dependencies: Object.freeze([...(input.dependencies ?? [])]),
    fieldTypes: Object.freeze([...(input.fieldTypes ?? [])]) as readonly FieldTypeDefinition[],
    blockTypes: Object.freeze([...(input.blockTypes ?? [])]) as readonly BlockTypeDefinition[],
    actionTypes: Object.freeze([...(input.actionTypes ?? [])]) as readonly ActionTypeDefinition[],
  });
}
