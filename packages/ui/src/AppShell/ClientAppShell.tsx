import {
  type ClientInfo,
  type CurrentUser,
  fetchClients,
  getFullName,
  mainPath,
} from '@tessera/client';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { AddActionMenu } from '../AddActionMenu/AddActionMenu';
import { ChangePasswordDialog } from '../ChangePasswordDialog/ChangePasswordDialog';
import { type ClientOption, ClientSwitcher } from '../ClientSwitcher/ClientSwitcher';
import { clientSwitchTarget } from '../ClientSwitcher/clientSwitchTarget';
import { OfflineIndicator } from '../connection/OfflineIndicator';
import { SideMenu } from '../SideMenu/SideMenu';
import { buildSettingsMenu } from '../SideMenu/settingsMenu';
import { buildLayoutMenu } from '../SideMenu/sideMenuItems';
import type { AppServices } from '../session/createAppServices';
import type { ClientData } from '../session/loadClientData';
import { VersionSelector } from '../VersionSelector/VersionSelector';
import { AppShell } from './AppShell';

/** @public */
export interface ClientAppShellProps {
  appName: string;
  services: Pick<AppServices, 'adapter' | 'session' | 'notifications' | 'versions'>;
  user: CurrentUser;
  /** The client of the page; `null` while loading or when there is none. */
  client: ClientInfo | null;
  /** The client's shell data (`useClientData`); `null` while loading. */
  data: ClientData | null;
  /** The page shown now, to mark its menu entry and to keep it when switching clients. */
  currentPath: string;
  currentSearch?: string;
  /**
   * Goes to an address of the shell (menu entries, forms, another client). The app decides how:
   * in-app, or with a page load when the address belongs to the other app.
   */
  onNavigate: (href: string) => void;
  onLogout: () => void;
  /** The top bar's offline indicator. @default <OfflineIndicator /> over the browser's connection */
  offlineIndicator?: ReactNode;
  /** Reloads the page after a version change (spec 000 §4). @default window.location.reload */
  reload?: () => void;
  layout?: 'simple' | 'advanced';
  loading?: boolean;
  children?: ReactNode;
}

const clientSearchPageSize = 20;

/**
 * The shell of a client's pages, as both apps show it (spec 000 §2): `AppShell` with the client
 * switcher (super admins), add-action menu, offline indicator, version selector (admins with the
 * applicationVersions feature), user menu with change password, and the side menu built from the
 * application layout plus the Settings group.
 * @public
 */
export function ClientAppShell({
  appName,
  services,
  user,
  client,
  data,
  currentPath,
  currentSearch = '',
  onNavigate,
  onLogout,
  offlineIndicator = <OfflineIndicator />,
  reload = () => window.location.reload(),
  layout,
  loading,
  children,
}: ClientAppShellProps) {
  const { adapter, session, notifications, versions } = services;
  const [changingPassword, setChangingPassword] = useState(false);
  const clientKey = client?.key ?? null;

  const searchClients = useCallback(
    async (query: string, signal: AbortSignal): Promise<ClientOption[]> => {
      const page = await fetchClients(
        adapter,
        {
          filter: { status: 'active' },
          sort: { name: 'asc' },
          pagination: { perPage: clientSearchPageSize },
          ...(query ? { query } : {}),
        },
        { signal, skipErrorNotification: true },
      );
      return page.data.map(({ key, name }) => ({ key, name }));
    },
    [adapter],
  );

  const menu = useMemo(() => {
    if (!client || !data) return null;
    return {
      items: buildLayoutMenu(data.layout.layout.menuEntries, data.layout.views, client.key),
      settings: buildSettingsMenu({
        user,
        client,
        externalIntegrationsEnabled: data.config?.externalIntegrationsEnabled ?? false,
      }),
    };
  }, [client, data, user]);

  return (
    <AppShell
      appName={appName}
      homeHref={clientKey === null ? '/' : mainPath(clientKey)}
      onNavigate={onNavigate}
      user={{ fullName: getFullName(user.personalDetails), email: user.email }}
      onLogout={onLogout}
      onChangePassword={() => setChangingPassword(true)}
      layout={layout}
      loading={loading}
      clientSwitcher={
        user.type === 'super_admin' && (
          <ClientSwitcher
            current={client && { key: client.key, name: client.name }}
            searchClients={searchClients}
            onSwitch={(key) => {
              // Version ids belong to a client: the new one starts at its live version.
              versions.select('live');
              onNavigate(clientSwitchTarget(currentPath, currentSearch, key));
            }}
          />
        )
      }
      addAction={
        clientKey !== null &&
        data && (
          <AddActionMenu
            processes={data.processes}
            onStart={(process) =>
              onNavigate(
                `${mainPath(clientKey)}/forms/${encodeURIComponent(process.startFormId)}/new`,
              )
            }
          />
        )
      }
      offlineIndicator={offlineIndicator}
      versionSelector={
        data?.canSelectVersion &&
        data.versions.length > 0 && (
          <VersionSelector
            versions={data.versions}
            current={data.version}
            onSelect={(selection) => {
              versions.select(selection);
              reload();
            }}
          />
        )
      }
      sideMenu={
        menu &&
        (menu.items.length > 0 || menu.settings.length > 0) && (
          <SideMenu
            items={menu.items}
            settings={menu.settings}
            currentPath={currentPath}
            onNavigate={onNavigate}
            title={appName}
          />
        )
      }
    >
      {children}
      <ChangePasswordDialog
        open={changingPassword}
        onOpenChange={setChangingPassword}
        adapter={adapter}
        notifications={notifications}
        {...(client?.passwordPolicy ? { minPasswordLength: client.passwordPolicy.minLength } : {})}
        onChanged={(changed) => session.setUser(changed)}
      />
    </AppShell>
  );
}
