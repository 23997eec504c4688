import { type ClientInfo, type CurrentUser, settingsPath } from '@tessera/client';
import { PageAlert, RetryAlert, useClientInfo, useDocumentTitle } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { RequireAdmin } from '../routing/RequireAdmin';
import { adapter } from '../services';
import { StudioShell } from './StudioShell';

export interface SettingsFrameProps {
  /** The client of the path; `null` on the root-domain variant, where the domain names it. */
  clientKey: string | null;
  children: (client: ClientInfo) => ReactNode;
}

interface ClientSettingsProps extends SettingsFrameProps {
  user: CurrentUser;
}

function ClientSettings({ clientKey, user, children }: ClientSettingsProps) {
  const { t } = useTranslation();
  const state = useClientInfo(
    adapter,
    clientKey === null ? { domain: window.location.hostname } : { key: clientKey },
  );
  const clientName = state.status === 'ready' ? state.client.name : undefined;
  useDocumentTitle(clientName && t('app.documentTitle', { clientName, appName: t('app.name') }));
  const defaultKey = user.defaultClient?.key ?? null;

  if (state.status === 'loading') return <StudioShell user={user} client={null} loading />;
  // Spec §4, client load: not found → the user's default client, unless that is the missing one.
  if (state.status === 'notFound' && defaultKey !== null && clientKey !== defaultKey) {
    return <Redirect to={settingsPath(defaultKey)} replace />;
  }
  return (
    <StudioShell user={user} client={state.status === 'ready' ? state.client : null}>
      {state.status === 'ready' && children(state.client)}
      {state.status === 'notFound' && (
        <PageAlert intent="warning" title={t('settings.clientNotFound')} />
      )}
      {state.status === 'failed' && (
        <RetryAlert title={t('notifications.unknownError')} onRetry={state.retry} />
      )}
    </StudioShell>
  );
}

/**
 * Every settings screen: the admin guard, the client (by key, or by domain on the root-domain
 * variant), the shell and the page title.
 */
export function SettingsFrame({ clientKey, children }: SettingsFrameProps) {
  return (
    <RequireAdmin clientKey={clientKey}>
      {(user) => (
        <ClientSettings clientKey={clientKey} user={user}>
          {children}
        </ClientSettings>
      )}
    </RequireAdmin>
  );
}
