import { createI18n } from '@tessera/i18n';
import { type ReactNode, useContext } from 'react';
import { I18nContext } from 'react-i18next';
import { TesseraProvider } from '../TesseraProvider/TesseraProvider';

const polish = createI18n({ language: 'pl' });

function TesseraFrame({ children }: { children: ReactNode }) {
  // Inside Storybook the preview provides the language of its pl/en toolbar: keep it.
  const outer = useContext(I18nContext)?.i18n;
  return <TesseraProvider i18n={outer ?? polish}>{children}</TesseraProvider>;
}

/**
 * Story and test decorator: renders inside `TesseraProvider`, so stories need no server. The
 * language is the surrounding one (Storybook's toolbar), else Polish (component tests).
 * @internal
 */
export function withTessera(Story: () => ReactNode) {
  return (
    <TesseraFrame>
      <Story />
    </TesseraFrame>
  );
}
