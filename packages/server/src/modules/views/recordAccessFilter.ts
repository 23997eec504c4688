import {
  createEvaluationContext,
  type DataProvider,
  isVirtualProvider,
  type ProviderAccess,
  type RecordConditions,
} from '@tessera/engine';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import type { TenantScope } from '../access/tenantScope';
import { fieldNamesById } from '../dataProviders/fieldNamesById';
import {
  compileConditionSql,
  keyedWordsOfAny,
  type SqlConditionFields,
  type SqlKeyedFields,
} from '../queries/compileConditionSql';
import { SqlQueryUnsupportedError, type SqlRecordFilter } from '../queries/compileQuerySql';
import { isIndexable } from '../queries/fieldIndexes';
import { propertyNameSql } from '../queries/indexedLiterals';
import type { RecordKeyWords, SqlRecordKeys } from '../queries/recordKeys';
import { recordAccessFilterByIds } from './recordAccessFilterByIds';

/** A provider a query reads, with the reader's access to it. @internal */
export interface ReadProvider {
  readonly provider: DataProvider;
  readonly access: ProviderAccess;
}

type ProviderRecordFilter = (record: RawBuilder<unknown>) => RawBuilder<boolean>;

/**
 * The reader's per-role record access (spec 002 §6 "data source access can limit ... records per
 * role") as the SQL compiler's `recordFilter`, for every provider a query reads: providers whose
 * every record the reader may see add nothing; for the others, the reader's record conditions
 * (`ProviderAccess.recordConditions`, any of which lets a record through) become one SQL
 * predicate on the row's `data` (`compileConditionSql`: right-hand values, the user and the clock
 * are bound parameters), so the rows the reader may not see are never filtered, sorted, counted
 * or paged, and no record is loaded to decide it. A provider with a condition SQL does not express
 * (a right value from another field) falls back to {@link recordAccessFilterByIds} — for a
 * virtual provider, whose records are computed, it hides every record instead. Undefined
 * when the reader sees every record of every provider.
 * @internal
 */
export async function recordAccessFilter(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  providers: readonly ReadProvider[],
): Promise<SqlRecordFilter | undefined> {
  const filters = new Map<string, ProviderRecordFilter>();
  for (const { provider, access } of providers) {
    const rules = access.recordConditions;
    if (rules === null || filters.has(provider.id)) continue;
    filters.set(
      provider.id,
      recordConditionsFilter(provider, rules) ??
        // A virtual provider's records are not stored to be picked by id: a condition SQL does
        // not express hides them all rather than showing any the person may not see.
        (isVirtualProvider(provider)
          ? () => sql<boolean>`false`
          : await recordAccessFilterByIds(trx, scope, provider, access)),
    );
  }
  if (filters.size === 0) return undefined;
  return (record, providerId) => filters.get(providerId)?.(record) ?? sql<boolean>`true`;
}

/**
 * The reader's record access as keyed words (`recordKeys.ts`), for every stored provider whose
 * record conditions are all tests of one field's words — a role that sees the records of some
 * regions — so that a count of the records they may see can read the field's record keys
 * instead of the records. Undefined for a reader with no such provider.
 * @internal
 */
export function recordAccessKeys(providers: readonly ReadProvider[]): SqlRecordKeys | undefined {
  const found = new Map<string, RecordKeyWords>();
  for (const { provider, access } of providers) {
    const rules = access.recordConditions;
    if (rules === null || isVirtualProvider(provider)) continue;
    const names = fieldNamesById(provider);
    const context = createEvaluationContext({ host: rules.host });
    const words = keyedWordsOfAny(rules.conditions, context, keyedFieldsOf(provider, names));
    const fieldName = words === undefined ? undefined : names.get(words.fieldId);
    if (words !== undefined && fieldName !== undefined) {
      found.set(provider.id, { fieldName, words: words.words });
    }
  }
  return found.size === 0 ? undefined : (providerId) => found.get(providerId);
}

/** Whether a provider field's value is read as its field index holds it (`SqlKeyedFields`). */
function keyedFieldsOf(provider: DataProvider, names: ReadonlyMap<string, string>): SqlKeyedFields {
  return (fieldId) => {
    const fieldName = names.get(fieldId);
    return (
      !isVirtualProvider(provider) &&
      fieldName !== undefined &&
      isIndexable({ providerId: provider.id, fieldName })
    );
  };
}

/** The record conditions as one predicate; undefined when one of them is not expressed in SQL. */
function recordConditionsFilter(
  provider: DataProvider,
  rules: RecordConditions,
): ProviderRecordFilter | undefined {
  const context = createEvaluationContext({ host: rules.host });
  const names = fieldNamesById(provider);
  const keyed = keyedFieldsOf(provider, names);
  const filter: ProviderRecordFilter = (record) => {
    const fields = fieldsOf(names, record);
    const parts = rules.conditions.map((condition) =>
      compileConditionSql(condition, fields, context, keyed),
    );
    return parts.length === 0 ? sql<boolean>`false` : sql<boolean>`(${sql.join(parts, sql` or `)})`;
  };
  try {
    filter(sql`r`);
    return filter;
  } catch (error) {
    if (error instanceof SqlQueryUnsupportedError) return undefined;
    throw error;
  }
}

/**
 * A record's values by provider field id (`recordValuesByFieldId`) on the `data_records` row
 * `record`: the field's `dbFieldName` of `data` (a literal property when plain, as a field
 * index reads it); deleted and unknown fields read as empty.
 */
function fieldsOf(
  names: ReadonlyMap<string, string>,
  record: RawBuilder<unknown>,
): SqlConditionFields {
  return (fieldId) => {
    const name = names.get(fieldId);
    return name === undefined
      ? sql`null::jsonb`
      : sql`(${record}.data -> ${propertyNameSql(name)})`;
  };
}
