import { useTranslation } from 'react-i18next';
import { FIELDS_BASIC_NAMESPACE } from '../messages';

/** This plugin's translations and the current language. */
export function useFieldsBasicTranslation() {
  const { t, i18n } = useTranslation(FIELDS_BASIC_NAMESPACE);
  return { t, language: i18n.language };
}
