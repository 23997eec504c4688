import { useTranslation } from 'react-i18next';
import { FIELDS_CHOICE_NAMESPACE } from '../messages';

/**
 * This plugin's translations. `t` takes this plugin's keys as plain strings: an app's i18next
 * typing (`CustomTypeOptions`, which `@tessera/i18n` sets to the common catalogue) would otherwise
 * reject this namespace when the app compiles the plugin from its sources.
 */
export function useFieldsChoiceTranslation() {
  const { t } = useNamespace(FIELDS_CHOICE_NAMESPACE);
  return { t };
}

const useNamespace = useTranslation as unknown as (namespace: string) => {
  t: (key: string, options?: Readonly<Record<string, unknown>>) => string;
};
