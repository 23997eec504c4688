import { processPermissionEntities } from '../processes/processPermissionEntities';
import { viewPermissionEntities } from '../views/viewPermissionEntities';
import type {
  PermissionEntity,
  PermissionEntityContext,
  PermissionEntitySource,
} from './definePermissionEntitySource';
import { manualPermissionEntities } from './manualPermissionEntities';
import type { RoleRecord } from './roleRecord.types';

/**
 * Every source `GET roles/{id}/permissionEntities` asks, in listing order: the role's special
 * permissions, the views naming it, then the process steps whose forms it may enter. The
 * extension point for later issues: calendars and dashboards each add one source here that reads
 * their definitions in the request's version and reports where they name the role.
 * @internal
 */
export const permissionEntitySources: readonly PermissionEntitySource[] = [
  manualPermissionEntities,
  viewPermissionEntities,
  processPermissionEntities,
];

/**
 * Everything `role` grants, from every source.
 * @internal
 */
export async function listPermissionEntities(
  context: PermissionEntityContext,
  role: RoleRecord,
  sources: readonly PermissionEntitySource[] = permissionEntitySources,
): Promise<PermissionEntity[]> {
  const entries: PermissionEntity[] = [];
  for (const source of sources) entries.push(...(await source.list(context, role)));
  return entries;
}
