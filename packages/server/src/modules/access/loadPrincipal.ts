import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import { verifySessionToken } from '../auth/sessionToken';
import type { SessionPrincipal } from './requestContext';

/**
 * The principal behind `Authorization: Bearer <token>`: the token must be ours, unexpired, and
 * its session row live (not revoked, not expired) for an active user. One query per request, no
 * cache: logout, deactivation and password changes take effect on the very next request.
 * @returns undefined for a missing, malformed, forged, expired or revoked token.
 * @internal
 */
export async function loadPrincipal(
  kysely: Kysely<DatabaseTables>,
  secret: Uint8Array,
  authorization: string | undefined,
): Promise<SessionPrincipal | undefined> {
  const token = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
  if (token === undefined) return undefined;
  const claims = await verifySessionToken(token, secret);
  if (claims === undefined) return undefined;
  const row = await runScoped(kysely, { userId: claims.userId }, (trx) =>
    trx
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'users.id as user_id',
        'users.email',
        'users.is_super_admin',
        'users.personal_details',
        'users.default_client_id',
      ])
      .where('sessions.id', '=', claims.sessionId)
      .where('sessions.user_id', '=', claims.userId)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', new Date())
      .where('users.status', '=', 'active')
      .executeTakeFirst(),
  );
  return (
    row && {
      sessionId: row.session_id,
      userId: row.user_id,
      email: row.email,
      isSuperAdmin: row.is_super_admin,
      personalDetails: row.personal_details,
      defaultClientId: row.default_client_id,
    }
  );
}
