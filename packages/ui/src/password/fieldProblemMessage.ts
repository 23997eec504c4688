import type { FieldProblem } from '@tessera/client';
import type { FieldMessage } from './fieldMessage.types';

/**
 * The message for a problem the server found with a field (spec §8: change password,
 * invalidCurrentPassword → 'Podano nieprawidłowe hasło'; the password policy's codes).
 * @internal
 */
export function fieldProblemMessage(problem: FieldProblem): FieldMessage {
  switch (problem.code) {
    case 'invalidCurrentPassword':
      return { key: 'changePassword.errors.invalidCurrentPassword' };
    case 'passwordTooShort':
      return problem.minLength === undefined
        ? { key: 'validations.invalid' }
        : { key: 'password.tooShort', values: { count: problem.minLength } };
    case 'passwordTooCommon':
      return { key: 'password.tooCommon' };
    case 'passwordSameAsEmail':
      return { key: 'password.sameAsEmail' };
    case 'passwordsNotEqual':
      return { key: 'password.notEqual' };
    case 'invalid':
      return { key: 'validations.invalid' };
  }
}
