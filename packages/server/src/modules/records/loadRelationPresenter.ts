import type { DataProvider, PresentationOptions, ProviderField, RecordData } from '@tessera/engine';
import { sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { isUuid } from '../../http/routeSchemas';
import type { TenantScope } from '../access/tenantScope';
import { providerIdSql } from '../queries/indexedLiterals';

type PresentRelation = NonNullable<PresentationOptions['presentRelation']>;

/**
 * Loads, in one query per related provider (`id = any($1)`), the records that the relation fields of `records`
 * point at, and answers their presented text: the value at the field's `presentByFieldAccess`
 * path in the related record's data (spec 001 §3.3 relation_value).
 * @internal
 */
export async function loadRelationPresenter(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  provider: DataProvider,
  records: readonly RecordData[],
): Promise<PresentRelation> {
  const idsByProvider = new Map<string, Set<string>>();
  for (const field of provider.config.fields) {
    if (field.transform?.type !== 'relation_value') continue;
    const ids = idsByProvider.get(field.transform.schemaProviderId) ?? new Set<string>();
    for (const record of records) {
      const value = record[field.dbFieldName];
      for (const id of Array.isArray(value) ? value : [value]) {
        if (typeof id === 'string' && isUuid(id)) ids.add(id);
      }
    }
    idsByProvider.set(field.transform.schemaProviderId, ids);
  }
  const related = new Map<string, Record<string, unknown>>();
  for (const [providerId, ids] of idsByProvider) {
    if (ids.size === 0) continue;
    const rows = await trx
      .selectFrom('data_records')
      .select(['id', 'data'])
      .where('client_id', '=', scope.clientId)
      .where('provider_id', '=', providerIdSql(providerId))
      // One array parameter, not a parameter per id: one statement text for every page.
      .where(sql<boolean>`id = any(${[...ids]}::uuid[])`)
      .execute();
    for (const row of rows) related.set(`${providerId}:${row.id}`, row.data);
  }
  return (field: ProviderField, recordId: string) => {
    if (field.transform?.type !== 'relation_value') return undefined;
    const data = related.get(`${field.transform.schemaProviderId}:${recordId}`);
    if (data === undefined) return undefined;
    let value: unknown = data;
    for (const segment of field.transform.presentByFieldAccess.path) {
      value =
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[segment]
          : undefined;
    }
    return value === undefined || value === null ? undefined : String(value);
  };
}
