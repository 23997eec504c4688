import type { ViewDefinition } from '@tessera/engine';
import { createDefinitionRepository } from '../definitions/definitionRepository';
import { definitionOf } from '../definitions/definitionSettingsRoutes';
import {
  definePermissionEntitySource,
  type PermissionEntity,
} from '../roles/definePermissionEntitySource';
import { viewKind } from './viewKind';

/**
 * What a view grants to a role (spec 002 §6, permission category "views"), from the same fields
 * `canOpenView` and `mayClickRows` enforce: opening it — `tableViewAccess` for a table,
 * `viewAccess` for the other types — when `roleIds` names the role, and clicking a table's rows
 * (`tableViewRowClickAction`) when its row click names the role.
 */
function viewGrantsTo(view: ViewDefinition, roleId: string): PermissionEntity[] {
  const entries: PermissionEntity[] = [];
  const entry = (kind: PermissionEntity['kind']) => ({ kind, entityId: view.id, name: view.name });
  if (view.roleIds.includes(roleId)) {
    entries.push(entry(view.type === 'table' ? 'tableViewAccess' : 'viewAccess'));
  }
  if (view.type === 'table' && view.rowClick?.roleIds?.includes(roleId)) {
    entries.push(entry('tableViewRowClickAction'));
  }
  return entries;
}

/**
 * The active views of the request's version that grant the role something, by view name.
 * @internal
 */
export const viewPermissionEntities = definePermissionEntitySource({
  name: '@tessera/server/views',
  async list({ trx, scope, versionId }, role) {
    const rows = await createDefinitionRepository(trx, scope, versionId, viewKind).active();
    return rows.flatMap((row) => viewGrantsTo(definitionOf<ViewDefinition>(row), role.id));
  },
});
