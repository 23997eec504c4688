import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../database/database.types';
import {
  isPlainPropertyName,
  isPlainProviderId,
  propertyNameSql,
  providerIdSql,
} from './indexedLiterals';
import { indexedKeySql, ORDER_KEY_VERSION } from './orderKeyFunctions';

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
 * The B-tree expression index of one provider field: the tenant, then the zone-free head of the
 * total order's key of `data -> '<field>'` (class, number, text by code point:
 * `indexedKeySql`), over the provider's active records only. The queries' statements write the
 * same expressions and the same literal provider id (`indexedLiterals.ts`), so it serves
 * equality and ranges on numbers, words and booleans, and `ORDER BY` the field up to its
 * temporal part (dates order by the reader's time zone: an incremental sort finishes those).
 * @internal
 */
export function fieldIndexSql(index: FieldIndex, concurrently: boolean): RawBuilder<unknown> {
  if (!isIndexable(index)) throw new Error('a field index needs a UUID provider and a plain name');
  const [cls, num, text] = indexedKeySql(sql`(data -> ${propertyNameSql(index.fieldName)})`);
  return sql`create index ${sql.raw(concurrently ? 'concurrently ' : '')}if not exists ${sql.id(
    fieldIndexName(index),
  )} on data_records (client_id, (${cls}), (${num}), (${text}))
    where provider_id = ${providerIdSql(index.providerId)} and status = 'active'`;
}

/**
 * The planner's statistics of one provider field's key: `create statistics` on the index's
 * expressions, named like the index. PostgreSQL keeps no statistics of a partial index's
 * expressions, and without them it takes a condition on the key for a very selective one (0.5 %
 * per comparison): it reads a page sorted by the field through a bitmap of every passing record
 * and sorts them, instead of walking the index and stopping after a page. The statistics are of
 * the whole table (the field's values in every provider, where other providers mostly hold none),
 * refreshed by `analyze`.
 * @internal
 */
export function fieldStatisticsSql(index: FieldIndex): RawBuilder<unknown> {
  if (!isIndexable(index))
    throw new Error('field statistics need a UUID provider and a plain name');
  const [cls, num, text] = indexedKeySql(sql`(data -> ${propertyNameSql(index.fieldName)})`);
  return sql`create statistics if not exists ${sql.id(fieldIndexName(index))}
    on (${cls}), (${num}), (${text}) from data_records`;
}

/** Creates field indexes in the background, one at a time. @internal */
export interface FieldIndexer {
  /** Queues the indexes that do not exist yet; returns at once. */
  ensure(indexes: readonly FieldIndex[]): void;
  /** Resolves when every queued index has been created (or failed and been logged). */
  settled(): Promise<void>;
}

/**
 * The server's field indexer. On PostgreSQL an index is built `concurrently`, outside any
 * transaction, so records stay writable while it builds; on PGlite (one embedded session) it is a
 * plain `create index`. Then the field's statistics are created, and the table is analysed once
 * for the batch of one `ensure`. A failed build is logged and forgotten (a later save asks again); on
 * PostgreSQL it leaves an invalid index behind, which is dropped before the next try.
 * @internal
 */
export function createFieldIndexer(
  database: Database,
  log: Pick<FastifyBaseLogger, 'warn'>,
): FieldIndexer {
  const known = new Set<string>();
  let queue: Promise<void> = Promise.resolve();
  const concurrently = database.kind === 'postgresql';

  /** Builds `index` (and its statistics) unless it exists; whether it created statistics. */
  async function build(index: FieldIndex): Promise<boolean> {
    const name = fieldIndexName(index);
    const { rows } = await sql<{ valid: boolean | null; counted: boolean }>`select
      (select indisvalid from pg_index where indexrelid = to_regclass(${name})) as valid,
      exists (select 1 from pg_statistic_ext where stxname = ${name}
        and stxnamespace = to_regnamespace(current_schema())) as counted`.execute(database.kysely);
    const { valid = null, counted = false } = rows[0] ?? {};
    if (valid !== true) {
      if (valid === false) await sql`drop index if exists ${sql.id(name)}`.execute(database.kysely);
      await fieldIndexSql(index, concurrently).execute(database.kysely);
    }
    if (counted) return false;
    await fieldStatisticsSql(index).execute(database.kysely);
    return true;
  }

  return {
    ensure(indexes) {
      const batch: FieldIndex[] = [];
      for (const index of indexes) {
        const name = fieldIndexName(index);
        if (!isIndexable(index) || known.has(name)) continue;
        known.add(name);
        batch.push(index);
      }
      if (batch.length === 0) return;
      queue = queue.then(async () => {
        let newStatistics = false;
        for (const index of batch) {
          try {
            if (await build(index)) newStatistics = true;
          } catch (error) {
            known.delete(fieldIndexName(index));
            log.warn({ err: error, index: fieldIndexName(index) }, 'creating a field index failed');
          }
        }
        // Once for the batch (a view's fields), not per index: at 1,000,000 records each
        // `analyze` reads a sample of the whole table.
        if (newStatistics) {
          await sql`analyze data_records`
            .execute(database.kysely)
            .catch((error: unknown) => log.warn({ err: error }, 'analysing data_records failed'));
        }
      });
    },
    settled: () => queue,
  };
}
