import type { CurrentUser } from '@tessera/client';
import { loginPath } from '@tessera/client';
import { PageLoader, RetryAlert } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useRouteGuard } from './RouteGuard';

export interface RequireUserProps {
  children: (user: CurrentUser) => ReactNode;
}

/**
 * The page of a 'user' route (spec 000 §6): waits for the user the route guard refreshed, and
 * sends a guest — one whose session just ended, say after a 401 — to login with returnTo set to
 * this page.
 */
export function RequireUser({ children }: RequireUserProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const { user: state } = useRouteGuard();

  switch (state.status) {
    case 'anonymous':
      return <Redirect to={loginPath(search ? `${location}?${search}` : location)} replace />;
    case 'loading':
      return <PageLoader />;
    case 'failed':
      return <RetryAlert title={t('session.loadFailed')} onRetry={state.retry} />;
    case 'ready':
      return children(state.user);
  }
}
