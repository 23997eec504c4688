import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import { HttpError } from '../../http/httpError';
import type { SessionPrincipal, TenantContext } from '../access/requestContext';
import type { SessionUser } from '../users/sessionUser.types';
import { findLoginCandidate, loginStanding } from '../users/userRepository';
import { issueSessionToken } from './issueSessionToken';
import { verifyPassword } from './passwordHash';
import { revokeSession } from './sessionRepository';

/** Spec 000 §8: a plain 401 is shown as invalidCredentials ('Nieprawidłowy email lub hasło'). */
const invalidCredentials = () => new HttpError(401, 'Invalid e-mail or password');

/**
 * Login, logout and "who am I": the auth rules in one place.
 * @internal
 */
export function createAuthService(kysely: Kysely<DatabaseTables>, secret: Uint8Array) {
  return {
    /**
     * The password is checked before the account's standing, so only someone who knows the
     * password learns that the account is deactivated or waiting for approval.
     * @throws {HttpError} 401 (no errorType) for wrong credentials, 401 deactivatedByAdmin or
     * waitingForAdminApproval.
     */
    async login(email: string, password: string): Promise<string> {
      const user = await runScoped(kysely, {}, (trx) => findLoginCandidate(trx, email));
      const passwordMatches = await verifyPassword(user?.passwordHash, password);
      if (user === undefined || !passwordMatches) throw invalidCredentials();
      return runScoped(kysely, { userId: user.id }, async (trx) => {
        const standing = await loginStanding(trx, user);
        if (standing === 'waitingForAdminApproval') {
          throw new HttpError(401, 'The account waits for an admin to approve it', standing);
        }
        if (standing === 'deactivatedByAdmin') {
          throw new HttpError(401, 'The account was deactivated by an admin', standing);
        }
        return issueSessionToken(trx, user.id, secret);
      });
    },

    /** The session user as `auth/me` shows it, in the request's client when there is one. */
    async currentUser(
      principal: SessionPrincipal,
      tenant: TenantContext | null,
    ): Promise<SessionUser> {
      const defaultClient =
        principal.defaultClientId === null
          ? null
          : await runScoped(kysely, {}, (trx) =>
              trx
                .selectFrom('clients')
                .select('key')
                .where('id', '=', principal.defaultClientId)
                .executeTakeFirst(),
            );
      return {
        id: principal.userId,
        roleIds: [...(tenant?.roleIds ?? [])],
        email: principal.email,
        type: tenant?.userType ?? (principal.isSuperAdmin ? 'super_admin' : 'user'),
        personalDetails: principal.personalDetails,
        defaultClient: defaultClient ?? null,
        specialPermissions: [...(tenant?.specialPermissions ?? [])],
        userSpecialFeatures: (tenant?.specialFeatures ?? []).map((feature) => ({ ...feature })),
      };
    },

    logout(principal: SessionPrincipal): Promise<void> {
      return runScoped(kysely, { userId: principal.userId }, (trx) =>
        revokeSession(trx, principal.sessionId),
      );
    },
  };
}

/** @internal */
export type AuthService = ReturnType<typeof createAuthService>;
