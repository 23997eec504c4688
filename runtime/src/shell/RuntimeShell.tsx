import { type ClientInfo, type CurrentUser, loginPath, signOut } from '@tessera/client';
import { ClientAppShell, type ClientData } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { services } from '../services';

export interface RuntimeShellProps {
  user: CurrentUser;
  client: ClientInfo | null;
  data: ClientData | null;
  layout: 'simple' | 'advanced';
  loading: boolean;
  children?: ReactNode;
}

/**
 * The runtime's shell (spec 000 §2): the shared client shell, navigating through the route
 * guard (studio addresses load the page), logging out to the login page.
 */
export function RuntimeShell({ user, client, data, layout, loading, children }: RuntimeShellProps) {
  const { t } = useTranslation();
  const [pathname, navigate] = useLocation();
  const search = useSearch();

  return (
    <ClientAppShell
      appName={t('app.name')}
      services={services}
      user={user}
      client={client}
      data={data}
      currentPath={pathname}
      currentSearch={search}
      // The guard takes studio addresses with a page load, after checking access.
      onNavigate={(href) => navigate(href)}
      onLogout={() =>
        signOut(services.adapter, services.session, {
          onSignedOut: () => navigate(loginPath(), { replace: true }),
        })
      }
      layout={layout}
      loading={loading}
    >
      {children}
    </ClientAppShell>
  );
}
