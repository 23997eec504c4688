import { type Expression, type SqlBool, sql, type Transaction } from 'kysely';
import type {
  DatabaseTables,
  MemberType,
  PersonalDetails,
  RecordStatus,
  SpecialFeature,
} from '../../database/databaseTables';
import { type CollectionMeta, runCollectionQuery } from '../../http/collectionQuery';
import { assertTenantScope, type TenantScope } from '../access/tenantScope';
import { fullNameOf } from './fullNameOf';
import { type UserCollectionQuery, userCollectionSpec } from './userCollection';
import type { UserRecord } from './userRecord.types';

type Trx = Transaction<DatabaseTables>;

/*
 * Users of one client: the global account (users) joined with its membership (client_users).
 * Every function takes the request's tenant scope and names its client explicitly, besides the
 * row-level security that already hides other clients' memberships and role assignments.
 */

function selectMembers(trx: Trx, scope: TenantScope) {
  assertTenantScope(scope);
  return trx
    .selectFrom('client_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .where('cu.client_id', '=', scope.clientId)
    .select([
      'u.id',
      'u.email',
      'u.is_super_admin',
      'u.personal_details',
      'u.client_count',
      'cu.status',
      'cu.type',
      'cu.supervisor_user_id',
      'cu.special_features',
      // Another client's key is not this client's business: only "defaults to us" is shown.
      sql<boolean>`u.default_client_id is not distinct from cu.client_id`.as('defaults_here'),
      sql<string[]>`array(
        select ur.role_id::text from user_roles ur
        where ur.client_id = cu.client_id and ur.user_id = cu.user_id
        order by ur.role_id
      )`.as('role_ids'),
    ]);
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['executeTakeFirstOrThrow']>>;

function toRecord(row: MemberRow, clientKey: string): UserRecord {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    type: row.is_super_admin ? 'super_admin' : row.type,
    supervisorUserId: row.supervisor_user_id,
    roleIds: row.role_ids,
    defaultClient: row.defaults_here ? { key: clientKey } : null,
    personalDetails: row.personal_details,
    specialFeatures: row.special_features.map((feature) => ({ type: feature.type })),
    _search: { fullName: fullNameOf(row.personal_details), isActive: row.status === 'active' },
  };
}

/**
 * One page of the client's users. `roleIds` filters by "holds any of"; e-mails compare
 * case-insensitively.
 * @internal
 */
export async function listUsers(
  trx: Trx,
  scope: TenantScope,
  clientKey: string,
  query: UserCollectionQuery,
): Promise<{ rows: UserRecord[]; meta: CollectionMeta }> {
  const { roleIds, ...filter } = query.filter ?? {};
  let base = selectMembers(trx, scope);
  if (roleIds !== undefined) {
    const wanted = Array.isArray(roleIds) ? roleIds : [roleIds];
    base = base.where(({ exists, selectFrom }) =>
      wanted.length === 0
        ? sql<SqlBool>`false`
        : (exists(
            selectFrom('user_roles as ur')
              .select('ur.role_id')
              .whereRef('ur.client_id', '=', 'cu.client_id')
              .whereRef('ur.user_id', '=', 'cu.user_id')
              .where('ur.role_id', 'in', wanted),
          ) as Expression<SqlBool>),
    );
  }
  const { rows, meta } = await runCollectionQuery(base, userCollectionSpec, {
    ...query,
    filter: lowerCaseEmails(filter),
  });
  return { rows: rows.map((row) => toRecord(row, clientKey)), meta };
}

/** The `email` filter compares with `lower(email)`: lower the values it is given. */
function lowerCaseEmails(filter: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const lower = (value: unknown): unknown => {
    if (typeof value === 'string') return value.toLowerCase();
    if (Array.isArray(value)) return value.map(lower);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([op, v]) => [op, lower(v)]));
    }
    return value;
  };
  return 'email' in filter ? { ...filter, email: lower(filter.email) } : { ...filter };
}

