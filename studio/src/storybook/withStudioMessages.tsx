import { addNamespaceMessages, createI18n } from '@tessera/i18n';
import { TesseraProvider } from '@tessera/ui';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useContext } from 'react';
import { I18nContext } from 'react-i18next';
import { STUDIO_NAMESPACE, studioMessages } from '../i18n/studioMessages';

function withStudioBundles(i18n: I18n): I18n {
  addNamespaceMessages(i18n, STUDIO_NAMESPACE, studioMessages);
  return i18n;
}

const polish = withStudioBundles(createI18n({ language: 'pl' }));

function StudioFrame({ children }: { children: ReactNode }) {
  // Inside Storybook the preview provides the language of its toolbar: keep it.
  const outer = useContext(I18nContext)?.i18n;
  return (
    <TesseraProvider i18n={outer ? withStudioBundles(outer) : polish}>{children}</TesseraProvider>
  );
}

/** Story and test decorator: the app's providers with the studio's texts, no server. */
export function withStudioMessages(Story: () => ReactNode) {
  return (
    <StudioFrame>
      <Story />
    </StudioFrame>
  );
}
