import { setTimeout } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../database/database.types';
import {
  type FieldIndex,
  fieldIndexName,
  fieldIndexSql,
  isIndexable,
  sharedFieldIndexSql,
  sharedFieldStatisticsSql,
} from './fieldIndexes';
import { isPlainProviderId } from './indexedLiterals';
import {
  createProviderPartition,
  DEFAULT_PARTITION,
  type PartitionOutcome,
  providerPartitionName,
} from './providerPartitions';

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
