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
}

/**
 * The logged-in user for a protected screen. User data is refreshed from `GET auth/me` when the
 * screen mounts (spec §4: the route guard refreshes user data); stored data shows meanwhile.
 * A 401 logs out through the adapter's error handler, which turns the state to `anonymous`.
 * @public
 */
export function useCurrentUser({ adapter, session }: UseCurrentUserOptions): CurrentUserState {
  const { token, user } = useSessionState(session);
  const [failedToken, setFailedToken] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry.
  useEffect(() => {
    if (token === null) return;
    const controller = new AbortController();
    refreshCurrentUser(adapter, session, controller.signal).catch(() => {
      if (!controller.signal.aborted) setFailedToken(token);
    });
    return () => controller.abort();
  }, [adapter, session, token, attempt]);

  const retry = useCallback(() => {
    setFailedToken(null);
    setAttempt((count) => count + 1);
  }, []);

  if (token === null) return { status: 'anonymous' };
  if (user) return { status: 'ready', user };
  if (failedToken === token) return { status: 'failed', retry };
  return { status: 'loading' };
}
