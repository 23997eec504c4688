import { type Kysely, sql } from 'kysely';
import type { DatabaseTables, RecordStatus } from '../../database/databaseTables';
import type { SessionUser } from './sessionUser.types';

/** @internal */
export interface LoginCandidate {
  id: string;
  passwordHash: string | null;
  status: RecordStatus;
}

/**
 * Reads users for authentication. E-mails compare case-insensitively through `lower(email)`,
 * the expression the unique index is built on, so the look-up uses that index.
 * @internal
 */
export function createUserRepository(kysely: Kysely<DatabaseTables>) {
  return {
    /** A user who may try to log in: any status but deleted, which counts as no account. */
    async findLoginCandidate(email: string): Promise<LoginCandidate | undefined> {
      const row = await kysely
        .selectFrom('users')
        .select(['id', 'password_hash', 'status'])
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .where('status', '<>', 'deleted')
        .executeTakeFirst();
      return row && { id: row.id, passwordHash: row.password_hash, status: row.status };
    },

    /** The active user behind a session, shaped for `auth/me`. */
    async findActiveSessionUser(userId: string): Promise<SessionUser | undefined> {
      const row = await kysely
        .selectFrom('users')
        .leftJoin('clients', 'clients.id', 'users.default_client_id')
        .select([
          'users.id',
          'users.email',
          'users.type',
          'users.personal_details',
          'clients.key as default_client_key',
        ])
        .where('users.id', '=', userId)
        .where('users.status', '=', 'active')
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        id: row.id,
        roleIds: [],
        email: row.email,
        type: row.type,
        personalDetails: row.personal_details,
        defaultClient: row.default_client_key === null ? null : { key: row.default_client_key },
        specialPermissions: [],
        userSpecialFeatures: [],
      };
    },
  };
}

/** @internal */
export type UserRepository = ReturnType<typeof createUserRepository>;