/** The client's users with these ids, in the order asked; other ids find nothing. @internal */
export async function findUserRecords(
  trx: Trx,
  scope: TenantScope,
  clientKey: string,
  ids: readonly string[],
): Promise<UserRecord[]> {
  if (ids.length === 0) return [];
  const rows = await selectMembers(trx, scope)
    .where('u.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, toRecord(row, clientKey)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * What a write to a member is checked against: the record plus whether this client is the
 * account's only one.
 * @internal
 */
export interface MemberState {
  readonly id: string;
  readonly email: string;
  readonly isSuperAdmin: boolean;
  readonly personalDetails: PersonalDetails;
  /** This client is the account's only client (and the account is no super admin's). */
  readonly ownedHere: boolean;
  readonly status: RecordStatus;
  readonly type: MemberType;
  readonly supervisorUserId: string | null;
  readonly specialFeatures: readonly SpecialFeature[];
  readonly roleIds: readonly string[];
}

/** Members of this client by id, locked for the rest of the transaction. @internal */
export async function findMemberStates(
  trx: Trx,
  scope: TenantScope,
  ids: readonly string[],
): Promise<Map<string, MemberState>> {
  if (ids.length === 0) return new Map();
  const rows = await selectMembers(trx, scope)
    .where('u.id', 'in', [...ids])
    .forUpdate()
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        email: row.email,
        isSuperAdmin: row.is_super_admin,
        personalDetails: row.personal_details,
        ownedHere: !row.is_super_admin && row.client_count === 1,
        status: row.status,
        type: row.type,
        supervisorUserId: row.supervisor_user_id,
        specialFeatures: row.special_features,
        roleIds: row.role_ids,
      },
    ]),
  );
}

/** An existing account found by e-mail. @internal */
export interface AccountMatch {
  readonly id: string;
  readonly isSuperAdmin: boolean;
  readonly memberHere: boolean;
}

/**
 * Accounts with these e-mails (lower case), platform-wide: e-mails are unique across clients.
 * Only the id and whether the account already belongs to this client come back.
 * @internal
 */
export async function findAccountsByEmail(
  trx: Trx,
  scope: TenantScope,
  lowerEmails: readonly string[],
): Promise<Map<string, AccountMatch>> {
  assertTenantScope(scope);
  if (lowerEmails.length === 0) return new Map();
  const rows = await trx
    .selectFrom('users as u')
    .leftJoin('client_users as cu', (join) =>
      join.onRef('cu.user_id', '=', 'u.id').on('cu.client_id', '=', scope.clientId),
    )
    .select([
      'u.id',
      'u.is_super_admin',
      sql<string>`lower(u.email)`.as('lower_email'),
      sql<boolean>`cu.user_id is not null`.as('member_here'),
    ])
    .where(sql<string>`lower(u.email)`, 'in', [...lowerEmails])
    .execute();
  return new Map(
    rows.map((row) => [
      row.lower_email,
      { id: row.id, isSuperAdmin: row.is_super_admin, memberHere: row.member_here },
    ]),
  );
}

