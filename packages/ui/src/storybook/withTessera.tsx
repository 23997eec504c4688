import { createI18n } from '@tessera/i18n';
import type { ReactNode } from 'react';
import { TesseraProvider } from '../TesseraProvider/TesseraProvider';

const i18n = createI18n({ language: 'pl' });

/**
 * Story decorator: renders a story inside `TesseraProvider` (Polish), so stories need neither a
 * server nor a global Storybook preview.
 * @internal
 */
export function withTessera(Story: () => ReactNode) {
  return (
    <TesseraProvider i18n={i18n}>
      <Story />
    </TesseraProvider>
  );
}
