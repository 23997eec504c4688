import { type CurrentUser, loginPath, mainPath } from '@tessera/client';
import {
  checkRouteAccess,
  deferNotification,
  PageLoader,
  RetryAlert,
  settingsAccessLevel,
  useCurrentUser,
} from '@tessera/ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { leaveStudio } from '../navigation/leaveStudio';
import { adapter, session } from '../services';

export interface RequireAdminProps {
  /** The client of the path; `null` on the root-domain variant (`/settings`). */
  clientKey: string | null;
  children: (user: CurrentUser) => ReactNode;
}

/** Leaves for a runtime page, with a warning shown there (the studio's toasts go with it). */
function SendAway({ to, warning }: { to: string; warning: boolean }) {
  useEffect(() => {
    if (warning) deferNotification({ intent: 'warning', title: 'shell.accessDenied' });
    leaveStudio(to);
  }, [to, warning]);
  return <PageLoader />;
}

/**
 * The settings guard (spec 000 §4, §6: settings are for admins — client_admin or super_admin —
 * the users screen also for a holder of the users-management permission, the clients screen for
 * super admins). A guest goes to the runtime's login with returnTo set to this page; a logged-in
 * user who may not be here goes to main with a warning.
 */
export function RequireAdmin({ clientKey, children }: RequireAdminProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const state = useCurrentUser({ adapter, session, refreshKey: location });

  switch (state.status) {
    case 'anonymous':
      return (
        <SendAway to={loginPath(search ? `${location}?${search}` : location)} warning={false} />
      );
    case 'loading':
      return <PageLoader />;
    case 'failed':
      return <RetryAlert title={t('session.loadFailed')} onRetry={state.retry} />;
    case 'ready': {
      const level = settingsAccessLevel(location) ?? 'admin';
      if (checkRouteAccess(level, state.user) === 'allowed') return children(state.user);
      const key = clientKey ?? state.user.defaultClient?.key ?? null;
      return <SendAway to={key === null ? '/' : mainPath(key)} warning />;
    }
  }
}
