import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { createSession } from './sessionRepository';
import { signSessionToken } from './sessionToken';

/**
 * How long a login lasts. The spec's client has no refresh flow: a 401 sends the user back to
 * the login page, so a working day's login must outlive the day. 30 days, revocable by logout.
 */
const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/**
 * Opens a session row for `userId` and signs the bearer token bound to it. Run it in the
 * transaction that decided the user may log in (password login, a redeemed login link).
 * @internal
 */
export async function issueSessionToken(
  db: Kysely<DatabaseTables>,
  userId: string,
  secret: Uint8Array,
): Promise<string> {
  const expiresAt = new Date(Date.now() + sessionLifetimeMs);
  const sessionId = await createSession(db, userId, expiresAt);
  return signSessionToken({ sessionId, userId }, expiresAt, secret);
}
