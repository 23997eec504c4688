import { type DataProvider, type ProviderAccess, recordValuesByFieldId } from '@tessera/engine';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import type { TenantScope } from '../access/tenantScope';
import { providerIdSql } from '../queries/indexedLiterals';

/**
 * The fallback of {@link recordAccessFilter} for record conditions SQL does not express (a right
 * value read from another field): every active record of the provider is loaded, the engine's
 * `canSeeRecord` picks the visible ones, and their ids become the condition on a `data_records`
 * row. One read of the whole provider per request: only for providers whose conditions need it.
 * @internal
 */
export async function recordAccessFilterByIds(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  provider: DataProvider,
  access: ProviderAccess,
): Promise<(record: RawBuilder<unknown>) => RawBuilder<boolean>> {
  const rows = await trx
    .selectFrom('data_records')
    .select(['id', 'data'])
    .where('client_id', '=', scope.clientId)
    .where('provider_id', '=', providerIdSql(provider.id))
    .where('status', '=', 'active')
    .execute();
  const ids = rows
    .filter((row) => access.canSeeRecord(recordValuesByFieldId(provider, row.data), row.id))
    .map((row) => row.id);
  return (record) => sql<boolean>`${record}.id::text = any(${ids}::text[])`;
}
