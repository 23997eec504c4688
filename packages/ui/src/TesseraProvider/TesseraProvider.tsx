import { FluentProvider, type Theme, webLightTheme } from '@fluentui/react-components';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/** @public */
export interface TesseraProviderProps {
  /** An instance from `createI18n()`. */
  i18n: i18n;
  /** @default webLightTheme */
  theme?: Theme;
  children?: ReactNode;
}

/**
 * The root every Tessera screen renders in: Fluent's theme and the message catalogues.
 * @public
 */
export function TesseraProvider({ i18n, theme = webLightTheme, children }: TesseraProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* No className here: Fluent copies the provider's classes onto portal mount nodes, so a
          page-level style (min-height, background) would also cover the page with every popover. */}
      <FluentProvider theme={theme} lang={i18n.language}>
        {children}
      </FluentProvider>
    </I18nextProvider>
  );
}
