import { type Kysely, sql } from 'kysely';
import type { DatabaseTables, PersonalDetails } from '../../database/databaseTables';
import { minPasswordLengthOf } from '../auth/passwordPolicy';

type Db = Kysely<DatabaseTables>;

/**
 * The stored password hash of a user, and the longest minimum length any of the clients they
 * actively belong to asks for (a password is one per account, so the strictest client decides).
 * Needs a scope with `userId` (the person's own memberships).
 * @internal
 */
export async function findPasswordContext(
  db: Db,
  userId: string,
): Promise<{ passwordHash: string | null; minLength: number }> {
  const user = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const clients = await db
    .selectFrom('client_users')
    .innerJoin('clients', 'clients.id', 'client_users.client_id')
    .select('clients.settings')
    .where('client_users.user_id', '=', userId)
    .where('client_users.status', '=', 'active')
    .where('clients.status', '=', 'active')
    .execute();
  const minLength = Math.max(
    minPasswordLengthOf({}),
    ...clients.map((c) => minPasswordLengthOf(c.settings)),
  );
  return { passwordHash: user.password_hash, minLength };
}

/**
 * Merges `patch` into the user's personal details in one statement; a field given as an empty
 * string is removed.
 * @returns the personal details after the change.
 * @internal
 */
export async function updatePersonalDetails(
  db: Db,
  userId: string,
  patch: PersonalDetails,
): Promise<PersonalDetails> {
  const kept = Object.fromEntries(
    Object.entries(patch).map(([field, value]) => [field, value === '' ? null : value]),
  );
  const { personal_details } = await db
    .updateTable('users')
    .set({
      personal_details: sql<string>`jsonb_strip_nulls(personal_details || ${JSON.stringify(kept)}::jsonb)`,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .returning('personal_details')
    .executeTakeFirstOrThrow();
  return personal_details;
}

/**
 * Replaces the password hash, but only while the stored hash is still `previousHash` (the one
 * the current password was checked against), so two concurrent changes cannot both succeed.
 * Stamps `password_changed_at`.
 * @returns false when the hash had changed meanwhile.
 * @internal
 */
export async function replacePasswordHash(
  db: Db,
  userId: string,
  previousHash: string,
  passwordHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .where('password_hash', '=', previousHash)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
