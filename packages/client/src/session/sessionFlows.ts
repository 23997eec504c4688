import { fetchCurrentUser, type LoginCredentials, login, logout } from '../api/authApi';
import type { CurrentUser } from '../currentUser.types';
import type { HttpAdapter } from '../httpAdapter.types';
import type { SessionStore } from './sessionStore';

/**
 * Logs in (spec §4: token set, then user data loaded) and returns the user. On failure the
 * session is left logged out and the `ApiError` is rethrown for `classifyLoginError`.
 * @public
 */
export async function signIn(
  adapter: HttpAdapter,
  session: SessionStore,
  credentials: LoginCredentials,
): Promise<CurrentUser> {
  const { token } = await login(adapter, credentials);
  session.setToken(token);
  try {
    const user = await fetchCurrentUser(adapter, { skipErrorNotification: true });
    session.setUser(user);
    return user;
  } catch (error) {
    session.clear();
    throw error;
  }
}

/** @public */
export interface SignOutOptions {
  /**
   * Runs right after the session is cleared, in the same tick: navigate to login here, so no
   * screen renders the logged-out state in between (a guard would add a returnTo).
   */
  onSignedOut?: () => void;
}

/**
 * Logs out (spec §4): calls the server, then clears the session whatever the server answered.
 * @public
 */
export async function signOut(
  adapter: HttpAdapter,
  session: SessionStore,
  { onSignedOut }: SignOutOptions = {},
): Promise<void> {
  try {
    await logout(adapter, { skipErrorNotification: true });
  } catch {
    // The local logout below is what the user asked for; a failed revoke changes nothing on screen.
  }
  session.clear();
  onSignedOut?.();
}

/**
 * Reloads the user data of the current token (spec §4: refreshed on navigation). Does nothing
 * when the token changed meanwhile, so a late answer cannot resurrect a logged-out session.
 * @public
 */
export async function refreshCurrentUser(
  adapter: HttpAdapter,
  session: SessionStore,
  signal?: AbortSignal,
): Promise<void> {
  const { token } = session.getState();
  if (token === null) return;
  const user = await fetchCurrentUser(adapter, signal ? { signal } : {});
  if (session.getState().token === token) session.setUser(user);
}
