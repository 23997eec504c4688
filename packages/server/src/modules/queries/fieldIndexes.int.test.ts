import { compileQuery, type GeneralQuery, type QueryRequest } from '@tessera/engine';
import { CompiledQuery, type Transaction } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { DatabaseTables } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import { testDatabaseKinds } from '../../testing/openTestDatabase';
import { startTestProcess } from '../../testing/startTestProcess';
import { tenantIndexCondition } from '../../testing/tenantIndexCondition';
import { mintTenantScope } from '../access/tenantScope';
import { compileQuerySql, runQuerySql } from './compileQuerySql';
import { insertDataRecords, listDataRecords } from './dataRecordRepository';
import {
  differentialContext,
  nextProviderIds,
  useSeededDatabase,
  withoutNext,
} from './differentialTestKit';
import { createFieldIndexer } from './fieldIndexer';
import { fieldIndexName, fieldIndexSql } from './fieldIndexes';
import {
  DEFAULT_PARTITION,
  hasProviderPartition,
  providerPartitionName,
} from './providerPartitions';

const statuses = ['open', 'closed', 'cancelled', 'Żółw'];

/** Amounts of the kinds the key orders (lists order by class only in SQL yet: none here). */
function amountOf(index: number): unknown {
  switch (index % 10) {
    case 0:
      return String(index % 997);
    case 1:
      return true;
    case 2:
      return null;
    case 3:
      return '2024-05-01';
    case 4:
      return 'abc';
    default:
      return (index * 7919) % 1000;
  }
}

// A field index gives the order — a sorted page walks it and stops — and answers filters on
// numbers and booleans: statements read `tenant_data_records`, where the tenant is an ordinary
// condition rather than the policy's barrier (migration 0010), and write those filters on the
// index's expressions (`scalarMatchSql.ts`). (Filters the planner expects to keep few records
// take a bitmap scan and a sort instead of the walk.)
const walk = (field: string) => `Index Scan (Backward )?using ${field}`;
/** The index answers the filter: its condition holds more than the tenant. */
const bitmap = (field: string) =>
  `Bitmap Index Scan on ${field}[^\\n]*\\n\\s*${tenantIndexCondition}`;

/** A query, its request, the field whose index must serve it and how (a plan line's pattern). */
const queries: readonly [string, GeneralQuery, QueryRequest, string, (index: string) => string][] =
  [
    [
      'a page sorted by a number, descending, second page',
      { type: 'general_query', fromProviderId: '' },
      {
        sort: [{ fieldAccess: { path: ['amount'] }, direction: 'desc' }],
        pagination: { page: 2, perPage: 50 },
      },
      'amount',
      walk,
    ],
    [
      'a page sorted by a word',
      {
        type: 'general_query',
        fromProviderId: '',
        sorting: [{ fieldAccess: { path: ['status'] }, direction: 'asc' }],
      },
      { pagination: { page: 1, perPage: 50 } },
      'status',
      walk,
    ],
    [
      'a filter on a number, sorted by another field',
      {
        type: 'general_query',
        fromProviderId: '',
        filter: {
          type: 'match_field',
          searchField: { type: 'own_field', fieldName: 'amount' },
          matchKind: 'greater_than',
          value: { type: 'const', value: 990 },
        },
        sorting: [{ fieldAccess: { path: ['status'] }, direction: 'desc' }],
      },
      { pagination: { page: 1, perPage: 5 }, totals: true },
      'amount',
      bitmap,
    ],
    [
      'a filter on a boolean',
      {
        type: 'general_query',
        fromProviderId: '',
        filter: {
          type: 'match_field',
          searchField: { type: 'own_field', fieldName: 'amount' },
          matchKind: 'match',
          value: { type: 'const', value: true },
        },
      },
      { pagination: { page: 1, perPage: 5 } },
      'amount',
      bitmap,
    ],
  ];

