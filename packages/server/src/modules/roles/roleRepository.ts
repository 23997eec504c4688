import { sql, type Transaction } from 'kysely';
import type { DatabaseTables, RecordStatus } from '../../database/databaseTables';
import {
  type CollectionMeta,
  type CollectionQuery,
  type CollectionSpec,
  runCollectionQuery,
} from '../../http/collectionQuery';
import { assertTenantScope, type TenantScope } from '../access/tenantScope';
import type { RoleRecord } from './roleRecord.types';

type Trx = Transaction<DatabaseTables>;

/**
 * `GET roles`: the runtime loads roles by id (spec 000 §7), the name check asks for active roles
 * by exact name (spec 001 §5.4).
 * @internal
 */
export const roleCollectionSpec: CollectionSpec = {
  filters: {
    id: { expression: sql.ref('roles.id'), type: 'uuid' },
    name: { expression: sql.ref('roles.name'), type: 'string' },
    status: {
      expression: sql.ref('roles.status'),
      type: 'string',
      enum: ['active', 'inactive', 'deleted'],
    },
  },
  sorts: { name: sql.ref('roles.name') },
  defaultSort: [
    [sql.ref('roles.name'), 'asc'],
    [sql.ref('roles.id'), 'asc'],
  ],
  defaultPerPage: 100,
};

/** The columns a role record is made of. */
const roleColumns = ['roles.id', 'roles.name', 'roles.status', 'roles.permissions'] as const;

function toRecord(row: {
  id: string;
  name: string;
  status: RecordStatus;
  permissions: { type: string }[];
}): RoleRecord {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    permissions: row.permissions.map((p) => ({ type: p.type })),
  };
}

/** One page of the client's roles. @internal */
export async function listRoles(
  trx: Trx,
  scope: TenantScope,
  query: CollectionQuery,
): Promise<{ rows: RoleRecord[]; meta: CollectionMeta }> {
  assertTenantScope(scope);
  const base = trx
    .selectFrom('roles')
    .select(roleColumns)
    .where('roles.client_id', '=', scope.clientId);
  const { rows, meta } = await runCollectionQuery(base, roleCollectionSpec, query);
  return { rows: rows.map(toRecord), meta };
}

/** Roles of this client by id, in any status; ids of other clients find nothing. @internal */
export async function findRoles(
  trx: Trx,
  scope: TenantScope,
  ids: readonly string[],
): Promise<RoleRecord[]> {
  assertTenantScope(scope);
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('roles')
    .select(roleColumns)
    .where('roles.client_id', '=', scope.clientId)
    .where('roles.id', 'in', [...ids])
    .orderBy('roles.name')
    .orderBy('roles.id')
    .execute();
  return rows.map(toRecord);
}

/**
 * Whether another active role of this client has exactly this name (spec 001 §5.4).
 * @internal
 */
export async function isRoleNameTaken(
  trx: Trx,
  scope: TenantScope,
  name: string,
  exceptId: string | undefined,
): Promise<boolean> {
  assertTenantScope(scope);
  let query = trx
    .selectFrom('roles')
    .select('id')
    .where('client_id', '=', scope.clientId)
    .where('status', '=', 'active')
    .where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** What a role write sets. @internal */
export interface RoleValues {
  readonly name: string;
  readonly status: RecordStatus;
  readonly permissions: readonly { readonly type: string }[];
}

/** @internal */
export async function insertRole(
  trx: Trx,
  scope: TenantScope,
  values: RoleValues,
): Promise<RoleRecord> {
  assertTenantScope(scope);
  const row = await trx
    .insertInto('roles')
    .values({
      client_id: scope.clientId,
      name: values.name,
      status: values.status,
      permissions: JSON.stringify(values.permissions),
    })
    .returning(['id', 'name', 'status', 'permissions'])
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** @returns the updated role, or undefined when this client has no role with that id. @internal */
export async function updateRole(
  trx: Trx,
  scope: TenantScope,
  id: string,
  values: RoleValues,
): Promise<RoleRecord | undefined> {
  assertTenantScope(scope);
  const row = await trx
    .updateTable('roles')
    .set({
      name: values.name,
      status: values.status,
      permissions: JSON.stringify(values.permissions),
      updated_at: new Date(),
    })
    .where('client_id', '=', scope.clientId)
    .where('id', '=', id)
    .returning(['id', 'name', 'status', 'permissions'])
    .executeTakeFirst();
  return row && toRecord(row);
}

/**
 * Takes a role away from everyone holding it; run in the transaction that deletes the role.
 * @internal
 */
export async function removeRoleAssignments(
  trx: Trx,
  scope: TenantScope,
  roleId: string,
): Promise<void> {
  assertTenantScope(scope);
  await trx
    .deleteFrom('user_roles')
    .where('client_id', '=', scope.clientId)
    .where('role_id', '=', roleId)
    .execute();
}
