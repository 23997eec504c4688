import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions, ExistenceCheckOptions } from './callOptions.types';
import type { CollectionQuery, CollectionResponse, RecordStatus } from './collection.types';
import { countMatches } from './countMatches';
import { deleteRecord } from './deleteRecord';
import { saveRecord } from './saveRecord';

/**
 * The special permissions a role can grant (spec 000 §6).
 * @public
 */
export type RolePermissionType = 'usersManagement' | 'userApiAccess';

/**
 * A role (spec 000 §3).
 * @public
 */
export interface RoleRecord {
  id: string;
  name: string;
  status: RecordStatus;
  permissions: { type: RolePermissionType }[];
}

/**
 * A role write: `PUT roles` (no `id`: creates, `name` needed) or `PUT roles/{id}`. An active
 * role's name is unique among the client's active roles (exact).
 * @public
 */
export interface RoleSave {
  id?: string;
  name?: string;
  status?: RecordStatus;
  permissions?: { type: RolePermissionType }[];
}

/** A `GET roles` query (100 per page unless it says otherwise). @public */
export type RoleCollectionQuery = CollectionQuery<{
  filter: 'id' | 'name' | 'status';
  sort: 'name';
  include: never;
}>;

/** @public */
export type RoleCollectionResponse = CollectionResponse<RoleRecord>;

/**
 * Where a role grants something (spec 001 §3.19).
 * @public
 */
export type PermissionEntityKind =
  | 'manual'
  | 'viewAccess'
  | 'tableViewAccess'
  | 'viewGeneralAction'
  | 'tableViewRowAction'
  | 'tableViewRowIconAction'
  | 'tableViewRowClickAction'
  | 'calendarViewEventSource'
  | 'processStepFormInput'
  | 'diagramProcessStepForm'
  | 'dashboard';

/**
 * One place a role grants something, as `GET roles/{id}/permissionEntities` lists it.
 * @public
 */
export interface PermissionEntity {
  kind: PermissionEntityKind;
  /** The granting entity (a view, a process step, ...); for `manual`, the permission type. */
  entityId: string;
  name: string;
}

/**
 * `GET roles` (spec 000 §7: filter by id, or by status and name). Any member may list roles;
 * to load roles by id as they are needed, use `createRolesByIdLoader`.
 * @public
 * @example fetchRoles(adapter, { filter: { status: 'active' }, sort: { name: 'asc' } });
 */
export function fetchRoles(
  adapter: HttpAdapter,
  query: RoleCollectionQuery = {},
  options: CallOptions = {},
): Promise<RoleCollectionResponse> {
  return adapter.request<RoleCollectionResponse>({
    method: 'GET',
    path: 'roles',
    query,
    ...options,
  });
}

/**
 * Whether an active role of this client has exactly this name (spec 001 §5.4, §7: `GET roles`
 * filtered by status and name).
 * @public
 */
export async function roleNameExists(
  adapter: HttpAdapter,
  name: string,
  options: ExistenceCheckOptions = {},
): Promise<boolean> {
  return (await countMatches(adapter, 'roles', { status: 'active', name }, options)) > 0;
}

/**
 * `PUT roles` (no `id`: creates) or `PUT roles/{id}` (updates, the id not in the body). Admins.
 * @public
 */
export async function saveRole(
  adapter: HttpAdapter,
  { id, ...role }: RoleSave,
  options: CallOptions = {},
): Promise<RoleRecord> {
  return saveRecord<RoleRecord>(adapter, 'roles', id, role, options);
}

/**
 * `DELETE roles/{id}`: deletes the role and takes it from every user holding it. Admins.
 * @public
 */
export async function deleteRole(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<void> {
  await deleteRecord(adapter, 'roles', id, options);
}

/**
 * `GET roles/{id}/permissionEntities` (spec 001 §7): everything the role grants, read as `data`.
 * Admins.
 * @public
 */
export async function fetchRolePermissionEntities(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<PermissionEntity[]> {
  const response = await adapter.request<{ data: PermissionEntity[] }>({
    method: 'GET',
    path: `roles/${encodeURIComponent(id)}/permissionEntities`,
    ...options,
  });
  return response.data;
}
