import { startPath } from '@tessera/client';
import { NotFound, SimpleLayout, useDocumentTitle } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useClientContext } from '../client/clientContext';
import { useRouteGuard } from '../routing/RouteGuard';

/** Unknown pages (spec 000 §2): the alert 'page not found' with a link to the start page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { user } = useRouteGuard();
  const client = useClientContext();
  useDocumentTitle(`${t('notifications.pageNotFound')} – ${t('app.name')}`);

  // Inside a client's pages the shell is already drawn around this.
  if (client !== null) {
    return <NotFound startHref={startPath(client.clientKey)} onNavigate={navigate} />;
  }
  const defaultClient = user.status === 'ready' ? user.user.defaultClient : null;
  return (
    <SimpleLayout appName={t('app.name')}>
      <NotFound
        startHref={defaultClient ? startPath(defaultClient.key) : '/'}
        onNavigate={navigate}
      />
    </SimpleLayout>
  );
}
