import type { PersonalDetails } from '../currentUser.types';
import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';

/**
 * A self-registration (spec §3, registration request: account identity and client).
 * @public
 */
export interface RegistrationRequest {
  email: string;
  password: string;
  /** Must equal `password` (spec §5); the server checks it again. */
  repeatPassword: string;
  /** `name` and `surname` are required; the other personal details are optional. */
  personalDetails: PersonalDetails & { name: string; surname: string };
  /**
   * The client to join. Without it the server picks the client whose domain the request was sent
   * to, and answers `clientNotExists` when there is none.
   */
  clientKey?: string;
}

/**
 * What became of a registration (spec §4): the account may wait for an admin's approval.
 * @public
 */
export type RegistrationStatus = 'active' | 'waitingForAdminApproval';

/** @public */
export interface RegistrationResult {
  status: RegistrationStatus;
}

/**
 * `POST users/register` (public). Its error notifications are suppressed: the register page shows
 * every failure itself (see `classifyRegistrationError`).
 * @public
 */
export function registerUser(
  adapter: HttpAdapter,
  request: RegistrationRequest,
  options: CallOptions = {},
): Promise<RegistrationResult> {
  return adapter.request<RegistrationResult>({
    method: 'POST',
    path: 'users/register',
    body: request,
    ...options,
    skipErrorNotification: true,
  });
}
