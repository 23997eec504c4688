import { type Kysely, sql } from 'kysely';
import type { DatabaseTables, RecordStatus } from '../../database/databaseTables';

type Db = Kysely<DatabaseTables>;

/** @internal */
export interface LoginCandidate {
  id: string;
  passwordHash: string | null;
  status: RecordStatus;
  isSuperAdmin: boolean;
}

/**
 * A user who may try to log in: any status but deleted, which counts as no account. E-mails
 * compare case-insensitively through `lower(email)`, the expression the unique index is on.
 * @internal
 */
export async function findLoginCandidate(
  db: Db,
  email: string,
): Promise<LoginCandidate | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'status', 'is_super_admin'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      passwordHash: row.password_hash,
      status: row.status,
      isSuperAdmin: row.is_super_admin,
    }
  );
}

/** @internal */
export type LoginStanding = 'allowed' | 'waitingForAdminApproval' | 'deactivatedByAdmin';

/**
 * Whether a user whose password matched may log in: a super admin always (while active); anyone
 * else needs an active membership in an active client. Without one, a registration still waiting
 * for approval says so; otherwise the account counts as deactivated.
 * Needs a scope with `userId` (the person's own memberships).
 * @internal
 */
export async function loginStanding(db: Db, user: LoginCandidate): Promise<LoginStanding> {
  if (user.status !== 'active') return 'deactivatedByAdmin';
  if (user.isSuperAdmin) return 'allowed';
  const memberships = await db
    .selectFrom('client_users')
    .innerJoin('clients', 'clients.id', 'client_users.client_id')
    .select(['client_users.status', 'client_users.awaiting_approval'])
    .where('client_users.user_id', '=', user.id)
    .where('clients.status', '=', 'active')
    .execute();
  if (memberships.some((m) => m.status === 'active')) return 'allowed';
  if (memberships.some((m) => m.awaiting_approval)) return 'waitingForAdminApproval';
  return 'deactivatedByAdmin';
}
