import { type ClientInfo, type CurrentUser, loginPath, signOut } from '@tessera/client';
import { ClientAppShell, type ClientData } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { leaveStudio } from '../navigation/leaveStudio';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { services } from '../services';

export interface StudioShellProps {
  user: CurrentUser;
  /** The client of the page; `null` while loading or when there is none. */
  client: ClientInfo | null;
  /** The client's shell data (`useClientData`); `null` while it loads. */
  data: ClientData | null;
  /** Shows the loading overlay. */
  loading?: boolean;
  children?: ReactNode;
}

/**
 * The studio's shell: the same top bar and side menu as the runtime's. Settings addresses stay
 * in the studio; the runtime's (main page, menu entries, forms) load the page — another app.
 * Either way unsaved changes are confirmed first. No client scripts here: they run in the
 * runtime only.
 */
export function StudioShell({ user, client, data, loading = false, children }: StudioShellProps) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const search = useSearch();
  const navigate = useStudioNavigate();

  return (
    <ClientAppShell
      appName={t('app.name')}
      services={services}
      user={user}
      client={client}
      data={data}
      currentPath={pathname}
      currentSearch={search}
      onNavigate={navigate}
      onLogout={() =>
        signOut(services.adapter, services.session, {
          onSignedOut: () => leaveStudio(loginPath()),
        })
      }
      loading={loading}
    >
      {children}
    </ClientAppShell>
  );
}
