import type { i18n as I18n } from 'i18next';
import { type Language, languages } from './catalogue.types';

/**
 * Adds a namespace's texts (a plugin's, an app's own) to `i18n` in every language. A bundle
 * already there is left alone, so calling it again, from every place that needs the texts,
 * costs nothing.
 * @public
 * @example addNamespaceMessages(i18n, FIELDS_BASIC_NAMESPACE, fieldsBasicMessages);
 */
export function addNamespaceMessages(
  i18n: I18n,
  namespace: string,
  messages: Readonly<Record<Language, object>>,
): void {
  for (const language of languages) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, messages[language]);
    }
  }
}
