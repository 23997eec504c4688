import {
  type CurrentUser,
  getFullName,
  isAdmin,
  loginPath,
  mainPath,
  settingsPath,
  signOut,
} from '@tessera/client';
import { AppShell, TopBarLink } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { adapter, session } from '../services';

export interface RuntimeShellProps {
  user: CurrentUser;
  /** The client of the page; `null` when there is none (an account without a client). */
  clientKey: string | null;
  children?: ReactNode;
}

/** The runtime's shell: app name linking to main, Settings for admins, the user menu. */
export function RuntimeShell({ user, clientKey, children }: RuntimeShellProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();

  return (
    <AppShell
      appName={t('app.name')}
      homeHref={clientKey === null ? '/' : mainPath(clientKey)}
      onNavigate={navigate}
      user={{ fullName: getFullName(user.personalDetails), email: user.email }}
      onLogout={() =>
        signOut(adapter, session, {
          onSignedOut: () => navigate(loginPath(), { replace: true }),
        })
      }
      actions={
        isAdmin(user) &&
        clientKey !== null && (
          // The settings are the studio, another app: a full page load, no onNavigate.
          <TopBarLink href={settingsPath(clientKey)}>{t('shell.settings')}</TopBarLink>
        )
      }
    >
      {children}
    </AppShell>
  );
}
