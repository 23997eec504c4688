import { createHash } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
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
import {
  createProviderPartition,
  DEFAULT_PARTITION,
  type PartitionOutcome,
  providerPartitionName,
} from './providerPartitions';

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

/** Creates provider partitions and field indexes in the background, one at a time. @internal */
export interface FieldIndexer {
  /** Queues the providers' partitions that do not exist yet; returns at once. */
  ensurePartitions(providerIds: readonly string[]): void;
  /** Queues the indexes (and their providers' partitions) that do not exist yet; returns at once. */
  ensure(indexes: readonly FieldIndex[]): void;
  /** Resolves when everything queued is done (or failed and been logged). */
  settled(): Promise<void>;
}

/**
 * How a partition's creation waits for its locks. Each try waits `lockTimeoutMs` at most: while
 * its `share` lock request waits for a long write transaction, the writes after it queue behind
 * it, so the wait stays short, and the try is repeated `tries` times, `pauseMs` apart, before the
 * creation gives up (it is asked again on the next save).
 * @internal
 */
export interface PartitionWaits {
  readonly lockTimeoutMs: number;
  readonly tries: number;
  readonly pauseMs: number;
}

const partitionWaits: PartitionWaits = { lockTimeoutMs: 500, tries: 5, pauseMs: 2_000 };
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * The server's field indexer. A provider gets its partition first (`createProviderPartition`, in
 * a transaction of its own); then each index is built — on PostgreSQL `concurrently`, outside any
 * transaction, so records stay writable while it builds; on PGlite (one embedded session) a plain
 * `create index`. A provider left in the default partition (its records are referred to by
 * processes) gets the shared table's partial index and its statistics instead. Each table with a
 * new index is analysed once for the batch of one `ensure`. A failure is logged and forgotten (a
 * later save asks again); on PostgreSQL a failed build leaves an invalid index behind, which is
 * dropped before the next try.
 * @internal
 */
export function createFieldIndexer(
  database: Database,
  log: Pick<FastifyBaseLogger, 'warn'>,
  waits: PartitionWaits = partitionWaits,
): FieldIndexer {
  const known = new Set<string>();
  /** Whether a provider has its partition (true) or keeps its records shared (false). */
  const partitioned = new Map<string, boolean>();
  let queue: Promise<void> = Promise.resolve();
  const concurrently = database.kind === 'postgresql';
  const db = database.kysely;

  /**
   * Gives the provider its partition unless it has one; whether it has one now. Either answer is
   * kept: a provider whose records processes refer to is not tried again (each try holds the
   * writes of records for a moment) until the server restarts.
   */
  async function partition(providerId: string): Promise<boolean> {
    const answer = partitioned.get(providerId);
    if (answer !== undefined) return answer;
    const create = () =>
      db.transaction().execute(async (trx) => {
        await sql`set local lock_timeout = ${sql.lit(`${waits.lockTimeoutMs}ms`)}`.execute(trx);
        return createProviderPartition(trx, providerId);
      });
    let outcome: PartitionOutcome | undefined;
    for (let tried = 1; outcome === undefined; tried += 1) {
      try {
        outcome = await create();
      } catch (error) {
        const locked = (error as { code?: unknown }).code === LOCK_NOT_AVAILABLE;
        if (!locked || tried >= waits.tries) throw error;
        await setTimeout(waits.pauseMs);
      }
    }
    partitioned.set(providerId, outcome !== 'referenced');
    return outcome !== 'referenced';
  }

  /** Builds `index` unless it exists on the table it belongs on; the table to analyse, if any. */
  async function build(index: FieldIndex, inPartition: boolean): Promise<string | null> {
    const name = fieldIndexName(index);
    const table = inPartition ? providerPartitionName(index.providerId) : DEFAULT_PARTITION;
    const { rows } = await sql<{
      valid: boolean | null;
      table: string | null;
      counted: boolean;
    }>`select
      (select indisvalid from pg_index where indexrelid = to_regclass(${name})) as valid,
      (select indrelid::regclass::text from pg_index where indexrelid = to_regclass(${name})) as table,
      exists (select 1 from pg_statistic_ext where stxname = ${name}
        and stxnamespace = to_regnamespace(current_schema())) as counted`.execute(db);
    const { valid = null, table: on = null, counted = false } = rows[0] ?? {};
    if (valid === true && on === table && counted !== inPartition) return null;
    // An invalid build, or the shared table's index of a provider that has moved to its partition.
    if (counted && inPartition) await sql`drop statistics if exists ${sql.id(name)}`.execute(db);
    if (valid !== null && (valid === false || on !== table)) {
      await sql`drop index ${sql.raw(concurrently ? 'concurrently ' : '')}if exists ${sql.id(name)}`.execute(
        db,
      );
    }
    if (valid !== true || on !== table) {
      await (inPartition ? fieldIndexSql : sharedFieldIndexSql)(index, concurrently).execute(db);
    }
    if (!inPartition && !counted) await sharedFieldStatisticsSql(index).execute(db);
    return table;
  }

  /** Queues `work` for each item; then analyses the tables it names, once each. */
  function enqueue<T>(items: readonly T[], work: (item: T) => Promise<string | null>): void {
    queue = queue.then(async () => {
      const analyse = new Set<string>();
      for (const item of items) {
        const table = await work(item);
        if (table !== null) analyse.add(table);
      }
      // Once per table for the batch (a view's fields), not per index: `analyze` reads a sample
      // of the table.
      for (const table of analyse) {
        await sql`analyze ${sql.id(table)}`
          .execute(db)
          .catch((error: unknown) => log.warn({ err: error, table }, 'analysing records failed'));
      }
    });
  }

  /** Runs `work`; a failure is logged with `details`, `forget` runs, and the answer is null. */
  async function attempt<R>(
    work: () => Promise<R>,
    details: Record<string, string>,
    forget?: () => void,
  ): Promise<R | null> {
    try {
      return await work();
    } catch (error) {
      forget?.();
      log.warn({ err: error, ...details }, 'preparing a provider’s records failed');
      return null;
    }
  }

  return {
    ensurePartitions(providerIds) {
      const batch = [...new Set(providerIds)].filter(
        (id) => isPlainProviderId(id) && !partitioned.has(id),
      );
      if (batch.length === 0) return;
      enqueue(batch, async (providerId) => {
        await attempt(() => partition(providerId), { partition: providerId });
        return null;
      });
    },
    ensure(indexes) {
      const batch: FieldIndex[] = [];
      for (const index of indexes) {
        const name = fieldIndexName(index);
        if (!isIndexable(index) || known.has(name)) continue;
        known.add(name);
        batch.push(index);
      }
      if (batch.length === 0) return;
      enqueue(batch, async (index) => {
        const name = fieldIndexName(index);
        const forget = () => known.delete(name);
        const inPartition = await attempt(
          () => partition(index.providerId),
          { index: name },
          forget,
        );
        if (inPartition === null) return null;
        return attempt(() => build(index, inPartition), { index: name }, forget);
      });
    },
    settled: () => queue,
  };
}
