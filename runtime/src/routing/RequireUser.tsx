import type { CurrentUser } from '@tessera/client';
import { loginPath } from '@tessera/client';
import { PageLoader, RetryAlert, useCurrentUser } from '@tessera/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { adapter, session } from '../services';

export interface RequireUserProps {
  children: (user: CurrentUser) => ReactNode;
}

/**
 * The guard of 'user' routes (spec §6): a guest goes to login with returnTo set to this page;
 * a logged-in user's data is refreshed on entry (spec §4) and the page renders with it.
 */
export function RequireUser({ children }: RequireUserProps) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const state = useCurrentUser({ adapter, session });

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
