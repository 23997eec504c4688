import {
  type ClientInfo,
  type CurrentUser,
  isStudioPath,
  loginPath,
  signOut,
} from '@tessera/client';
import { ClientAppShell, useClientData } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { leaveStudio } from '../navigation/leaveStudio';
import { adapter, services, versions } from '../services';

export interface StudioShellProps {
  user: CurrentUser;
  /** The client of the page; `null` while loading or when there is none. */
  client: ClientInfo | null;
  /** Shows the loading overlay (the client is still loading). */
  loading?: boolean;
  children?: ReactNode;
}

/**
 * The studio's shell: the same top bar and side menu as the runtime's. Settings addresses stay
 * in the studio; the runtime's (main page, menu entries, forms) load the page — another app.
 * No client scripts here: they run in the runtime only.
 */
export function StudioShell({ user, client, loading = false, children }: StudioShellProps) {
  const { t } = useTranslation();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const data = useClientData({ adapter, versions, user, client });

  return (
    <ClientAppShell
      appName={t('app.name')}
      services={services}
      user={user}
      client={client}
      data={data.status === 'ready' ? data.data : null}
      currentPath={pathname}
      currentSearch={search}
      onNavigate={(href) => (isStudioPath(href) ? navigate(href) : leaveStudio(href))}
      onLogout={() =>
        signOut(services.adapter, services.session, {
          onSignedOut: () => leaveStudio(loginPath()),
        })
      }
      loading={loading || (client !== null && data.status === 'loading')}
    >
      {children}
    </ClientAppShell>
  );
}
