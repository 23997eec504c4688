import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { HttpError } from '../../http/httpError';
import type { SessionUser } from '../users/sessionUser.types';
import { createUserRepository } from '../users/userRepository';
import { verifyPassword } from './passwordHash';
import { createSessionRepository } from './sessionRepository';
import { type SessionClaims, signSessionToken, verifySessionToken } from './sessionToken';

/**
 * How long a login lasts. The spec's client has no refresh flow: a 401 sends the user back to
 * the login page, so a working day's login must outlive the day. 30 days, revocable by logout.
 * @internal
 */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

const invalidCredentials = () =>
  new HttpError(401, 'Invalid e-mail or password', 'invalidCredentials');
const unauthorized = () => new HttpError(401, 'Not logged in or the session has ended');

/**
 * Login, logout and "who is this token": the auth rules in one place, over the user and session
 * repositories.
 * @internal
 */
export function createAuthService(kysely: Kysely<DatabaseTables>, secret: Uint8Array) {
  const users = createUserRepository(kysely);
  const sessions = createSessionRepository(kysely);

  return {
    /**
     * The password is checked before the account status, so only someone who knows the
     * password learns that the account is deactivated (spec 000 §8: deactivatedByAdmin).
     * @throws {HttpError} 401 invalidCredentials or deactivatedByAdmin.
     */
    async login(email: string, password: string): Promise<string> {
      const user = await users.findLoginCandidate(email);
      const passwordMatches = await verifyPassword(user?.passwordHash, password);
      if (user === undefined || !passwordMatches) throw invalidCredentials();
      if (user.status !== 'active') {
        throw new HttpError(401, 'The account was deactivated by an admin', 'deactivatedByAdmin');
      }
      const expiresAt = new Date(Date.now() + sessionLifetimeMs);
      const sessionId = await sessions.create(user.id, expiresAt);
      return signSessionToken({ sessionId, userId: user.id }, expiresAt, secret);
    },

    /**
     * The session a request's `Authorization: Bearer <token>` header stands for.
     * @throws {HttpError} 401 when the header is missing or the token is invalid, expired or
     * revoked.
     */
    async authenticate(authorization: string | undefined): Promise<SessionClaims> {
      const token = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
      if (token === undefined) throw unauthorized();
      const claims = await verifySessionToken(token, secret);
      if (claims === undefined || !(await sessions.isActive(claims.sessionId, claims.userId))) {
        throw unauthorized();
      }
      return claims;
    },

    /** @throws {HttpError} 401 when the user was deactivated or deleted after logging in. */
    async currentUser(claims: SessionClaims): Promise<SessionUser> {
      const user = await users.findActiveSessionUser(claims.userId);
      if (user === undefined) throw unauthorized();
      return user;
    },

    async logout(claims: SessionClaims): Promise<void> {
      await sessions.revoke(claims.sessionId);
    },
  };
}

/** @internal */
export type AuthService = ReturnType<typeof createAuthService>;
