import { useTranslation } from 'react-i18next';
import { FIELDS_GROUPS_NAMESPACE, type fieldsGroupsMessages } from './messages';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of this plugin's catalogue, e.g. `options.minRowsCount`. */
type FieldsGroupsMessageKey = Leaves<(typeof fieldsGroupsMessages)['pl']>;

/**
 * This plugin's translations (UI entries only: the engine entry never reaches React). `t` is
 * typed by this plugin's own catalogue: an app's i18next typing (`CustomTypeOptions`, which
 * `@tessera/i18n` sets to the common catalogue) would otherwise reject this namespace and every
 * key of it when the app compiles the plugin from its sources.
 */
export function useFieldsGroupsTranslation() {
  const { t } = useNamespace(FIELDS_GROUPS_NAMESPACE);
  return { t };
}

const useNamespace = useTranslation as unknown as (namespace: string) => {
  t: (key: FieldsGroupsMessageKey, options?: Readonly<Record<string, unknown>>) => string;
};
