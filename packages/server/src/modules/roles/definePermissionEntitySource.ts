import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import type { TenantScope } from '../access/tenantScope';
import type { RoleRecord } from './roleRecord.types';

/**
 * Where a role can grant something (spec 001 §3.19, permission entity kinds).
 * @public
 */
export const permissionEntityKinds = [
  'manual',
  'viewAccess',
  'tableViewAccess',
  'viewGeneralAction',
  'tableViewRowAction',
  'tableViewRowIconAction',
  'tableViewRowClickAction',
  'calendarViewEventSource',
  'processStepFormInput',
  'diagramProcessStepForm',
  'dashboard',
] as const;

/** @public */
export type PermissionEntityKind = (typeof permissionEntityKinds)[number];

/**
 * One place a role grants something: `GET roles/{id}/permissionEntities` lists them.
 * @public
 */
export interface PermissionEntity {
  readonly kind: PermissionEntityKind;
  /** The granting entity (a view, a process step, ...); for `manual`, the permission type. */
  readonly entityId: string;
  readonly name: string;
}

/**
 * Where permission entities are read: the request's tenant transaction and the application
 * version the request reads definitions in (spec 001 §3.2), since views and processes are
 * versioned definitions.
 * @public
 */
export interface PermissionEntityContext {
  readonly trx: Transaction<DatabaseTables>;
  readonly scope: TenantScope;
  readonly versionId: string;
}

/**
 * A kind of definition that can name roles (views, processes, dashboards, ...) and reports the
 * entries for one role.
 * @public
 */
export interface PermissionEntitySource {
  /** Namespaced, e.g. `@tessera/server/manual`. */
  readonly name: string;
  list(context: PermissionEntityContext, role: RoleRecord): Promise<readonly PermissionEntity[]>;
}

/**
 * Defines a permission entity source; add it to `permissionEntitySources` to have it listed.
 * @example definePermissionEntitySource({ name: '@tessera/server/views', list: async ({ trx, scope, versionId }, role) => [...] })
 * @public
 */
export function definePermissionEntitySource(
  source: PermissionEntitySource,
): Readonly<PermissionEntitySource> {
  return Object.freeze({ ...source });
}
