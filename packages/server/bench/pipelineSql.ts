import { performance } from 'node:perf_hooks';
import {
  type ConditionDefinition,
  createEvaluationContext,
  createStaticHost,
  type PipelineDefinition,
  type PipelineRow,
} from '@tessera/engine';
import { CompiledQuery, sql } from 'kysely';
import type { Database } from '../src/database/database.types';
import { runScoped } from '../src/database/scopedTransaction';
import { mintTenantScope } from '../src/modules/access/tenantScope';
import { compilePipelineSql, runPipelineSql } from '../src/modules/queries/compilePipelineSql';
import { recordsBenchSettings } from './benchEnv';
import { createBenchOrdersTable, insertBenchOrders } from './benchOrders';
import { createBenchTariffsTable, insertBenchTariffs } from './benchTariffs';
import { percentile, timeInTurns, timesRow } from './benchTurns';
import { buildFieldIndexes } from './buildFieldIndexes';
import { openRecordsBenchDatabase } from './recordsBenchDatabase';

/*
 * Benchmark 2 of "Queries and pipelines" (the pipeline): the engine benchmark's pipeline
 * (packages/engine/bench/queries.bench.ts) — match → lookup (10,000 tariffs) → unwind (5 per
 * order) → group (100 regions; count, sum, average, max and min, each with a condition) → sort —
 * over 1,000,000 orders of one provider in PostgreSQL, as the product runs it (`runPipelineSql`
 * in a tenant-scoped transaction as the application role, reading `tenant_data_records`, with
 * field indexes and statistics on the fields the match, lookup and group use), against one
 * hand-written statement on tables with real typed columns holding the same data and B-tree
 * indexes on them (the physical limit). Results are compared exactly before timing; the sides
 * take turns (`BENCH_WARMUP` warm-up rounds, default 1, then `BENCH_RUNS`, default 10), medians
 * and p95 of each, and the ratio of medians. Goal: ≤ 1.3×.
 *
 *   npx -y pnpm@10 --filter @tessera/server bench:pipeline     (PostgreSQL on 127.0.0.1:5432)
 *   BENCH_RECORDS=100000 BENCH_EXPLAIN=1 npx -y pnpm@10 --filter @tessera/server bench:pipeline
 *
 * `BENCH_KEEP_DATABASE=1` keeps the loaded database; `BENCH_REUSE_DATABASE=1` then runs on it
 * without loading again (same `BENCH_RECORDS`).
 */

const env = process.env;
const settings = {
  ...recordsBenchSettings('pipeline', 10),
  tariffs: 10_000,
  /** Warm-up rounds after the check (itself a first run of each side). */
  warmup: Number(env.BENCH_WARMUP ?? 1),
};
const goalRatio = 1.3;
const ordersId = '6f1d3c1e-7a55-4f0e-9b0a-3c2d1e0f9a01';
const tariffsId = '6f1d3c1e-7a55-4f0e-9b0a-3c2d1e0f9a02';

const kindIs = (kind: string, operator: 'equal' | 'not_equal' = 'equal'): ConditionDefinition => ({
  type: 'compare_value',
  leftValueAccess: { fieldId: 'tariff', path: ['kind'] },
  operator,
  rightValue: { type: 'const', value: kind },
});
const isOpen: ConditionDefinition = {
  type: 'compare_value',
  leftValueAccess: { fieldId: 'status' },
  operator: 'equal',
  rightValue: { type: 'const', value: 'open' },
};

/** The engine benchmark's pipeline, over the orders and tariffs of this one. */
const pipeline: PipelineDefinition = {
  fromProviderId: ordersId,
  stages: [
    {
      type: 'match',
      filter: {
        type: 'and',
        filters: [
          {
            type: 'match_field',
            searchField: { type: 'own_field', fieldName: 'status' },
            matchKind: 'not_equal',
            value: { type: 'const', value: 'cancelled' },
          },
          {
            type: 'match_field',
            searchField: { type: 'own_field', fieldName: 'amount' },
            matchKind: 'greater_than',
            value: { type: 'const', value: 0 },
          },
        ],
      },
    },
    {
      type: 'lookup',
      fromProviderId: tariffsId,
      asPropertyName: 'tariff',
      conditions: [{ localField: { path: ['segment'] }, foreignField: { path: ['segment'] } }],
    },
    { type: 'unwind', path: ['tariff'] },
    {
      type: 'group',
      groupBy: [{ propertyName: 'region', expression: { type: 'fieldPath', path: ['region'] } }],
      aggregations: [
        { propertyName: 'count', method: 'count', condition: kindIs('A') },
        {
          propertyName: 'sum',
          method: 'sum',
          aggregateField: { path: ['tariff', 'rate'] },
          condition: kindIs('A'),
        },
        {
          propertyName: 'average',
          method: 'average',
          aggregateField: { path: ['amount'] },
          condition: isOpen,
        },
        {
          propertyName: 'max',
          method: 'max',
          aggregateField: { path: ['tariff', 'rate'] },
          condition: kindIs('C', 'not_equal'),
        },
        {
          propertyName: 'min',
          method: 'min',
          aggregateField: { path: ['amount'] },
          condition: isOpen,
        },
      ],
    },
    {
      type: 'sort',
      sorting: [
        { fieldAccess: { path: ['count'] }, direction: 'desc' },
        { fieldAccess: { path: ['region'] }, direction: 'asc' },
      ],
    },
  ],
};

/**
 * The same pipeline by hand on the typed tables: a hash join, one pass of aggregates with
 * `filter`, sums and averages in `numeric` from the stored decimals (the engine's rounded sums),
 * regions ordered by code point.
 */
