import type { FieldTypeDefinition } from './fieldTypes.types';

/** A plugin: a namespaced bundle of field types (later also block and action types). @public */
export interface Plugin {
  /** Namespaced package name, e.g. `@tessera/fields-basic`. */
  readonly name: string;
  /** Names of plugins that must be registered too. */
  readonly dependencies: readonly string[];
  readonly fieldTypes: readonly FieldTypeDefinition[];
}

/** Input of {@link definePlugin}. @public */
export interface PluginInput {
  readonly name: string;
  readonly dependencies?: readonly string[];
  // Field types are stored behind the erased definition type: the registry hands them out by name.
  // biome-ignore lint/suspicious/noExplicitAny: each field type has its own options and value types.
  readonly fieldTypes?: readonly FieldTypeDefinition<any, any>[];
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
  });
}
