import type { CurrentUser } from '@tessera/client';
import { useClientData, useClientInfo, useDocumentTitle } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adapter, versions } from '../services';
import { RuntimeShell } from '../shell/RuntimeShell';
import { ClientScripts } from './ClientScripts';
import { ClientContext } from './clientContext';

export interface ClientFrameProps {
  clientKey: string;
  user: CurrentUser;
  layout: 'simple' | 'advanced';
  children?: ReactNode;
}

/**
 * A client's pages for a logged-in user (spec 000 §4, client load): loads the client by key and
 * what the shell shows of it, keeps them while the user moves between its pages, sets the page
 * title (client name – app name), injects the client's scripts and draws the shell around the
 * page. Pages read the client from `useClientContext`.
 */
export function ClientFrame({ clientKey, user, layout, children }: ClientFrameProps) {
  const { t } = useTranslation();
  const client = useClientInfo(adapter, { key: clientKey });
  const ready = client.status === 'ready' ? client.client : null;
  const data = useClientData({ adapter, versions, user, client: ready });
  useDocumentTitle(
    ready ? t('app.documentTitle', { clientName: ready.name, appName: t('app.name') }) : undefined,
  );
  const loading = client.status === 'loading' || (ready !== null && data.status === 'loading');

  return (
    <ClientContext.Provider value={{ clientKey, client, data }}>
      <RuntimeShell
        user={user}
        client={ready}
        data={data.status === 'ready' ? data.data : null}
        layout={layout}
        loading={loading}
      >
        {children}
      </RuntimeShell>
      {data.status === 'ready' && data.data.config && (
        <ClientScripts scripts={data.data.config.clientScripts} user={user} />
      )}
    </ClientContext.Provider>
  );
}
