import type { ClientInfo, CurrentUser } from '@tessera/client';
import { startPath } from '@tessera/client';
import { NotFound, RetryAlert } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { useClientContext } from './clientContext';

export interface ClientGateProps {
  user: CurrentUser;
  children: (client: ClientInfo) => ReactNode;
}

/**
 * A page that needs its client (spec 000 §4, client load): the frame's client, or — when no
 * client has the path's key — a redirect to the user's default client, or page not found when
 * that is the one missing. Renders nothing while loading: the shell's overlay covers the page.
 */
export function ClientGate({ user, children }: ClientGateProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const context = useClientContext();
  if (context === null) return null;
  const { clientKey, client } = context;

  switch (client.status) {
    case 'loading':
      return null;
    case 'ready':
      return children(client.client);
    case 'notFound':
      if (user.defaultClient && user.defaultClient.key !== clientKey) {
        return <Redirect to={startPath(user.defaultClient.key)} replace />;
      }
      return <NotFound startHref={startPath(clientKey)} onNavigate={navigate} />;
    case 'failed':
      return <RetryAlert title={t('notifications.unknownError')} onRetry={client.retry} />;
  }
}
