import { useTranslation } from 'react-i18next';
import { fieldTypeNamespace, registerPluginMessages } from './studioPlugins';
import { translate } from './translate';

/**
 * A field type's name in the person's language, from the plugin that registered it (its
 * `types.{name}` text); a type no plugin registered is named as stored. Makes sure the plugins'
 * texts are in the i18n instance first, which their own property editors read as well.
 */
export function useFieldTypeLabel(): (type: string) => string {
  const { i18n } = useTranslation();
  registerPluginMessages(i18n);
  return (type) => {
    const ns = fieldTypeNamespace(type);
    return ns === null ? type : translate(i18n, `types.${type}`, { ns, defaultValue: type });
  };
}
