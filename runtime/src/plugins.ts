import { createRegistry } from '@tessera/engine';
import { FIELDS_BASIC_NAMESPACE, fieldsBasic, fieldsBasicMessages } from '@tessera/fields-basic';
import { fieldsBasicRenderers } from '@tessera/fields-basic/runtime';
import {
  FIELDS_CHOICE_NAMESPACE,
  fieldsChoice,
  fieldsChoiceMessages,
} from '@tessera/fields-choice';
import { fieldsChoiceRenderers } from '@tessera/fields-choice/runtime';
import {
  FIELDS_GROUPS_NAMESPACE,
  fieldsGroups,
  fieldsGroupsMessages,
} from '@tessera/fields-groups';
import { fieldsGroupsRenderers } from '@tessera/fields-groups/runtime';
import { addNamespaceMessages } from '@tessera/i18n';
import type { FieldRenderers } from '@tessera/react';
import type { i18n as I18n } from 'i18next';

// The runtime's one composition of plugins (CONVENTIONS §4): the registry the form stores are
// created with, the renderers the form view draws with, and the plugins' texts. Only the form
// screens import this module, so the plugins' inputs load with their (lazy) chunk.

/** Every field type the runtime knows; `createRegistry` rejects duplicates and missing dependencies. */
export const registry = createRegistry([fieldsBasic, fieldsChoice, fieldsGroups]);

/** The runtime components of every field type, one stable object for `FormView`. */
export const renderers: FieldRenderers = Object.freeze({
  ...fieldsBasicRenderers,
  ...fieldsChoiceRenderers,
  ...fieldsGroupsRenderers,
});

/**
 * Adds each plugin's texts to the app's i18n under the plugin's namespace, in every language;
 * bundles already there are left alone, so calling it again costs nothing.
 */
export function registerPluginMessages(i18n: I18n): void {
  addNamespaceMessages(i18n, FIELDS_BASIC_NAMESPACE, fieldsBasicMessages);
  addNamespaceMessages(i18n, FIELDS_CHOICE_NAMESPACE, fieldsChoiceMessages);
  addNamespaceMessages(i18n, FIELDS_GROUPS_NAMESPACE, fieldsGroupsMessages);
}
