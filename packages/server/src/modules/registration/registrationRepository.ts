import { type Kysely, sql } from 'kysely';
import type { DatabaseTables, PersonalDetails } from '../../database/databaseTables';

type Db = Kysely<DatabaseTables>;

/** @internal */
export interface RegistrationClient {
  readonly id: string;
  readonly settings: Readonly<Record<string, unknown>>;
}

/**
 * The active client a registration names: by key, else by one of its domains (the host the
 * runtime was loaded from). Inactive and deleted clients are not found.
 * @internal
 */
export async function findRegistrationClient(
  db: Db,
  selector: { readonly key?: string; readonly domain?: string },
): Promise<RegistrationClient | undefined> {
  const active = db.selectFrom('clients').select(['id', 'settings']).where('status', '=', 'active');
  if (selector.key !== undefined) return active.where('key', '=', selector.key).executeTakeFirst();
  if (selector.domain === undefined || selector.domain === '') return undefined;
  return active
    .where('domains', '@>', sql<string[]>`array[${selector.domain.toLowerCase()}]::text[]`)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}

/** @internal */
export interface NewAccount {
  readonly email: string;
  readonly passwordHash: string;
  readonly personalDetails: PersonalDetails;
}

/**
 * Creates the account with `clientId` as its default client, unless an account with that
 * e-mail (in any letter case) exists: the unique index on `lower(email)` decides, so two
 * parallel registrations cannot both succeed.
 * @returns the new user's id, or undefined when the e-mail is taken.
 * @internal
 */
export async function insertAccount(
  db: Db,
  clientId: string,
  account: NewAccount,
): Promise<string | undefined> {
  const row = await db
    .insertInto('users')
    .values({
      email: account.email,
      password_hash: account.passwordHash,
      personal_details: JSON.stringify(account.personalDetails),
      default_client_id: clientId,
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * Adds the new account to its client as a plain user: active, or inactive and awaiting an
 * admin's approval. Needs the client's scope.
 * @internal
 */
export async function insertMembership(
  db: Db,
  clientId: string,
  userId: string,
  awaitingApproval: boolean,
): Promise<void> {
  await db
    .insertInto('client_users')
    .values({
      client_id: clientId,
      user_id: userId,
      type: 'user',
      status: awaitingApproval ? 'inactive' : 'active',
      awaiting_approval: awaitingApproval,
    })
    .execute();
}

/**
 * The durable record that admins are to be told about a registration; the mail job sends it
 * once mail exists. Carries no password, not even its hash. Needs the client's scope.
 * @internal
 */
export async function insertRegistrationNotification(
  db: Db,
  clientId: string,
  user: { readonly id: string; readonly email: string },
): Promise<void> {
  await db
    .insertInto('outbox')
    .values({
      client_id: clientId,
      kind: 'registrationNotification',
      payload: JSON.stringify({ userId: user.id, email: user.email }),
    })
    .execute();
}
