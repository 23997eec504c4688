import type { PersonalDetails, UserType } from '../currentUser.types';
import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions, ExistenceCheckOptions } from './callOptions.types';
import type { CollectionQuery, CollectionResponse, RecordStatus } from './collection.types';
import { countMatches } from './countMatches';
import type { RoleRecord } from './rolesApi';
import { saveRecord } from './saveRecord';

/**
 * Personal details as the users collection has them: text only, `null` is refused on write.
 * @public
 */
export type UserPersonalDetails = { [Field in keyof PersonalDetails]?: string };

/**
 * A user as `GET users` shows it (spec 000 §3, User): the account and its membership in the
 * request's client.
 * @public
 */
export interface UserRecord {
  id: string;
  email: string;
  /** The membership's status in this client. */
  status: RecordStatus;
  /** `super_admin` for a super admin, else the membership's type. */
  type: UserType;
  supervisorUserId: string | null;
  roleIds: string[];
  defaultClient: { key: string } | null;
  personalDetails: UserPersonalDetails;
  specialFeatures: { type: string }[];
  /** Read-only, to filter on: the full name is surname then name. */
  _search: { fullName: string; isActive: boolean };
}

/**
 * A user write (`PUT users[/{id}]`, an item of `PUT users/batch-save`): any of the record's
 * fields, plus an initial or new password. A record as `GET users` gave it may be sent back:
 * `defaultClient` and `_search` are accepted and not written. Without `id` it creates a user.
 * @public
 */
export interface UserSave {
  id?: string;
  email?: string;
  password?: string;
  status?: RecordStatus;
  type?: UserType;
  supervisorUserId?: string | null;
  roleIds?: string[];
  personalDetails?: UserPersonalDetails;
  specialFeatures?: { type: string }[];
  defaultClient?: { key: string } | null;
  _search?: { fullName?: string; isActive?: boolean };
}

/**
 * A `GET users` query. `filter.roleIds` (one id or a list) finds users holding any of them.
 * @public
 */
export type UserCollectionQuery = CollectionQuery<{
  filter: 'id' | 'email' | 'status' | 'type' | 'roleIds' | '_search.fullName' | '_search.isActive';
  sort: 'email' | 'fullName' | 'createdAt';
  include: 'roles';
}>;

/** What `GET users` answers; `relations.roles` when the query included `roles`. @public */
export type UserCollectionResponse = CollectionResponse<UserRecord, { roles: RoleRecord[] }>;

/**
 * An import row to match with a user by e-mail; the import's other columns may come along.
 * @public
 */
export interface UserImportRow {
  email: string;
  [column: string]: string | number | boolean | null;
}

/**
 * A one-time login link's token for a user (`POST users/{id}/loginToken`).
 * @public
 */
export interface LoginToken {
  token: string;
  /** ISO date-time after which the token no longer logs anyone in. */
  expiresAt: string;
}

/**
 * `GET users` (users management, spec 000 §6–7): one page of the client's users.
 * @public
 * @example fetchUsers(adapter, { filter: { status: 'active' }, include: ['roles'] });
 */
export function fetchUsers(
  adapter: HttpAdapter,
  query: UserCollectionQuery = {},
  options: CallOptions = {},
): Promise<UserCollectionResponse> {
  return adapter.request<UserCollectionResponse>({
    method: 'GET',
    path: 'users',
    query,
    ...options,
  });
}

/**
 * Whether an active user of this client has this e-mail (spec 000 §7: `GET users` filtered by
 * status active and e-mail equals; the server compares e-mails case-insensitively).
 * @public
 */
export async function emailExists(
  adapter: HttpAdapter,
  email: string,
  options: ExistenceCheckOptions = {},
): Promise<boolean> {
  return (await countMatches(adapter, 'users', { status: 'active', email }, options)) > 0;
}

/**
 * `PUT users` (no `id`: creates) or `PUT users/{id}` (updates, the id not in the body).
 * @public
 */
export async function saveUser(
  adapter: HttpAdapter,
  { id, ...user }: UserSave,
  options: CallOptions = {},
): Promise<UserRecord> {
  return saveRecord<UserRecord>(adapter, 'users', id, user, options);
}

/**
 * `PUT users/batch-save` (spec 000 §7): creates (no `id`) and updates users in one
 * transaction; answers the saved users in the order given.
 * @public
 */
export async function batchSaveUsers(
  adapter: HttpAdapter,
  items: readonly UserSave[],
  options: CallOptions = {},
): Promise<UserRecord[]> {
  const response = await adapter.request<{ data: UserRecord[] }>({
    method: 'PUT',
    path: 'users/batch-save',
    body: { items },
    ...options,
  });
  return response.data;
}

/**
 * `POST users/import/find-matches` (spec 000 §7): for each import row, in row order, the id of
 * this client's user with that e-mail, or `null`.
 * @public
 */
export async function findUserMatches(
  adapter: HttpAdapter,
  rows: readonly UserImportRow[],
  options: CallOptions = {},
): Promise<(string | null)[]> {
  const response = await adapter.request<{ data: { id: string | null }[] }>({
    method: 'POST',
    path: 'users/import/find-matches',
    body: { rows },
    ...options,
  });
  return response.data.map((match) => match.id);
}

/**
 * `POST users/{id}/loginToken` (spec 000 §7, admins): a one-time login link's token. Without
 * `validitySeconds` no body is sent and the server's default (an hour) applies.
 * @public
 */
export async function createLoginToken(
  adapter: HttpAdapter,
  { userId, validitySeconds }: { userId: string; validitySeconds?: number },
  options: CallOptions = {},
): Promise<LoginToken> {
  const response = await adapter.request<{ data: LoginToken }>({
    method: 'POST',
    path: `users/${encodeURIComponent(userId)}/loginToken`,
    ...(validitySeconds === undefined ? {} : { body: { validitySeconds } }),
    ...options,
  });
  return response.data;
}
