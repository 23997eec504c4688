import { isViewId, type ViewDefinition } from '@tessera/engine';
import { sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { assertTenantScope, type TenantScope } from '../access/tenantScope';
import { definitionOf } from '../definitions/definitionSettingsRoutes';
import { viewKind } from './viewKind';

/**
 * The active view of a version that `views/{routeKeyOrViewId}` names (spec 000 §2): by id when
 * the parameter is a UUID, otherwise by route key. Undefined when there is none.
 * @internal
 */
export async function findView(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  versionId: string,
  routeKeyOrViewId: string,
): Promise<ViewDefinition | undefined> {
  assertTenantScope(scope);
  let query = trx
    .selectFrom('definitions')
    .selectAll()
    .where('client_id', '=', scope.clientId)
    .where('version_id', '=', versionId)
    .where('kind', '=', viewKind)
    .where('status', '=', 'active');
  query = isViewId(routeKeyOrViewId)
    ? query.where('id', '=', routeKeyOrViewId.toLowerCase())
    : query.where(sql<boolean>`body ->> 'routeKey' = ${routeKeyOrViewId}`);
  const row = await query.orderBy('id').limit(1).executeTakeFirst();
  return row === undefined ? undefined : definitionOf<ViewDefinition>(row);
}
