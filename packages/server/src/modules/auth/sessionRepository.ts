import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';

/**
 * Session rows: one per login, revocable.
 * @internal
 */
export function createSessionRepository(kysely: Kysely<DatabaseTables>) {
  return {
    async create(userId: string, expiresAt: Date): Promise<string> {
      const { id } = await kysely
        .insertInto('sessions')
        .values({ user_id: userId, expires_at: expiresAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Whether the session exists for that user and is neither revoked nor expired. */
    async isActive(sessionId: string, userId: string): Promise<boolean> {
      const row = await kysely
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      return row !== undefined;
    },

    async revoke(sessionId: string): Promise<void> {
      await kysely
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

/** @internal */
export type SessionRepository = ReturnType<typeof createSessionRepository>;
