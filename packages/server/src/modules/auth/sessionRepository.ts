import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';

type Db = Kysely<DatabaseTables>;

/**
 * Opens a session: one row per login.
 * @internal
 */
export async function createSession(db: Db, userId: string, expiresAt: Date): Promise<string> {
  const { id } = await db
    .insertInto('sessions')
    .values({ user_id: userId, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** @internal */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every live session of a user except `keepSessionId` (the one changing its own password).
 * Run it in the transaction that deactivates, demotes or re-passwords the user.
 * @internal
 */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}