const handWritten = `select o.region,
    count(*) filter (where t.kind = 'A') as count,
    coalesce(sum(t.rate) filter (where t.kind = 'A'), 0)::float8 as sum,
    sum(o.amount::numeric) filter (where o.status = 'open')::float8
      / nullif(count(o.amount) filter (where o.status = 'open'), 0)::float8 as average,
    max(t.rate) filter (where t.kind <> 'C')::float8 as max,
    min(o.amount) filter (where o.status = 'open') as min
  from bench_orders o
  join bench_tariffs t on t.client_id = o.client_id and t.segment = o.segment
  where o.client_id = $1 and o.status <> 'cancelled' and o.amount > 0
  group by o.region
  order by count desc, o.region collate "C"`;

/** A result row with its properties in one order, so two sides compare as JSON. */
const canonical = (row: Record<string, unknown>): PipelineRow =>
  Object.fromEntries(
    Object.keys(row)
      .sort()
      .map((key) => [key, row[key]]),
  );

/** Loads the orders, the tariffs, the typed tables and the field indexes into the new database. */
async function load(db: Database, clientId: string, version: string): Promise<void> {
  console.log(
    `${version}; ${settings.records.toLocaleString('en')} orders, ` +
      `${settings.tariffs.toLocaleString('en')} tariffs…`,
  );
  let started = performance.now();
  // As the tables' owner, in the client's tenant (row-level security applies to the owner too).
  await db.kysely.transaction().execute(async (trx) => {
    await sql`select set_config('app.client_id', ${clientId}, true)`.execute(trx);
    await insertBenchOrders(trx, { clientId, providerId: ordersId, count: settings.records });
    await insertBenchTariffs(trx, { clientId, providerId: tariffsId, count: settings.tariffs });
    await createBenchOrdersTable(trx, ordersId);
    await sql`create index on bench_orders (client_id, segment)`.execute(trx);
    await sql`create index on bench_orders (client_id, region)`.execute(trx);
    await createBenchTariffsTable(trx, tariffsId);
  });
  console.log(`  inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  // The product's field indexes of the fields the match, lookup and group read.
  const indexed = [
    ...['status', 'amount', 'segment', 'region'].map((fieldName) => ({
      providerId: ordersId,
      fieldName,
    })),
    { providerId: tariffsId, fieldName: 'segment' },
  ];
  await buildFieldIndexes(db, indexed);
  console.log(`  field indexes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await sql`vacuum analyze`.execute(db.kysely);
}

async function main(): Promise<void> {
  const { db, clientId, close } = await openRecordsBenchDatabase(settings, load);
  try {
    const scope = mintTenantScope(clientId, 'bench');
    const context = createEvaluationContext({
      host: createStaticHost({ now: new Date('2024-06-01T12:00:00Z'), timeZone: 'Europe/Warsaw' }),
      values: {},
    });
    const run = { scope, context };
    const ours = async () =>
      (await runScoped(db.kysely, { clientId }, (trx) => runPipelineSql(trx, pipeline, run))).map(
        canonical,
      );
    // The same transaction settings as the product's statements (`runScoped`): no JIT, 32 MB.
    const typed = async () =>
      db.kysely.transaction().execute(async (trx) => {
        await sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`.execute(
          trx,
        );
        const { rows } = await trx.executeQuery<Record<string, unknown>>(
          CompiledQuery.raw(handWritten, [clientId]),
        );
        return rows.map((row) => canonical({ ...row, count: Number(row.count) }));
      });

    if (env.BENCH_EXPLAIN === '1') {
      // Both statements' plans, with what they cost: `BENCH_EXPLAIN=1`.
      const explain = async (
        trx: Parameters<Parameters<typeof runScoped>[2]>[0],
        text: string,
        parameters: readonly unknown[],
      ) => {
        const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain (analyze, buffers) ${text}`, [...parameters]),
        );
        console.log(plan.rows.map((line) => line['QUERY PLAN'].slice(0, 240)).join('\n'));
      };
      await runScoped(db.kysely, { clientId }, async (trx) => {
        const { sql: text, parameters } = compilePipelineSql(pipeline, run).query.compile(trx);
        if (env.BENCH_EXPLAIN_SQL === '1') console.log(text);
        await explain(trx, text, parameters);
      });
      await db.kysely.transaction().execute(async (trx) => {
        await sql`select set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`.execute(
          trx,
        );
        await explain(trx, handWritten, [clientId]);
      });
    }

    const { answer, times } = await timeInTurns([ours, typed], settings.runs, settings.warmup);
    const [mine, limit] = times as [number[], number[]];
    console.log(
      `Pipeline, ${settings.records.toLocaleString('en')} orders: match → lookup ` +
        `(${settings.tariffs.toLocaleString('en')}) → unwind (5 each) → group (100 keys, 5 ` +
        `aggregations with conditions) → sort; ${answer.length} rows, identical on both sides; ` +
        `${settings.runs} runs each after ${settings.warmup} warm-up`,
    );
    console.log(timesRow('ours (runPipelineSql, scoped, field indexes)', mine));
    console.log(timesRow('hand-written SQL on typed columns', limit));
    const ratio = percentile(mine, 50) / percentile(limit, 50);
    console.log(
      `  ratio ${ratio.toFixed(2)}× (goal ≤ ${goalRatio}×: ${ratio <= goalRatio ? 'met' : 'missed'})`,
    );
    process.exitCode = ratio <= goalRatio ? 0 : 1;
  } finally {
    await close();
  }
}

await main();
