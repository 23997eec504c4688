import { isApiError } from './apiError';
import { classifyCommonFailure } from './classifyCommonFailure';

/** @public */
export type LoginFailureReason =
  | 'invalidCredentials'
  | 'deactivatedByAdmin'
  | 'waitingForAdminApproval'
  | 'tooManyRequests'
  | 'network'
  | 'unknown';

/** @public */
export interface LoginFailure {
  reason: LoginFailureReason;
  /** From the 429 answer's `Retry-After`, when the server sent one. */
  retryAfterSeconds?: number;
}

/**
 * Maps a failed `POST auth/login` to the login messages of the error catalogue (spec §8):
 * 401 with errorType waitingForAdminApproval or deactivatedByAdmin → that reason, any other 401 →
 * invalidCredentials, 429 → tooManyRequests.
 * @public
 */
export function classifyLoginError(error: unknown): LoginFailure {
  if (!isApiError(error)) return { reason: 'unknown' };
  if (error.status === 401) {
    if (error.errorType === 'waitingForAdminApproval' || error.errorType === 'deactivatedByAdmin') {
      return { reason: error.errorType };
    }
    return { reason: 'invalidCredentials' };
  }
  return classifyCommonFailure(error);
}
