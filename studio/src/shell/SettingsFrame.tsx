import { type ClientInfo, type CurrentUser, settingsPath } from '@tessera/client';
import { PageAlert, RetryAlert, useClientData, useClientInfo, useDocumentTitle } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { RequireAdmin } from '../routing/RequireAdmin';
import { adapter, versions } from '../services';
import { EditedVersionBar } from './EditedVersionBar';
import { StudioPageProvider } from './StudioPageContext';
import { StudioShell } from './StudioShell';

export interface SettingsFrameProps {
  /** The client of the path; `null` on the root-domain variant, where the domain names it. */
  clientKey: string | null;
  children: (client: ClientInfo) => ReactNode;
}

interface ClientSettingsProps extends SettingsFrameProps {
  user: CurrentUser;
}

/**
 * The settings entries stored per application version (data providers, forms, processes,
 * views, the layout, document types and templates): only there does the version being edited
 * matter, and on the settings home. Users, roles, clients, client settings and the versions
 * themselves belong to the client.
 */
const versionedEntries: ReadonlySet<string> = new Set([
  'dataProviders',
  'forms',
  'processes',
  'views',
  'layout',
  'documentTypes',
  'documentTemplates',
]);

function editsVersionedSettings(
  location: string,
  client: ClientInfo,
  clientKey: string | null,
): boolean {
  const base = clientKey === null ? '/settings' : settingsPath(client.key);
  const entry = location.startsWith(`${base}/`)
    ? location.slice(base.length + 1).split('/')[0]
    : '';
  // The settings home too: it is where the designer starts.
  return location === base || versionedEntries.has(entry ?? '');
}

function ClientSettings({ clientKey, user, children }: ClientSettingsProps) {
  const { t } = useTranslation();
  const state = useClientInfo(
    adapter,
    clientKey === null ? { domain: window.location.hostname } : { key: clientKey },
  );
  const client = state.status === 'ready' ? state.client : null;
  const clientData = useClientData({ adapter, versions, user, client });
  const data = clientData.status === 'ready' ? clientData.data : null;
  useDocumentTitle(
    client
      ? t('app.documentTitle', { clientName: client.name, appName: t('app.name') })
      : undefined,
  );
  const defaultKey = user.defaultClient?.key ?? null;
  const [location] = useLocation();

  if (state.status === 'loading') {
    return <StudioShell user={user} client={null} data={null} loading />;
  }
  // Spec §4, client load: not found → the user's default client, unless that is the missing one.
  if (state.status === 'notFound' && defaultKey !== null && clientKey !== defaultKey) {
    return <Redirect to={settingsPath(defaultKey)} replace />;
  }
  return (
    <StudioShell user={user} client={client} data={data} loading={client !== null && !data}>
      {client && (
        <StudioPageProvider
          value={{
            user,
            client,
            data,
            basePath: clientKey === null ? '/settings' : settingsPath(client.key),
          }}
        >
          {data && editsVersionedSettings(location, client, clientKey) && (
            <EditedVersionBar client={client} version={data.version} />
          )}
          {children(client)}
        </StudioPageProvider>
      )}
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
 * variant), the shell with the version being edited, and the page title.
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
