import { createInstance, type i18n } from 'i18next';
import { defaultLanguage, type Language, languages } from './catalogue.types';
import { en } from './locales/en';
import { pl } from './locales/pl';
import type { Messages } from './messages.types';

declare module 'i18next' {
  // Typed keys: a misspelt key in `t('...')` is a compile-time error, not a silent fallback.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** @public */
export interface CreateI18nOptions {
  /** @default 'pl' */
  language?: Language;
}

/**
 * Creates an i18next instance with the Polish and English catalogues, ready synchronously.
 * Plural forms come from `Intl.PluralRules` (Polish: one, few, many, other).
 * @public
 * @example
 * const i18n = createI18n();
 * i18n.t('login.errors.tooManyRequestsRetry', { count: 5 }); // '… za 5 minut.'
 */
export function createI18n({ language = defaultLanguage }: CreateI18nOptions = {}): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    resources: { pl: { translation: pl }, en: { translation: en } },
    // React escapes rendered text itself; escaping here would show `&amp;` on screen.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
