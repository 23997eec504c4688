import type { CurrentUser } from '../currentUser.types';
import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';

/** @public */
export interface LoginCredentials {
  login: string;
  password: string;
}

/** @public */
export interface LoginResult {
  token: string;
}

/**
 * `POST auth/login`. Its error notifications are suppressed (spec §7): the login page shows
 * the failure itself (see `classifyLoginError`).
 * @public
 */
export function login(
  adapter: HttpAdapter,
  credentials: LoginCredentials,
  options: CallOptions = {},
): Promise<LoginResult> {
  return adapter.request<LoginResult>({
    method: 'POST',
    path: 'auth/login',
    body: credentials,
    ...options,
    skipErrorNotification: true,
  });
}

/**
 * `POST auth/loginByToken`: redeems a one-time login link's token for a session token. Its error
 * notifications are suppressed: the login-by-token page shows the failure itself (an invalid or
 * expired link answers 401).
 * @public
 */
export function loginByToken(
  adapter: HttpAdapter,
  token: string,
  options: CallOptions = {},
): Promise<LoginResult> {
  return adapter.request<LoginResult>({
    method: 'POST',
    path: 'auth/loginByToken',
    body: { token },
    ...options,
    skipErrorNotification: true,
  });
}

/**
 * `GET auth/me`: the logged-in user.
 * @public
 */
export function fetchCurrentUser(
  adapter: HttpAdapter,
  options: CallOptions = {},
): Promise<CurrentUser> {
  return adapter.request<CurrentUser>({ method: 'GET', path: 'auth/me', ...options });
}

/**
 * `POST auth/logout`: revokes the session on the server.
 * @public
 */
export async function logout(adapter: HttpAdapter, options: CallOptions = {}): Promise<void> {
  await adapter.request<void>({ method: 'POST', path: 'auth/logout', ...options });
}
