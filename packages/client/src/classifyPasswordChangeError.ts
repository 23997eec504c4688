import { isApiError } from './apiError';
import { classifyCommonFailure } from './classifyCommonFailure';
import { type FieldProblem, readFieldProblems } from './readFieldProblems';

/**
 * The change-password dialog's fields (spec §3, password change payload).
 * @public
 */
export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'repeatNewPassword';

/** @public */
export type PasswordChangeFailure =
  | { reason: 'invalidFields'; fields: Partial<Record<PasswordChangeField, FieldProblem>> }
  | { reason: 'tooManyRequests'; retryAfterSeconds?: number }
  | { reason: 'network' }
  | { reason: 'unknown' };

const passwordChangeFields: Readonly<Record<string, PasswordChangeField>> = {
  '/currentPassword': 'currentPassword',
  '/newPassword': 'newPassword',
  '/repeatNewPassword': 'repeatNewPassword',
};

/**
 * Maps a failed password change (`PATCH users/current`) to the error catalogue (spec §8): a 422
 * becomes field problems — `invalidCurrentPassword` on the current password, the password
 * policy's codes on the new password (and `passwordsNotEqual` on its repeat). Anything else is
 * the generic unknown error, except 429 (the server throttles wrong current passwords like
 * logins) and a lost connection, which say what to do.
 * @public
 */
export function classifyPasswordChangeError(error: unknown): PasswordChangeFailure {
  if (!isApiError(error)) return { reason: 'unknown' };
  const fields = readFieldProblems(error, passwordChangeFields);
  if (fields) return { reason: 'invalidFields', fields };
  return classifyCommonFailure(error);
}
