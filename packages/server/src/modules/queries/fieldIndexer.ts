import { setTimeout } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../database/database.types';
import type { DatabaseTables } from '../../database/databaseTables';
import {
  type FieldIndex,
  fieldIndexName,
  fieldIndexSql,
  isIndexable,
  sharedFieldIndexSql,
  sharedFieldStatisticsSql,
} from './fieldIndexes';
import { isPlainProviderId, propertyNameSql, providerIdSql } from './indexedLiterals';
import {
  createProviderPartition,
  DEFAULT_PARTITION,
  hasProviderPartition,
  providerPartitionName,
} from './providerPartitions';
import { fillRecordKeysSql, RECORD_KEYS_TABLE } from './recordKeys';

/** Creates provider partitions and field indexes in the background, one at a time. @internal */
export interface FieldIndexer {
  /** Queues the providers' partitions that do not exist yet; returns at once. */
  ensurePartitions(providerIds: readonly string[]): void;
  /** Queues the indexes (and their providers' partitions) that do not exist yet; returns at once. */
  ensure(indexes: readonly FieldIndex[]): void;
  /** Queues the record keys (`recordKeys.ts`) of the fields that have none yet; returns at once. */
  ensureKeys(fields: readonly FieldIndex[]): void;
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
    const outcome = await holdingWrites((trx) => createProviderPartition(trx, providerId));
    partitioned.set(providerId, outcome !== 'referenced');
    return outcome !== 'referenced';
  }

  /**
   * Runs `work` in a transaction whose locks wait `lockTimeoutMs` at most, tried again `tries`
   * times (`PartitionWaits`): `work` holds the writes of records while it runs.
   */
  async function holdingWrites<T>(
    work: (trx: Transaction<DatabaseTables>) => Promise<T>,
  ): Promise<T> {
    for (let tried = 1; ; tried += 1) {
      try {
        return await db.transaction().execute(async (trx) => {
          await sql`set local lock_timeout = ${sql.lit(`${waits.lockTimeoutMs}ms`)}`.execute(trx);
          return work(trx);
        });
      } catch (error) {
        const locked = (error as { code?: unknown }).code === LOCK_NOT_AVAILABLE;
        if (!locked || tried >= waits.tries) throw error;
        await setTimeout(waits.pauseMs);
      }
    }
  }

  /**
   * Gives a field its record keys (`recordKeys.ts`) unless it has them: names it a key field —
   * from then on every write of the provider's records keeps its keys — then fills the keys of
   * the records and marks the field ready, in one transaction that holds the writes of the table
   * the records are in, and keeps partitions from being created or attached meanwhile (the
   * records stay where it finds them); the keys' table to analyse, if filled.
   */
  async function fillKeys(field: FieldIndex): Promise<string | null> {
    const provider = providerIdSql(field.providerId);
    const name = propertyNameSql(field.fieldName);
    const { rows } = await sql<{ ready: boolean }>`
      insert into data_record_key_fields (provider_id, field_name) values (${provider}, ${name})
      on conflict (provider_id, field_name) do update set ready = data_record_key_fields.ready
      returning ready`.execute(db);
    if (rows[0]?.ready === true) return null;
    await holdingWrites(async (trx) => {
      await sql`lock table only data_records in share update exclusive mode`.execute(trx);
      const table = (await hasProviderPartition(trx, field.providerId))
        ? providerPartitionName(field.providerId)
        : DEFAULT_PARTITION;
      await sql`lock table ${sql.id(table)} in share mode`.execute(trx);
      const { rows: clients } = await sql<{ id: string }>`select distinct client_id::text as id
        from ${sql.id(table)} where provider_id = ${provider}`.execute(trx);
      for (const { id } of clients) {
        for (const statement of fillRecordKeysSql(field, table, id)) await statement.execute(trx);
      }
      await sql`update data_record_key_fields set ready = true
        where provider_id = ${provider} and field_name = ${name}`.execute(trx);
    });
    return RECORD_KEYS_TABLE;
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

  /**
   * Queues `work` for the fields not queued before (by `nameOf`), each after its provider's
   * partition; a failure forgets the field, so that a later save asks again.
   */
  function enqueueFields(
    fields: readonly FieldIndex[],
    nameOf: (field: FieldIndex) => string,
    work: (field: FieldIndex, inPartition: boolean) => Promise<string | null>,
  ): void {
    const batch: FieldIndex[] = [];
    for (const field of fields) {
      const name = nameOf(field);
      if (!isIndexable(field) || known.has(name)) continue;
      known.add(name);
      batch.push(field);
    }
    if (batch.length === 0) return;
    enqueue(batch, async (field) => {
      const name = nameOf(field);
      const forget = () => known.delete(name);
      const inPartition = await attempt(() => partition(field.providerId), { index: name }, forget);
      if (inPartition === null) return null;
      return attempt(() => work(field, inPartition), { index: name }, forget);
    });
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
      enqueueFields(indexes, fieldIndexName, build);
    },
    ensureKeys(fields) {
      enqueueFields(fields, (field) => `keys of ${fieldIndexName(field)}`, fillKeys);
    },
    settled: () => queue,
  };
}