/** Which of these ids are members of this client (any status). @internal */
export async function findMemberIds(
  trx: Trx,
  scope: TenantScope,
  ids: readonly string[],
): Promise<Set<string>> {
  assertTenantScope(scope);
  if (ids.length === 0) return new Set();
  const rows = await trx
    .selectFrom('client_users')
    .select('user_id')
    .where('client_id', '=', scope.clientId)
    .where('user_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** Which of these ids are active roles of this client. @internal */
export async function findActiveRoleIds(
  trx: Trx,
  scope: TenantScope,
  ids: readonly string[],
): Promise<Set<string>> {
  assertTenantScope(scope);
  if (ids.length === 0) return new Set();
  const rows = await trx
    .selectFrom('roles')
    .select('id')
    .where('client_id', '=', scope.clientId)
    .where('status', '=', 'active')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Account fields a write may set. @internal */
export interface AccountValues {
  readonly email?: string;
  readonly passwordHash?: string;
  readonly personalDetails?: PersonalDetails;
}

/**
 * Creates an account whose default client is this one.
 * @returns its id.
 * @internal
 */
export async function insertAccount(
  trx: Trx,
  scope: TenantScope,
  email: string,
  values: AccountValues,
): Promise<string> {
  assertTenantScope(scope);
  const { id } = await trx
    .insertInto('users')
    .values({
      email,
      password_hash: values.passwordHash ?? null,
      personal_details: JSON.stringify(values.personalDetails ?? {}),
      default_client_id: scope.clientId,
      password_changed_at: values.passwordHash === undefined ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Changes account fields. The caller has checked that this client may (see `ownedHere`).
 * @internal
 */
export async function updateAccount(
  trx: Trx,
  scope: TenantScope,
  userId: string,
  values: AccountValues,
): Promise<void> {
  assertTenantScope(scope);
  if (
    values.email === undefined &&
    values.passwordHash === undefined &&
    values.personalDetails === undefined
  ) {
    return;
  }
  await trx
    .updateTable('users')
    .set({
      updated_at: new Date(),
      ...(values.email === undefined ? {} : { email: values.email }),
      ...(values.passwordHash === undefined
        ? {}
        : { password_hash: values.passwordHash, password_changed_at: new Date() }),
      ...(values.personalDetails === undefined
        ? {}
        : { personal_details: JSON.stringify(values.personalDetails) }),
    })
    .where('id', '=', userId)
    .execute();
}

/** Membership fields a write may set. @internal */
export interface MembershipValues {
  readonly type?: MemberType;
  readonly status?: RecordStatus;
  readonly supervisorUserId?: string | null;
  readonly specialFeatures?: readonly SpecialFeature[];
}

/** Adds the account to this client. @internal */
export async function insertMembership(
  trx: Trx,
  scope: TenantScope,
  userId: string,
  values: MembershipValues,
): Promise<void> {
  assertTenantScope(scope);
  await trx
    .insertInto('client_users')
    .values({
      client_id: scope.clientId,
      user_id: userId,
      type: values.type ?? 'user',
      status: values.status ?? 'active',
      supervisor_user_id: values.supervisorUserId ?? null,
      special_features: JSON.stringify(values.specialFeatures ?? []),
    })
    .execute();
}

/** @internal */
export async function updateMembership(
  trx: Trx,
  scope: TenantScope,
  userId: string,
  values: MembershipValues,
): Promise<void> {
  assertTenantScope(scope);
  await trx
    .updateTable('client_users')
    .set({
      updated_at: new Date(),
      ...(values.type === undefined ? {} : { type: values.type }),
      // A change of status is an admin's decision: it settles a pending registration.
      ...(values.status === undefined ? {} : { status: values.status, awaiting_approval: false }),
      ...(values.supervisorUserId === undefined
        ? {}
        : { supervisor_user_id: values.supervisorUserId }),
      ...(values.specialFeatures === undefined
        ? {}
        : { special_features: JSON.stringify(values.specialFeatures) }),
    })
    .where('client_id', '=', scope.clientId)
    .where('user_id', '=', userId)
    .execute();
}

/** Makes `roleIds` the member's roles in this client. @internal */
export async function replaceRoles(
  trx: Trx,
  scope: TenantScope,
  userId: string,
  roleIds: readonly string[],
): Promise<void> {
  assertTenantScope(scope);
  let removal = trx
    .deleteFrom('user_roles')
    .where('client_id', '=', scope.clientId)
    .where('user_id', '=', userId);
  if (roleIds.length > 0) removal = removal.where('role_id', 'not in', [...roleIds]);
  await removal.execute();
  if (roleIds.length === 0) return;
  await trx
    .insertInto('user_roles')
    .values(
      roleIds.map((roleId) => ({ client_id: scope.clientId, user_id: userId, role_id: roleId })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * Whether the person still has somewhere to work: a super admin always; anyone else needs an
 * active membership in some client (the trigger-kept counter sees past this client's rows).
 * @internal
 */
export async function hasActiveStanding(trx: Trx, userId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select(['is_super_admin', 'active_client_count', 'status'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return (
    row !== undefined &&
    row.status === 'active' &&
    (row.is_super_admin || row.active_client_count > 0)
  );
}
