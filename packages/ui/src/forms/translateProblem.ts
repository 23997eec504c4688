import type { Problem, Registry } from '@tessera/engine';
import type { i18n as I18n } from 'i18next';

/** The i18next namespace of the common catalogue of `@tessera/i18n`. */
const COMMON_NAMESPACE = 'translation';

/** What every problem without wording of its own is shown as: 'Pole zawiera nieprawidłową wartość'. */
const FALLBACK_KEY = 'validations.invalid';

/**
 * Turns a problem into the text shown under a field. @public
 */
export type ProblemTranslator = (problem: Problem, fieldType?: string) => string;

/**
 * The i18next namespace of each registered field type: the name of the plugin that registered
 * it without its scope (`@tessera/fields-basic` → `fields-basic`), the namespace every plugin's
 * messages are added under (`FIELDS_BASIC_NAMESPACE`).
 * @public
 */
export function fieldTypeNamespaces(registry: Registry): ReadonlyMap<string, string> {
  const namespaces = new Map<string, string>();
  for (const plugin of registry.plugins) {
    const namespace = plugin.name.replace(/^@[^/]+\//, '');
    for (const fieldType of plugin.fieldTypes) namespaces.set(fieldType.type, namespace);
  }
  return namespaces;
}

/**
 * Translates the problems of form fields. A problem's `messageKey` carries no namespace, so the
 * text is looked up in this order:
 * 1. a custom message the designer wrote (`params.message`, the regex validator's error message)
 *    is shown as written;
 * 2. the namespace of the plugin that registered the field's type (`validation.min` of a number
 *    field is `fields-basic:validation.min`), so a plugin's wording wins for its own keys;
 * 3. the common catalogue of `@tessera/i18n` (`validations.*` of the engine's rules,
 *    `fields.incorrectType`);
 * 4. otherwise the generic 'Pole zawiera nieprawidłową wartość' — never a raw key on screen.
 * Parameters interpolate as they are (`{{min}}`, `{{count}}` picks the plural form).
 * @example
 * const translate = createProblemTranslator(i18n, fieldTypeNamespaces(registry));
 * translate({ path: 'power', messageKey: 'validation.min', params: { min: 0 } }, 'number');
 * @public
 */
export function createProblemTranslator(
  i18n: I18n,
  namespaces: ReadonlyMap<string, string>,
): ProblemTranslator {
  // Problem keys and plugin namespaces come from stored data and plugins, not from the typed
  // catalogue of `@tessera/i18n`, which i18next's types would hold them to.
  const translate = i18n.t.bind(i18n) as unknown as (key: string, options?: object) => string;
  const exists = i18n.exists.bind(i18n) as unknown as (key: string, options: object) => boolean;
  return (problem, fieldType) => {
    const custom = problem.params?.message;
    if (typeof custom === 'string' && custom.trim() !== '') return custom;
    const pluginNamespace = fieldType === undefined ? undefined : namespaces.get(fieldType);
    const ns = pluginNamespace ? [pluginNamespace, COMMON_NAMESPACE] : [COMMON_NAMESPACE];
    // With the parameters: a plural key exists only in its forms (`_one`, `_few`...).
    const options = { ...problem.params, ns };
    if (!exists(problem.messageKey, options)) return translate(FALLBACK_KEY);
    return translate(problem.messageKey, options);
  };
}
