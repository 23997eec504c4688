import { createHash } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import {
  isPlainPropertyName,
  isPlainProviderId,
  propertyNameSql,
  providerIdSql,
} from './indexedLiterals';
import { indexedKeySql, ORDER_KEY_VERSION } from './orderKeyFunctions';
import { DEFAULT_PARTITION, providerPartitionName } from './providerPartitions';

/** A stored provider's field that views filter or sort on. @internal */
export interface FieldIndex {
  readonly providerId: string;
  /** The field's `dbFieldName`: the record property. */
  readonly fieldName: string;
}

/** Whether a field can have an index: a UUID provider and a plain property name (written as literals). @internal */
export function isIndexable({ providerId, fieldName }: FieldIndex): boolean {
  return isPlainProviderId(providerId) && isPlainPropertyName(fieldName);
}

/**
 * `data_records_<provider id without dashes>_<12 hex digits of a SHA-256 of the functions' version
 * and the name>`: 58 characters.
 * @internal
 */
export function fieldIndexName({ providerId, fieldName }: FieldIndex): string {
  const hash = createHash('sha256')
    .update(`${ORDER_KEY_VERSION}:${fieldName}`)
    .digest('hex')
    .slice(0, 12);
  return `data_records_${providerId.replaceAll('-', '')}_${hash}`;
}

/**
 * The B-tree expression index of one provider field in the provider's partition
 * (`providerPartitions.ts`): the tenant, the record's status, then the zone-free head of the
 * total order's key of `data -> '<field>'` (class, number, text by code point: `indexedKeySql`).
 * The queries' statements write the same expressions (`indexedLiterals.ts`) and ask for active
 * records, so it serves equality and ranges on numbers, words and booleans, and `ORDER BY` the
 * field up to its temporal part (dates order by the reader's time zone: an incremental sort
 * finishes those). It is not partial, so `analyze` of the partition keeps statistics of its
 * expressions, which the planner counts a condition on the key with.
 * @internal
 */
export function fieldIndexSql(index: FieldIndex, concurrently: boolean): RawBuilder<unknown> {
  if (!isIndexable(index)) throw new Error('a field index needs a UUID provider and a plain name');
  const [cls, num, text] = indexedKeySql(sql`(data -> ${propertyNameSql(index.fieldName)})`);
  return sql`create index ${sql.raw(concurrently ? 'concurrently ' : '')}if not exists ${sql.id(
    fieldIndexName(index),
  )} on ${sql.id(providerPartitionName(index.providerId))}
    (client_id, status, (${cls}), (${num}), (${text}))`;
}

/**
 * The index of a field of a provider whose records stay in the shared `table` (the default
 * partition; `data_records` itself before migration 0016): partial, over the provider's active
 * records, with the same key.
 * @internal
 */
export function sharedFieldIndexSql(
  index: FieldIndex,
  concurrently: boolean,
  table: string = DEFAULT_PARTITION,
): RawBuilder<unknown> {
  if (!isIndexable(index)) throw new Error('a field index needs a UUID provider and a plain name');
  const [cls, num, text] = indexedKeySql(sql`(data -> ${propertyNameSql(index.fieldName)})`);
  return sql`create index ${sql.raw(concurrently ? 'concurrently ' : '')}if not exists ${sql.id(
    fieldIndexName(index),
  )} on ${sql.id(table)} (client_id, (${cls}), (${num}), (${text}))
    where provider_id = ${providerIdSql(index.providerId)} and status = 'active'`;
}

/**
 * The planner's statistics of a {@link sharedFieldIndexSql} index's key: `create statistics` on
 * its expressions, named like the index. PostgreSQL keeps no statistics of a partial index's
 * expressions, and without them it takes a condition on the key for a very selective one (0.5 %
 * per comparison): it reads a page sorted by the field through a bitmap of every passing record
 * and sorts them, instead of walking the index and stopping after a page. The statistics are of
 * the whole shared table, refreshed by `analyze`, and every statement on it plans with them
 * (about 0.6 ms each: README, "Indexes") — the price partitions do not pay.
 * @internal
 */
export function sharedFieldStatisticsSql(
  index: FieldIndex,
  table: string = DEFAULT_PARTITION,
): RawBuilder<unknown> {
  if (!isIndexable(index))
    throw new Error('field statistics need a UUID provider and a plain name');
  const [cls, num, text] = indexedKeySql(sql`(data -> ${propertyNameSql(index.fieldName)})`);
  return sql`create statistics if not exists ${sql.id(fieldIndexName(index))}
    on (${cls}), (${num}), (${text}) from ${sql.id(table)}`;
}
