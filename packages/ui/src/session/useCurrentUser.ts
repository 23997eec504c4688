import {
  type CurrentUser,
  type HttpAdapter,
  refreshCurrentUser,
  type SessionStore,
} from '@tessera/client';
import { useCallback, useEffect, useState } from 'react';
import { useSessionState } from './useSessionState';

/** @public */
export type CurrentUserState =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'ready'; user: CurrentUser }
  | { status: 'failed'; retry: () => void };

/** @public */
export interface UseCurrentUserOptions {
  adapter: HttpAdapter;
  session: SessionStore;
  /**
   * Refreshes the user data again whenever it changes: the route guard passes the page address,
   * refreshing on every navigation (spec 000 §4).
   */
  refreshKey?: string;
  /**
   * Whether to refresh at all: pages that set the session themselves (login) do without.
   * @default true
   */
  refresh?: boolean;
}

/**
 * The logged-in user for a protected screen. User data is refreshed from `GET auth/me` when the
 * screen mounts (spec §4: the route guard refreshes user data); stored data shows meanwhile.
 * A 401 logs out through the adapter's error handler, which turns the state to `anonymous`.
 * @public
 */
export function useCurrentUser({
  adapter,
  session,
  refreshKey,
  refresh = true,
}: UseCurrentUserOptions): CurrentUserState {
  const { token, user } = useSessionState(session);
  const [failedToken, setFailedToken] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry, `refreshKey` on navigation.
  useEffect(() => {
    if (token === null || !refresh) return;
    const controller = new AbortController();
    refreshCurrentUser(adapter, session, controller.signal).catch(() => {
      if (!controller.signal.aborted) setFailedToken(token);
    });
    return () => controller.abort();
  }, [adapter, session, token, attempt, refreshKey, refresh]);

  const retry = useCallback(() => {
    setFailedToken(null);
    setAttempt((count) => count + 1);
  }, []);

  if (token === null) return { status: 'anonymous' };
  if (user) return { status: 'ready', user };
  if (failedToken === token) return { status: 'failed', retry };
  return { status: 'loading' };
}
