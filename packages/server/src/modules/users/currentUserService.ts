import type { Kysely } from 'kysely';
import type { DatabaseTables, PersonalDetails } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import { HttpError } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import type { SessionPrincipal } from '../access/requestContext';
import { hashPassword, verifyPassword } from '../auth/passwordHash';
import { checkNewPassword, type PasswordProblem } from '../auth/passwordPolicy';
import { revokeUserSessions } from '../auth/sessionRepository';
import {
  findPasswordContext,
  replacePasswordHash,
  updatePersonalDetails,
} from './currentUserRepository';

/**
 * What `PATCH users/current` may change: the user's own personal details and password. Nothing
 * else exists here on purpose (type, roles, e-mail, status are an admin's business).
 * @internal
 */
export interface CurrentUserChange {
  readonly personalDetails?: PersonalDetails;
  readonly currentPassword?: string;
  readonly newPassword?: string;
  readonly repeatNewPassword?: string;
}

/**
 * Spec 000 §8: the runtime shows 'Podano nieprawidłowe hasło' on the current-password field for
 * this code.
 */
const invalidCurrentPassword = () => {
  const problem: PasswordProblem = {
    path: '/currentPassword',
    message: 'is not the current password',
    code: 'invalidCurrentPassword',
  };
  return new HttpError(422, 'The current password is not correct', problem.code, [problem]);
};

/**
 * Edits of the logged-in user's own account.
 * @internal
 */
export function createCurrentUserService(kysely: Kysely<DatabaseTables>) {
  return {
    /**
     * Applies a change in one transaction. A password change needs the current password, obeys
     * the password policy, stamps `password_changed_at` and ends every other session of the user
     * in the same transaction; the session making the change keeps working.
     * @returns the personal details after the change.
     * @throws {HttpError} 422 invalidCurrentPassword, or 422 with the password problems.
     */
    async update(principal: SessionPrincipal, change: CurrentUserChange): Promise<PersonalDetails> {
      const { userId } = principal;
      const newPassword = change.newPassword;
      let passwordChange: { previousHash: string; hash: string } | undefined;
      if (newPassword !== undefined) {
        const context = await runScoped(kysely, { userId }, (trx) =>
          findPasswordContext(trx, userId),
        );
        const previousHash = context.passwordHash;
        if (
          previousHash === null ||
          !(await verifyPassword(previousHash, change.currentPassword ?? ''))
        ) {
          throw invalidCurrentPassword();
        }
        const problems = checkNewPassword({
          password: newPassword,
          repeat: change.repeatNewPassword ?? '',
          path: '/newPassword',
          repeatPath: '/repeatNewPassword',
          email: principal.email,
          minLength: context.minLength,
        });
        if (problems.length > 0) throw invalidRequest(problems);
        passwordChange = { previousHash, hash: await hashPassword(newPassword) };
      }
      return runScoped(kysely, { userId }, async (trx) => {
        if (passwordChange !== undefined) {
          const replaced = await replacePasswordHash(
            trx,
            userId,
            passwordChange.previousHash,
            passwordChange.hash,
          );
          // Another request changed the password since it was checked.
          if (!replaced) throw invalidCurrentPassword();
          await revokeUserSessions(trx, userId, principal.sessionId);
        }
        return updatePersonalDetails(trx, userId, change.personalDetails ?? {});
      });
    },
  };
}

/** @internal */
export type CurrentUserService = ReturnType<typeof createCurrentUserService>;
