import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FIELDS_BASIC_NAMESPACE } from '../messages';

/**
 * This plugin's translations and the current language. `t` takes this plugin's keys as plain
 * strings: an app's i18next typing (`CustomTypeOptions`, which `@tessera/i18n` sets to the common
 * catalogue) would otherwise reject this namespace when the app compiles the plugin from its
 * sources. The catalogues' key parity is checked by `fieldsBasicMessages.test.ts`.
 */
export function useFieldsBasicTranslation() {
  const { t, i18n } = useNamespace(FIELDS_BASIC_NAMESPACE);
  return { t, language: i18n.language };
}

const useNamespace = useTranslation as unknown as (namespace: string) => {
  t: (key: string, options?: Readonly<Record<string, unknown>>) => string;
  i18n: i18n;
};
