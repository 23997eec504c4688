import { type CurrentUser, isAdmin, loginPath, startPath } from '@tessera/client';
import { AccessDenied, PageLoader, RetryAlert, useCurrentUser } from '@tessera/ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { leaveStudio } from '../navigation/leaveStudio';
import { adapter, session } from '../services';
import { StudioShell } from '../shell/StudioShell';

export interface RequireAdminProps {
  /** The client of the path; `null` on the root-domain variant (`/settings`). */
  clientKey: string | null;
  children: (user: CurrentUser) => ReactNode;
}

function GoToLogin({ returnTo }: { returnTo: string }) {
  useEffect(() => leaveStudio(loginPath(returnTo)), [returnTo]);
  return <PageLoader />;
}

/**
 * The settings guard (spec §6: admin means client_admin or super_admin). A guest goes to the
 * runtime's login with returnTo set to this page; a logged-in non-admin is told so, with a link to
 * the start page.
 */
export function RequireAdmin({ clientKey, children }: RequireAdminProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const state = useCurrentUser({ adapter, session });

  switch (state.status) {
    case 'anonymous':
      return <GoToLogin returnTo={search ? `${location}?${search}` : location} />;
    case 'loading':
      return <PageLoader />;
    case 'failed':
      return <RetryAlert title={t('session.loadFailed')} onRetry={state.retry} />;
    case 'ready': {
      if (isAdmin(state.user)) return children(state.user);
      const key = clientKey ?? state.user.defaultClient?.key ?? null;
      return (
        <StudioShell user={state.user} clientKey={key}>
          <AccessDenied startHref={key === null ? '/' : startPath(key)} />
        </StudioShell>
      );
    }
  }
}
