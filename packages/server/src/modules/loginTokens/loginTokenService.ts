import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import { forbidden, HttpError, notFound } from '../../http/httpError';
import type { TenantContext } from '../access/requestContext';
import { issueSessionToken } from '../auth/issueSessionToken';
import {
  auditLoginTokenCreated,
  belongsToOtherClients,
  consumeLoginToken,
  findLoginTokenTarget,
  insertLoginToken,
  mayRedeemLoginToken,
} from './loginTokenRepository';
import { createLoginTokenSecret, hashLoginToken } from './loginTokenSecret';

/** The client feature that turns login links on (spec 001 §3.20). */
const loginTokensFeature = 'userLoginTokens';

/**
 * Spec 000 §8: the runtime shows 'Podany link jest nieprawidłowy lub wygasł'. One answer for an
 * unknown, used, expired or no-longer-allowed link, so none of them can be told apart.
 */
const invalidLoginToken = () =>
  new HttpError(401, 'The login link is invalid or has expired', 'invalidLoginToken');

/**
 * A new login link as its creator receives it: the only time the token exists outside the
 * client's hands.
 * @public
 */
export interface CreatedLoginToken {
  readonly token: string;
  readonly expiresAt: Date;
}

/**
 * One-time login links (feature `userLoginTokens`): an admin makes one for a member, the member
 * redeems it once for a session.
 * @internal
 */
export function createLoginTokenService(kysely: Kysely<DatabaseTables>, secret: Uint8Array) {
  return {
    /**
     * Makes a link for `userId`, a member of the tenant's client. A link is a full session of
     * that account, so a client admin may only make one for a plain account of their own client:
     * not for a super admin, and not for someone who also belongs to another client (the session
     * would reach there too). Super admins may make one for anybody who is a member here.
     * @throws {HttpError} 403 when the feature is off or the target is beyond the admin, 404 for
     * a user who is not a member of the client, 409 userNotActive for an inactive member.
     */
    async create(
      tenant: TenantContext,
      userId: string,
      validitySeconds: number,
    ): Promise<CreatedLoginToken> {
      if (tenant.client.enabledFeatures[loginTokensFeature] !== true) {
        throw forbidden('Login links are not enabled for this client');
      }
      const clientId = tenant.client.id;
      const target = await tenant.run((trx) => findLoginTokenTarget(trx, clientId, userId));
      if (target === undefined) throw notFound('User not found');
      if (!tenant.isSuperAdmin) {
        const reachesFurther =
          target.isSuperAdmin ||
          (await runScoped(kysely, { userId }, (trx) =>
            belongsToOtherClients(trx, userId, clientId),
          ));
        if (reachesFurther) {
          throw forbidden('Only a super admin may make a login link for this user');
        }
      }
      if (target.accountStatus !== 'active' || target.memberStatus !== 'active') {
        throw new HttpError(409, 'The user is not active', 'userNotActive');
      }
      const token = createLoginTokenSecret();
      const expiresAt = await tenant.run(async (trx) => {
        const expiry = await insertLoginToken(trx, {
          clientId,
          userId,
          hashHex: hashLoginToken(token),
          validitySeconds,
          createdByUserId: tenant.scope.userId,
        });
        await auditLoginTokenCreated(trx, {
          clientId,
          actorUserId: tenant.scope.userId,
          userId,
          expiresAt: expiry,
        });
        return expiry;
      });
      return { token, expiresAt };
    },

    /**
     * Redeems a link for a session token, like a login. The link is used up even when its user
     * may no longer log in (deactivated, feature turned off): one link, one try.
     * @throws {HttpError} 401 invalidLoginToken.
     */
    async redeem(token: string): Promise<string> {
      const hashHex = hashLoginToken(token);
      const sessionToken = await runScoped(kysely, { loginTokenHash: hashHex }, async (trx) => {
        const link = await consumeLoginToken(trx, hashHex);
        if (link === undefined) return undefined;
        const scope = { clientId: link.client_id, userId: link.user_id, loginTokenHash: hashHex };
        return runScoped(trx, scope, async (scoped) => {
          if (!(await mayRedeemLoginToken(scoped, link.client_id, link.user_id))) return undefined;
          return issueSessionToken(scoped, link.user_id, secret);
        });
      });
      if (sessionToken === undefined) throw invalidLoginToken();
      return sessionToken;
    },
  };
}

/** @internal */
export type LoginTokenService = ReturnType<typeof createLoginTokenService>;
