import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import type { TenantScope } from '../access/tenantScope';
import type { PermissionEntity, PermissionEntitySource } from './definePermissionEntitySource';
import { manualPermissionEntities } from './manualPermissionEntities';
import type { RoleRecord } from './roleRecord.types';

/**
 * Every source `GET roles/{id}/permissionEntities` asks, in listing order. The extension point
 * for later issues: views (viewAccess, tableView*, calendarViewEventSource, dashboard) and
 * processes (processStepFormInput, diagramProcessStepForm) each add one source here that reads
 * their definitions in the request's version and reports where they name the role.
 * @internal
 */
export const permissionEntitySources: readonly PermissionEntitySource[] = [
  manualPermissionEntities,
];

/**
 * Everything `role` grants, from every source.
 * @internal
 */
export async function listPermissionEntities(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  role: RoleRecord,
  sources: readonly PermissionEntitySource[] = permissionEntitySources,
): Promise<PermissionEntity[]> {
  const entries: PermissionEntity[] = [];
  for (const source of sources) entries.push(...(await source.list(trx, scope, role)));
  return entries;
}
