import { type DataProvider, type ProviderAccess, recordValuesByFieldId } from '@tessera/engine';
import { sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import type { TenantScope } from '../access/tenantScope';
import type { SqlRecordFilter } from '../queries/compileQuerySql';

/** A provider a query reads, with the reader's access to it. @internal */
export interface ReadProvider {
  readonly provider: DataProvider;
  readonly access: ProviderAccess;
}

/**
 * The reader's per-role record access (spec 002 §6 "data source access can limit ... records per
 * role") as the SQL compiler's `recordFilter`, for every provider a query reads: providers whose
 * every record the reader may see add nothing; for the others, the ids of the records whose
 * values pass the reader's record conditions are worked out first (the conditions are the
 * engine's, evaluated here once per record), and only those rows exist for the query — so the
 * rows the reader may not see are never filtered, sorted, counted or paged. Undefined when the
 * reader sees every record of every provider.
 * @internal
 */
export async function recordAccessFilter(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  providers: readonly ReadProvider[],
): Promise<SqlRecordFilter | undefined> {
  const visible = new Map<string, string[]>();
  for (const { provider, access } of providers) {
    if (access.allRecords || visible.has(provider.id)) continue;
    const rows = await trx
      .selectFrom('data_records')
      .select(['id', 'data'])
      .where('client_id', '=', scope.clientId)
      .where('provider_id', '=', provider.id)
      .where('status', '=', 'active')
      .execute();
    visible.set(
      provider.id,
      rows
        .filter((row) => access.canSeeRecord(recordValuesByFieldId(provider, row.data), row.id))
        .map((row) => row.id),
    );
  }
  if (visible.size === 0) return undefined;
  return (record, providerId) => {
    const ids = visible.get(providerId);
    return ids === undefined
      ? sql<boolean>`true`
      : sql<boolean>`${record}.id::text = any(${ids}::text[])`;
  };
}
