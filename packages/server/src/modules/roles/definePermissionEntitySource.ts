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
 * A kind of definition that can name roles (views, processes, dashboards, ...) and reports the
 * entries for one role. Runs inside the request's tenant transaction.
 * @public
 */
export interface PermissionEntitySource {
  /** Namespaced, e.g. `@tessera/server/manual`. */
  readonly name: string;
  list(
    trx: Transaction<DatabaseTables>,
    scope: TenantScope,
    role: RoleRecord,
  ): Promise<readonly PermissionEntity[]>;
}

/**
 * Defines a permission entity source; add it to `permissionEntitySources` to have it listed.
 * @example definePermissionEntitySource({ name: '@tessera/server/views', list: async (trx, scope, role) => [...] })
 * @public
 */
export function definePermissionEntitySource(
  source: PermissionEntitySource,
): Readonly<PermissionEntitySource> {
  return Object.freeze({ ...source });
}
