import { clientKeyFromPath, startPath } from '@tessera/client';
import { NotFound, SimpleLayout, useDocumentTitle, useSessionState } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { session } from '../services';
import { RuntimeShell } from '../shell/RuntimeShell';

/** Unknown pages (spec §2): the alert 'page not found' with a link to the start page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const { user } = useSessionState(session);
  useDocumentTitle(`${t('notifications.pageNotFound')} – ${t('app.name')}`);

  const clientKey = clientKeyFromPath(location) ?? user?.defaultClient?.key;
  if (!user || !clientKey) {
    return (
      <SimpleLayout appName={t('app.name')}>
        <NotFound startHref="/" onNavigate={navigate} />
      </SimpleLayout>
    );
  }
  return (
    <RuntimeShell user={user} clientKey={clientKey}>
      <NotFound startHref={startPath(clientKey)} onNavigate={navigate} />
    </RuntimeShell>
  );
}
