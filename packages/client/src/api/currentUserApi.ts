import type { CurrentUser, PersonalDetails } from '../currentUser.types';
import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';

/**
 * The password change payload (spec §3): current password, new password and its repeat.
 * @public
 */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  repeatNewPassword: string;
}

/**
 * What `PATCH users/current` may change: the user's own personal details and/or password (the
 * three password fields come together or not at all).
 * @public
 */
export type CurrentUserChange = { personalDetails?: PersonalDetails } & (
  | PasswordChange
  | { currentPassword?: never; newPassword?: never; repeatNewPassword?: never }
);

/**
 * `PATCH users/current`: edits the logged-in user's own account and resolves with the session
 * user after the change, as `GET auth/me` returns it.
 * @public
 */
export function updateCurrentUser(
  adapter: HttpAdapter,
  change: CurrentUserChange,
  options: CallOptions = {},
): Promise<CurrentUser> {
  return adapter.request<CurrentUser>({
    method: 'PATCH',
    path: 'users/current',
    body: change,
    ...options,
  });
}

/**
 * Changes the logged-in user's password through `PATCH users/current`. Its error notifications
 * are suppressed: the change-password dialog shows the failures itself (see
 * `classifyPasswordChangeError`). Other sessions of the user end; this one keeps working.
 * @public
 */
export function changePassword(
  adapter: HttpAdapter,
  change: PasswordChange,
  options: CallOptions = {},
): Promise<CurrentUser> {
  return updateCurrentUser(adapter, change, { ...options, skipErrorNotification: true });
}
