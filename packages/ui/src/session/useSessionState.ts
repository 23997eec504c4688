import type { SessionState, SessionStore } from '@tessera/client';
import { useSyncExternalStore } from 'react';

/**
 * The session's current state, re-rendering on login, logout and user-data refresh.
 * @public
 */
export function useSessionState(session: SessionStore): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
