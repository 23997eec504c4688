import { type Kysely, sql } from 'kysely';
import type { DatabaseTables, RecordStatus } from '../../database/databaseTables';

type Db = Kysely<DatabaseTables>;

/** @internal */
export interface LoginTokenTarget {
  readonly isSuperAdmin: boolean;
  readonly accountStatus: RecordStatus;
  readonly memberStatus: RecordStatus;
}

/**
 * The member of `clientId` a login link is made for; undefined when the user is not (or no
 * longer) a member of that client. Needs the client's scope.
 * @internal
 */
export function findLoginTokenTarget(
  db: Db,
  clientId: string,
  userId: string,
): Promise<LoginTokenTarget | undefined> {
  return db
    .selectFrom('client_users')
    .innerJoin('users', 'users.id', 'client_users.user_id')
    .select([
      'users.is_super_admin as isSuperAdmin',
      'users.status as accountStatus',
      'client_users.status as memberStatus',
    ])
    .where('client_users.client_id', '=', clientId)
    .where('client_users.user_id', '=', userId)
    .where('client_users.status', '<>', 'deleted')
    .where('users.status', '<>', 'deleted')
    .executeTakeFirst();
}

/**
 * Whether the user belongs to any client other than `clientId`. Needs a scope with the user's
 * id (their own memberships), since the client's scope cannot see other clients' rows.
 * @internal
 */
export async function belongsToOtherClients(
  db: Db,
  userId: string,
  clientId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('client_users')
    .select('client_id')
    .where('user_id', '=', userId)
    .where('client_id', '<>', clientId)
    .where('status', '<>', 'deleted')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores a login link: only the token's hash, its expiry (`now()` plus the validity, by the
 * database's clock) and who made it. Needs the client's scope.
 * @returns the expiry.
 * @internal
 */
export async function insertLoginToken(
  db: Db,
  token: {
    readonly clientId: string;
    readonly userId: string;
    readonly hashHex: string;
    readonly validitySeconds: number;
    readonly createdByUserId: string;
  },
): Promise<Date> {
  const { expires_at } = await db
    .insertInto('login_tokens')
    .values({
      client_id: token.clientId,
      user_id: token.userId,
      token_hash: sql<Buffer>`decode(${token.hashHex}, 'hex')`,
      expires_at: sql<Date>`now() + make_interval(secs => ${token.validitySeconds})`,
      created_by_user_id: token.createdByUserId,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return expires_at;
}

/**
 * Uses up a login link in one statement: only an unused, unexpired token matches, and the row
 * lock lets exactly one of any number of parallel redemptions through. Needs a scope with
 * `loginTokenHash` set to the same hash (the `presented_token` row policy).
 * @returns the token's client and user, or undefined for an unknown, used or expired token.
 * @internal
 */
export function consumeLoginToken(
  db: Db,
  hashHex: string,
): Promise<{ client_id: string; user_id: string } | undefined> {
  return db
    .updateTable('login_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', sql<Buffer>`decode(${hashHex}, 'hex')`)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['client_id', 'user_id'])
    .executeTakeFirst();
}

/**
 * Whether the user of a redeemed link may still log in through it: an active account with an
 * active membership in an active client that still has the `userLoginTokens` feature. Needs a
 * scope with the client and the user.
 * @internal
 */
export async function mayRedeemLoginToken(
  db: Db,
  clientId: string,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('client_users')
    .innerJoin('users', 'users.id', 'client_users.user_id')
    .innerJoin('clients', 'clients.id', 'client_users.client_id')
    .select('clients.enabled_features')
    .where('client_users.client_id', '=', clientId)
    .where('client_users.user_id', '=', userId)
    .where('client_users.status', '=', 'active')
    .where('users.status', '=', 'active')
    .where('clients.status', '=', 'active')
    .executeTakeFirst();
  return row?.enabled_features.userLoginTokens === true;
}

/**
 * Records who made a login link for whom (never the token). Needs the client's scope.
 * @internal
 */
export async function auditLoginTokenCreated(
  db: Db,
  event: {
    readonly clientId: string;
    readonly actorUserId: string;
    readonly userId: string;
    readonly expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      client_id: event.clientId,
      actor_user_id: event.actorUserId,
      action: 'loginToken.created',
      details: JSON.stringify({ userId: event.userId, expiresAt: event.expiresAt.toISOString() }),
    })
    .execute();
}
