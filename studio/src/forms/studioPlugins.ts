import { createRegistry, type FieldTypeDefinition, type Plugin } from '@tessera/engine';
import { FIELDS_BASIC_NAMESPACE, fieldsBasic, fieldsBasicMessages } from '@tessera/fields-basic';
import { fieldsBasicRenderers } from '@tessera/fields-basic/runtime';
import { fieldsBasicEditors } from '@tessera/fields-basic/studio';
import {
  FIELDS_CHOICE_NAMESPACE,
  fieldsChoice,
  fieldsChoiceMessages,
} from '@tessera/fields-choice';
import { fieldsChoiceRenderers } from '@tessera/fields-choice/runtime';
import { fieldsChoiceEditors } from '@tessera/fields-choice/studio';
import {
  FIELDS_GROUPS_NAMESPACE,
  fieldsGroups,
  fieldsGroupsMessages,
} from '@tessera/fields-groups';
import { fieldsGroupsRenderers } from '@tessera/fields-groups/runtime';
import { fieldsGroupsEditors } from '@tessera/fields-groups/studio';
import { addNamespaceMessages, type Language } from '@tessera/i18n';
import type { FieldRenderers, OptionsEditor, OptionsEditors } from '@tessera/react';
import type { i18n as I18n } from 'i18next';

// The studio's composition of field-type plugins (CONVENTIONS §4), the same plugins the runtime
// composes, through their studio entry points: the registry the palette lists, each type's
// property editor, and the plugins' texts (type names, option labels); and through their runtime
// entry points, the renderers of the live preview.

/** Every field type the studio offers; `createRegistry` rejects duplicates and missing dependencies. */
export const registry = createRegistry([fieldsBasic, fieldsChoice, fieldsGroups]);

/** The plugins' own property editors, by field type name. */
export const optionsEditors: OptionsEditors = Object.freeze({
  ...fieldsBasicEditors,
  ...fieldsChoiceEditors,
  ...fieldsGroupsEditors,
});

/** The plugins' runtime components, one stable object for the live preview's `FormView`. */
export const renderers: FieldRenderers = Object.freeze({
  ...fieldsBasicRenderers,
  ...fieldsChoiceRenderers,
  ...fieldsGroupsRenderers,
});

const pluginTexts: readonly (readonly [Plugin, string, Readonly<Record<Language, object>>])[] = [
  [fieldsBasic, FIELDS_BASIC_NAMESPACE, fieldsBasicMessages],
  [fieldsChoice, FIELDS_CHOICE_NAMESPACE, fieldsChoiceMessages],
  [fieldsGroups, FIELDS_GROUPS_NAMESPACE, fieldsGroupsMessages],
];

/** The i18n namespace of the plugin that registered a field type (its name, option labels). */
export function fieldTypeNamespace(type: string): string | null {
  for (const [plugin, namespace] of pluginTexts) {
    if (plugin.fieldTypes.some((definition) => definition.type === type)) return namespace;
  }
  return null;
}

/** A field type's own property editor, when its plugin has one. */
export function optionsEditorOf(type: string): OptionsEditor<Record<string, unknown>> | null {
  const editor = (optionsEditors as Readonly<Record<string, unknown>>)[type];
  return (editor as OptionsEditor<Record<string, unknown>> | undefined) ?? null;
}

/** The registered definition of a field type; `null` for a type no plugin registered. */
export function fieldTypeOf(type: string): FieldTypeDefinition | null {
  const resolved = registry.resolveFieldType(type);
  return resolved.ok ? resolved.definition : null;
}

/**
 * Adds each plugin's texts to the studio's i18n under the plugin's namespace, in every language;
 * bundles already there are left alone, so calling it again costs nothing.
 */
export function registerPluginMessages(i18n: I18n): void {
  for (const [, namespace, messages] of pluginTexts)
    addNamespaceMessages(i18n, namespace, messages);
}
