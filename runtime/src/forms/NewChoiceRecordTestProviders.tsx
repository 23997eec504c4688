import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createI18n } from '@tessera/i18n';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { registerPluginMessages } from '../plugins';

const i18n = createI18n({ language: 'pl' });
registerPluginMessages(i18n);

/** The app's Polish texts (with the plugins') and Fluent's theme, around the dialog in tests. */
export function NewChoiceRecordProviders({ children }: { readonly children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>{children}</FluentProvider>
    </I18nextProvider>
  );
}
