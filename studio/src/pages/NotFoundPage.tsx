import { NotFound, SimpleLayout } from '@tessera/ui';
import { useTranslation } from 'react-i18next';

/**
 * A path outside the settings. The server never sends one here; the studio's own dev server can.
 * The start page is the runtime's, so the link loads the page.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <SimpleLayout appName={t('app.name')}>
      <NotFound startHref="/" />
    </SimpleLayout>
  );
}
