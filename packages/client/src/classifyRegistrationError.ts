import { isApiError } from './apiError';
import { classifyCommonFailure } from './classifyCommonFailure';
import { type FieldProblem, readFieldProblems } from './readFieldProblems';

/**
 * The register form's fields the server may find a problem with.
 * @public
 */
export type RegistrationField = 'email' | 'name' | 'surname' | 'password' | 'repeatPassword';

/** @public */
export type RegistrationFailure =
  | { reason: 'accountExists' }
  | { reason: 'clientNotExists' }
  | { reason: 'invalidFields'; fields: Partial<Record<RegistrationField, FieldProblem>> }
  | { reason: 'tooManyRequests'; retryAfterSeconds?: number }
  | { reason: 'network' }
  | { reason: 'unknown' };

const registrationFields: Readonly<Record<string, RegistrationField>> = {
  '/email': 'email',
  '/personalDetails/name': 'name',
  '/personalDetails/surname': 'surname',
  '/password': 'password',
  '/repeatPassword': 'repeatPassword',
};

/**
 * Maps a failed `POST users/register` to the error catalogue's register rows (spec §8):
 * 400 accountExists / clientNotExists, 429 tooManyRequests; a 422 becomes the problems of the
 * fields it names (password too short, too common, same as the e-mail, passwords not equal).
 * @public
 */
export function classifyRegistrationError(error: unknown): RegistrationFailure {
  if (!isApiError(error)) return { reason: 'unknown' };
  if (error.status === 400) {
    if (error.errorType === 'accountExists') return { reason: 'accountExists' };
    if (error.errorType === 'clientNotExists') return { reason: 'clientNotExists' };
  }
  const fields = readFieldProblems(error, registrationFields);
  if (fields) return { reason: 'invalidFields', fields };
  return classifyCommonFailure(error);
}
