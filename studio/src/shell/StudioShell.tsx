import { type CurrentUser, getFullName, loginPath, mainPath, signOut } from '@tessera/client';
import { AppShell } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveStudio } from '../navigation/leaveStudio';
import { adapter, session } from '../services';

export interface StudioShellProps {
  user: CurrentUser;
  /** The client of the page; `null` when there is none (an account without a client). */
  clientKey: string | null;
  children?: ReactNode;
}

/** The studio's shell: the app name leads back to the runtime's main page; the user menu. */
export function StudioShell({ user, clientKey, children }: StudioShellProps) {
  const { t } = useTranslation();
  return (
    <AppShell
      appName={t('app.name')}
      // The runtime is another app: a full page load, no onNavigate.
      homeHref={clientKey === null ? '/' : mainPath(clientKey)}
      user={{ fullName: getFullName(user.personalDetails), email: user.email }}
      onLogout={() => signOut(adapter, session, { onSignedOut: () => leaveStudio(loginPath()) })}
    >
      {children}
    </AppShell>
  );
}
