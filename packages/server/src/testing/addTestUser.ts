import type { Database } from '../database/database.types';
import type { MemberType, RecordStatus } from '../database/databaseTables';
import { runScoped } from '../database/scopedTransaction';
import { hashPassword } from '../modules/auth/passwordHash';

/** @internal */
export interface TestUserOptions {
  readonly email: string;
  readonly password?: string;
  /** The client the user belongs to; none for an account without memberships. */
  readonly clientId?: string;
  readonly type?: MemberType;
  readonly memberStatus?: RecordStatus;
  readonly awaitingApproval?: boolean;
  readonly status?: RecordStatus;
  readonly isSuperAdmin?: boolean;
  readonly roleIds?: readonly string[];
}

const hashes = new Map<string, Promise<string>>();

/**
 * Adds an account (and its membership and roles in `clientId`) straight into the database.
 * Password hashes are cached per password: argon2 is slow on purpose.
 * @returns the user's id.
 * @internal
 */
export async function addTestUser(db: Database, options: TestUserOptions): Promise<string> {
  const password = options.password ?? 'test-password';
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const passwordHash = await hashes.get(password);
  return runScoped(db.kysely, { clientId: options.clientId }, async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        email: options.email,
        password_hash: passwordHash ?? null,
        status: options.status ?? 'active',
        is_super_admin: options.isSuperAdmin ?? false,
        personal_details: JSON.stringify({ name: 'Test', surname: options.email }),
        default_client_id: options.clientId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (options.clientId === undefined) return id;
    await trx
      .insertInto('client_users')
      .values({
        client_id: options.clientId,
        user_id: id,
        type: options.type ?? 'user',
        status: options.memberStatus ?? 'active',
        awaiting_approval: options.awaitingApproval ?? false,
      })
      .execute();
    for (const roleId of options.roleIds ?? []) {
      await trx
        .insertInto('user_roles')
        .values({ client_id: options.clientId, user_id: id, role_id: roleId })
        .execute();
    }
    return id;
  });
}

/**
 * The id of the seeded demo client.
 * @internal
 */
export async function demoClientId(db: Database): Promise<string> {
  const { id } = await db.kysely
    .selectFrom('clients')
    .select('id')
    .where('key', '=', 'demo')
    .executeTakeFirstOrThrow();
  return id;
}