async function planOf(
  trx: Transaction<DatabaseTables>,
  statement: { compile: (trx: Transaction<DatabaseTables>) => CompiledQuery },
) {
  const compiled = statement.compile(trx);
  const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe.each(testDatabaseKinds)('field indexes on %s', (kind) => {
  const database = useSeededDatabase(kind);

  it('are built once per provider field, and only for plain names of UUID providers', async () => {
    const { db } = database();
    const { providerId } = nextProviderIds();
    const warn = vi.fn();
    const indexer = createFieldIndexer(db, { warn });
    const index = { providerId, fieldName: 'amount' };
    indexer.ensure([index, index, { providerId, fieldName: 'not plain' }]);
    indexer.ensure([{ providerId: 'not-a-uuid', fieldName: 'amount' }]);
    await indexer.settled();
    // In the provider's partition, whole (not partial: `analyze` keeps statistics of its
    // expressions), and with no statistics object, which every statement would plan with.
    const { rows } = await db.kysely.executeQuery<{ table: string; partial: boolean }>(
      CompiledQuery.raw(
        'select indrelid::regclass::text as table, indpred is not null as partial from pg_index where indexrelid = to_regclass($1)',
        [fieldIndexName(index)],
      ),
    );
    expect(rows).toEqual([{ table: providerPartitionName(providerId), partial: false }]);
    const { rows: statistics } = await db.kysely.executeQuery<{ count: string }>(
      CompiledQuery.raw(
        'select count(*)::text as count from pg_statistic_ext where stxname = $1 and stxnamespace = to_regnamespace(current_schema())',
        [fieldIndexName(index)],
      ),
    );
    expect(statistics).toEqual([{ count: '0' }]);
    expect(warn).not.toHaveBeenCalled();
    expect(() => fieldIndexSql({ providerId, fieldName: "a'; drop table x; --" }, false)).toThrow();
    // A second indexer (a restarted server) finds it built and builds nothing.
    const again = createFieldIndexer(db, { warn });
    again.ensure([index]);
    await again.settled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('give a provider whose records processes refer to the shared partial index, with statistics', async () => {
    const { db, clientId } = database();
    const { providerId, foreignProviderId: recordId } = nextProviderIds();
    await runScoped(db.kysely, { clientId }, async (trx) => {
      await insertDataRecords(trx, mintTenantScope(clientId, 'tester'), providerId, [
        { id: recordId, data: { amount: 1 } },
      ]);
      await startTestProcess(trx, { clientId, providerId, recordId });
    });
    const warn = vi.fn();
    const indexer = createFieldIndexer(db, { warn });
    const index = { providerId, fieldName: 'amount' };
    indexer.ensure([index]);
    await indexer.settled();
    expect(warn).not.toHaveBeenCalled();
    const { rows } = await db.kysely.executeQuery<{ table: string; partial: boolean }>(
      CompiledQuery.raw(
        'select indrelid::regclass::text as table, indpred is not null as partial from pg_index where indexrelid = to_regclass($1)',
        [fieldIndexName(index)],
      ),
    );
    expect(rows).toEqual([{ table: DEFAULT_PARTITION, partial: true }]);
    const { rows: statistics } = await db.kysely.executeQuery<{ count: string }>(
      CompiledQuery.raw(
        'select count(*)::text as count from pg_statistic_ext where stxname = $1 and stxnamespace = to_regnamespace(current_schema())',
        [fieldIndexName(index)],
      ),
    );
    expect(statistics).toEqual([{ count: '1' }]);
  });

  // Two sessions: PGlite has one.
  it.skipIf(kind === 'pglite')(
    'wait briefly for a long write of records to end, try again, and give up after their tries',
    async () => {
      const { db, clientId } = database();
      const [patient, hasty] = [nextProviderIds().providerId, nextProviderIds().providerId];
      const warn = vi.fn();
      const waits = { lockTimeoutMs: 50, tries: 40, pauseMs: 50 };
      /** Holds a write of records open until `release` runs. */
      const holdWrite = async () => {
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        let started = () => {};
        const writing = new Promise<void>((resolve) => {
          started = resolve;
        });
        const done = runScoped(db.kysely, { clientId }, async (trx) => {
          await insertDataRecords(trx, mintTenantScope(clientId, 'tester'), hasty, [
            { data: { n: 1 } },
          ]);
          started();
          await released;
        });
        await writing;
        return { release, done };
      };

      const first = await holdWrite();
      const indexer = createFieldIndexer(db, { warn }, waits);
      indexer.ensurePartitions([patient]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      first.release();
      await first.done;
      await indexer.settled();
      expect(warn).not.toHaveBeenCalled();
      expect(await hasProviderPartition(db.kysely, patient)).toBe(true);

      const second = await holdWrite();
      const giving = createFieldIndexer(db, { warn }, { ...waits, tries: 2 });
      giving.ensurePartitions([hasty]);
      await giving.settled();
      second.release();
      await second.done;
      expect(warn).toHaveBeenCalledTimes(1);
      expect(await hasProviderPartition(db.kysely, hasty)).toBe(false);
    },
  );

  // PostgreSQL's counters; PGlite keeps none worth reading.
  it.skipIf(kind === 'pglite')(
    "analyses the table once for a view's batch of new indexes, not once per index",
    async () => {
      const { db } = database();
      const { providerId } = nextProviderIds();
      const warn = vi.fn();
      const indexer = createFieldIndexer(db, { warn });
      // The counter of the provider's partition, which the indexer analyses (only it: the other
      // providers' partitions are not the batch's).
      const analyses = async () => {
        await db.kysely.executeQuery(CompiledQuery.raw('select pg_stat_clear_snapshot()'));
        const { rows } = await db.kysely.executeQuery<{ count: string }>(
          CompiledQuery.raw(
            'select analyze_count::text as count from pg_stat_user_tables where relid = to_regclass($1)',
            [providerPartitionName(providerId)],
          ),
        );
        return Number(rows[0]?.count);
      };
      indexer.ensurePartitions([providerId]);
      await indexer.settled();
      const before = await analyses();
      indexer.ensure(['amount', 'city', 'status'].map((fieldName) => ({ providerId, fieldName })));
      await indexer.settled();
      // A build or the analyse that failed says why here, rather than as a count of 0.
      expect(warn.mock.calls).toEqual([]);
      // The counter is shared memory another backend reads: wait for it to show the analyse,
      // then check that no second one followed.
      await vi.waitFor(async () => expect(await analyses()).toBeGreaterThan(before), {
        timeout: 10_000,
        interval: 200,
      });
      expect(await analyses()).toBe(before + 1);
    },
  );

  it('give the order of a page by cursor too: the walk starts over the index, the answer stays the engine’s', async () => {
    const { db, clientId } = database();
    const { providerId } = nextProviderIds();
    const scope = mintTenantScope(clientId, 'tester');
    const definition: GeneralQuery = { type: 'general_query', fromProviderId: providerId };
    await runScoped(db.kysely, { clientId }, (trx) =>
      insertDataRecords(
        trx,
        scope,
        providerId,
        Array.from({ length: 2000 }, (_, index) => ({ data: { amount: amountOf(index) } })),
      ),
    );
    const indexer = createFieldIndexer(db, { warn: vi.fn() });
    indexer.ensure([{ providerId, fieldName: 'amount' }]);
    await indexer.settled();
    await db.kysely.executeQuery(CompiledQuery.raw('analyze data_records'));
    const sorted: QueryRequest = {
      sort: [{ fieldAccess: { path: ['amount'] }, direction: 'desc' }],
    };
    const [plans, answers, records] = await runScoped(db.kysely, { clientId }, async (trx) => {
      await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
      const run = { scope, context: differentialContext };
      const walk = async (request: QueryRequest) => {
        const first = await runQuerySql(trx, definition, providerId, run, {
          ...request,
          pagination: { page: 1, perPage: 50 },
        });
        const after = first.type === 'general_query' ? first.meta.next! : '';
        const next = { ...request, pagination: { perPage: 50, after } };
        return {
          plan: await planOf(trx, compileQuerySql(definition, providerId, run, next).query),
          answer: await runQuerySql(trx, definition, providerId, run, next),
          after,
        };
      };
      const bySort = await walk(sorted);
      const byCreation = await walk({});
      return [
        [bySort.plan, byCreation.plan],
        [bySort, byCreation],
        await listDataRecords(trx, scope, providerId),
      ] as const;
    });
    // Sorted by the field, the walk of its index starts at the cursor: the key's row comparison
    // is an index condition, not a filter on every entry before it.
    expect(plans[0]).toMatch(
      new RegExp(
        `Index Scan (Backward )?using ${fieldIndexName({ providerId, fieldName: 'amount' })}[^\\n]*\\n\\s*Index Cond: [^\\n]*ROW\\(`,
      ),
    );
    // Without a sort the order is the creation index's, and the cursor is where its scan starts.
    expect(plans[1]).toMatch(/Index Cond: .*ROW\(created_at, id\) > ROW\(/);
    for (const [index, request] of [sorted, {}].entries()) {
      const { answer, after } = answers[index]!;
      const fromEngine = compileQuery(definition).run(
        { records, context: differentialContext },
        { ...request, pagination: { perPage: 50, after } },
      );
      // The next cursors differ only in the creation instant: SQL's has its microseconds.
      expect(withoutNext(answer)).toEqual(withoutNext(fromEngine));
      expect(fromEngine.type === 'general_query' && fromEngine.meta.page).toBe(2);
    }
  });

  it.each(queries)(
    'serve %s; the answer stays the engine’s',
    async (_name, query, request, served, how) => {
      const { db, clientId } = database();
      const { providerId } = nextProviderIds();
      const scope = mintTenantScope(clientId, 'tester');
      const definition = { ...query, fromProviderId: providerId };
      await runScoped(db.kysely, { clientId }, (trx) =>
        insertDataRecords(
          trx,
          scope,
          providerId,
          Array.from({ length: 2000 }, (_, index) => ({
            data: { amount: amountOf(index), status: statuses[index % statuses.length] },
          })),
        ),
      );
      const warn = vi.fn();
      const indexer = createFieldIndexer(db, { warn });
      indexer.ensure([
        { providerId, fieldName: 'amount' },
        { providerId, fieldName: 'status' },
      ]);
      await indexer.settled();
      expect(warn).not.toHaveBeenCalled();
      await db.kysely.executeQuery(CompiledQuery.raw('analyze data_records'));

      const [plan, fromSql, records] = await runScoped(db.kysely, { clientId }, async (trx) => {
        await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
        const run = { scope, context: differentialContext };
        const compiled = compileQuerySql(definition, providerId, run, request);
        return [
          await planOf(trx, compiled.query),
          await runQuerySql(trx, definition, providerId, run, request),
          await listDataRecords(trx, scope, providerId),
        ] as const;
      });
      expect(plan).toMatch(new RegExp(how(fieldIndexName({ providerId, fieldName: served }))));
      if (how === walk) expect(plan).toContain('Presorted Key');
      // No gate proving the statement's tenant equal to the policy's once per scan, which every
      // row would pass through (`providerRecordsSql`).
      expect(plan).not.toContain('One-Time Filter');
      const fromEngine = compileQuery(definition).run(
        { records, context: differentialContext },
        request,
      );
      expect(withoutNext(fromSql)).toEqual(withoutNext(fromEngine));
      expect(fromEngine.type === 'general_query' && fromEngine.records.length).toBeGreaterThan(0);
    },
  );
});
