import type { ClientInfo, CurrentUser } from '@tessera/client';
import { startPath } from '@tessera/client';
import { NotFound, PageLoader, RetryAlert, useClientInfo, useDocumentTitle } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { adapter } from '../services';
import { RuntimeShell } from '../shell/RuntimeShell';

export interface ClientGateProps {
  clientKey: string;
  user: CurrentUser;
  children: (client: ClientInfo) => ReactNode;
}

/**
 * Loads the client of the path (spec §4, client load): not found → the user's default client,
 * or page not found when that is the one missing. Sets the page title to the client name followed
 * by the app name (spec §2).
 */
export function ClientGate({ clientKey, user, children }: ClientGateProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const state = useClientInfo(adapter, { key: clientKey });
  const clientName = state.status === 'ready' ? state.client.name : undefined;
  useDocumentTitle(clientName && t('app.documentTitle', { clientName, appName: t('app.name') }));

  switch (state.status) {
    case 'loading':
      return <PageLoader />;
    case 'ready':
      return children(state.client);
    case 'notFound':
      if (user.defaultClient && user.defaultClient.key !== clientKey) {
        return <Redirect to={startPath(user.defaultClient.key)} replace />;
      }
      return (
        <RuntimeShell user={user} clientKey={clientKey}>
          <NotFound startHref={startPath(clientKey)} onNavigate={navigate} />
        </RuntimeShell>
      );
    case 'failed':
      return (
        <RuntimeShell user={user} clientKey={clientKey}>
          <RetryAlert title={t('notifications.unknownError')} onRetry={state.retry} />
        </RuntimeShell>
      );
  }
}
