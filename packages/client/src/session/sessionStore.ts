import { createListeners } from '../createListeners';
import { isCurrentUser } from '../currentUser';
import type { CurrentUser } from '../currentUser.types';

/**
 * Local-storage keys of the session (spec §3: underscore-prefixed, holding JSON). The runtime and
 * the studio share them, being served from one origin.
 * @public
 */
export const sessionStorageKeys = { token: '_token', userData: '_userData' } as const;

/** @public */
export interface SessionState {
  readonly token: string | null;
  readonly user: CurrentUser | null;
}

/**
 * The logged-in state, persisted in local storage, with `subscribe`/`getState` for
 * `useSyncExternalStore`.
 * @public
 */
export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Sets a new token; replacing a token first logs out locally (spec §4), dropping user data. */
  setToken(token: string): void;
  setUser(user: CurrentUser): void;
  /** Local logout: forgets the token and the user data. */
  clear(): void;
  /** Re-reads storage, e.g. after another tab changed it (`storage` event). */
  reload(): void;
}

/** @public */
export interface SessionStoreOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/**
 * Creates the session store over a `Storage` (window.localStorage in the apps).
 * @public
 */
export function createSessionStore({ storage }: SessionStoreOptions): SessionStore {
  const listeners = createListeners();

  function readJson(key: string): unknown {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }

  function write(key: string, value: unknown): void {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage may be full or disabled (private mode): the session still lives in memory.
    }
  }

  function read(): SessionState {
    const token = readJson(sessionStorageKeys.token);
    const user = readJson(sessionStorageKeys.userData);
    if (typeof token !== 'string' || token === '') return { token: null, user: null };
    return { token, user: isCurrentUser(user) ? user : null };
  }

  let state = read();

  function update(next: SessionState): void {
    if (next.token === state.token && next.user === state.user) return;
    state = next;
    listeners.notify();
  }

  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    setToken(token) {
      write(sessionStorageKeys.userData, null);
      write(sessionStorageKeys.token, token);
      update({ token, user: null });
    },
    setUser(user) {
      if (state.token === null) return;
      write(sessionStorageKeys.userData, user);
      update({ token: state.token, user });
    },
    clear() {
      write(sessionStorageKeys.token, null);
      write(sessionStorageKeys.userData, null);
      update({ token: null, user: null });
    },
    reload() {
      const next = read();
      const sameUser = JSON.stringify(next.user) === JSON.stringify(state.user);
      update({ token: next.token, user: sameUser ? state.user : next.user });
    },
  };
}
