import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { type RenderResult, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { FIELDS_BASIC_NAMESPACE, fieldsBasicMessages } from '../messages';

/** Renders a component of this plugin for a test, with its texts in `language` (Polish first). */
export async function renderWithTranslations(
  ui: ReactElement,
  language: 'pl' | 'en' = 'pl',
): Promise<RenderResult> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { [FIELDS_BASIC_NAMESPACE]: fieldsBasicMessages[language] } },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>{ui}</FluentProvider>
    </I18nextProvider>,
  );
}
