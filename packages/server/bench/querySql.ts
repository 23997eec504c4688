import { performance } from 'node:perf_hooks';
import {
  createEvaluationContext,
  createStaticHost,
  type GeneralQuery,
  type Pagination,
  type QueryRequest,
} from '@tessera/engine';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Database } from '../src/database/database.types';
import type { DatabaseTables } from '../src/database/databaseTables';
import { runScoped } from '../src/database/scopedTransaction';
import { mintTenantScope } from '../src/modules/access/tenantScope';
import { compileQuerySql, runQuerySql } from '../src/modules/queries/compileQuerySql';
import { recordsBenchSettings } from './benchEnv';
import { createBenchOrdersTable, insertBenchOrders } from './benchOrders';
import { type BenchSide, percentile, timeInTurns, timesRow } from './benchTurns';
import { buildFieldIndexes } from './buildFieldIndexes';
import { openRecordsBenchDatabase } from './recordsBenchDatabase';

/*
 * Benchmark 2 of "Queries and pipelines" (the view query): 1,000,000 records of one provider
 * (30 fields) in PostgreSQL; a table view's first page — 2 filters (a word, a number range) +
 * sort by the number + a page of 50 + the count — as the product runs it (`runQuerySql` in a
 * tenant-scoped transaction, on the provider's field indexes), against hand-written SQL on a
 * table with real typed columns holding the same data and B-tree indexes on those columns (the
 * physical limit). The sides take turns; medians and p95 of each, and the ratio of medians.
 * Goal: ≤ 1.3× the typed table; our first page p95 ≤ 20 ms. Then, figures only: a page deep in
 * the provider by number (OFFSET) and by cursor (keyset), `BENCH_DEEP_PAGE` (default the middle).
 *
 *   npx -y pnpm@10 --filter @tessera/server bench:queries     (PostgreSQL on 127.0.0.1:5432)
 *   BENCH_RECORDS=100000 npx -y pnpm@10 --filter @tessera/server bench:queries
 */

const env = process.env;
const settings = recordsBenchSettings('queries', 40);
const goal = { ratio: 1.3, p95Ms: 20 } as const;
const providerId = '6f1d3c1e-7a55-4f0e-9b0a-3c2d1e0f9a01';
const view: GeneralQuery = {
  type: 'general_query',
  fromProviderId: providerId,
  filter: {
    type: 'and',
    filters: [
      {
        type: 'match_field',
        searchField: { type: 'own_field', fieldName: 'status' },
        matchKind: 'match',
        value: { type: 'const', value: 'open' },
      },
      {
        type: 'match_field',
        searchField: { type: 'own_field', fieldName: 'amount' },
        matchKind: 'greater_than',
        value: { type: 'const', value: 4000 },
      },
    ],
  },
};
const request = {
  sort: [{ fieldAccess: { path: ['amount'] }, direction: 'desc' as const }],
  pagination: { page: 1, perPage: 50 },
  totals: true,
};

/** Checks the two sides agree, times them in turns, prints both and the goals; whether met. */
async function compare(label: string, ours: BenchSide, typed: BenchSide): Promise<boolean> {
  const { answer, times } = await timeInTurns([ours, typed], settings.runs);
  const [mine, limit] = times as [number[], number[]];
  console.log(
    `View query, ${label}: 2 filters + sort + page of 50 + count (both answer ${answer[0]} rows of ${answer[1]})`,
  );
  console.log(timesRow('ours (runQuerySql, scoped, field indexes)', mine));
  console.log(timesRow('hand-written SQL on typed columns', limit));
  const ratio = percentile(mine, 50) / percentile(limit, 50);
  const p95 = percentile(mine, 95);
  console.log(
    `  ratio ${ratio.toFixed(2)}× (goal ≤ ${goal.ratio}×: ${ratio <= goal.ratio ? 'met' : 'missed'}); ` +
      `first page p95 ${p95.toFixed(1)} ms (goal ≤ ${goal.p95Ms} ms: ${p95 <= goal.p95Ms ? 'met' : 'missed'})`,
  );
  return ratio <= goal.ratio && p95 <= goal.p95Ms;
}

/**
 * A page deep in the provider (the middle one, of 50 records, no filter; `BENCH_DEEP_PAGE`), by
 * number (`OFFSET`) and by the cursor the page before gave (keyset), sorted by a field and in
 * creation order. Figures only: no goal.
 */
async function deepPages(
  db: Kysely<DatabaseTables>,
  clientId: string,
  scope: ReturnType<typeof mintTenantScope>,
  context: ReturnType<typeof createEvaluationContext>,
): Promise<void> {
  const perPage = 50;
  const page = Number(
    env.BENCH_DEEP_PAGE ?? Math.max(2, Math.floor(settings.records / perPage / 2)),
  );
  const all: GeneralQuery = { type: 'general_query', fromProviderId: providerId };
  const ask = (sort: QueryRequest['sort'], pagination: Pagination) =>
    runScoped(db, { clientId }, (trx) =>
      runQuerySql(trx, all, providerId, { scope, context }, { sort, pagination }),
    );
  for (const [label, sort] of [
    ['sorted by amount, descending', [{ fieldAccess: { path: ['amount'] }, direction: 'desc' }]],
    ['in creation order', []],
  ] as const) {
    const before = await ask(sort, { page: page - 1, perPage });
    const after = before.type === 'general_query' ? before.meta.next : undefined;
    if (after === undefined) throw new Error(`page ${page - 1} has no next page`);
    const ids = async (pagination: Pagination) => {
      const result = await ask(sort, pagination);
      return result.type === 'general_query' ? result.records.map((record) => record.id) : [];
    };
    const { times } = await timeInTurns(
      [() => ids({ page, perPage }), () => ids({ after, perPage })],
      Math.min(settings.runs, 10),
    );
    const [byNumber, byCursor] = times as [number[], number[]];
    const median = (list: number[]) => percentile(list, 50);
    console.log(
      `Page ${page.toLocaleString('en')} of ${perPage}, ${label}: by number (OFFSET) median ` +
        `${median(byNumber).toFixed(1)} ms, by cursor ${median(byCursor).toFixed(1)} ms ` +
        `(${(median(byNumber) / median(byCursor)).toFixed(1)}× faster)`,
    );
  }
}

/** Loads the records, the typed table and the field indexes into the new database. */
async function load(db: Database, clientId: string, version: string): Promise<void> {
  console.log(`${version}; ${settings.records.toLocaleString('en')} records…`);
  let started = performance.now();
  // As the tables' owner, in the client's tenant (row-level security applies to the owner too).
  await db.kysely.transaction().execute(async (trx) => {
    await sql`select set_config('app.client_id', ${clientId}, true)`.execute(trx);
    await insertBenchOrders(trx, { clientId, providerId, count: settings.records });
    await createBenchOrdersTable(trx, providerId);
  });
  console.log(`  inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  await buildFieldIndexes(
    db,
    ['status', 'amount'].map((fieldName) => ({ providerId, fieldName })),
  );
  console.log(`  field indexes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await sql`vacuum analyze`.execute(db.kysely);
}

/**
 * The median planning and execution times PostgreSQL reports for each of our statements (page,
 * count), over 10 `explain (analyze)` runs each: what the statement costs before it runs.
 */
async function explainTimes(
  db: Kysely<DatabaseTables>,
  clientId: string,
  compiled: ReturnType<typeof compileQuerySql>,
): Promise<void> {
  for (const [label, statement] of [
    ['page', compiled.query],
    ['count', compiled.count],
  ] as const) {
    if (statement === undefined) continue;
    const planning: number[] = [];
    const execution: number[] = [];
    for (let run = 0; run < 10; run += 1) {
      await runScoped(db, { clientId }, async (trx) => {
        const { sql: text, parameters } = statement.compile(trx);
        const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain (analyze, summary, format json) ${text}`, [...parameters]),
        );
        const [json] = Object.values(plan.rows[0]!) as [unknown];
        const [summary] = (typeof json === 'string' ? JSON.parse(json) : json) as [
          { 'Planning Time': number; 'Execution Time': number },
        ];
        planning.push(summary['Planning Time']);
        execution.push(summary['Execution Time']);
      });
    }
    console.log(
      `  ${label}: planning median ${percentile(planning, 50).toFixed(1)} ms, ` +
        `execution median ${percentile(execution, 50).toFixed(1)} ms (explain, 10 runs)`,
    );
  }
}

async function main(): Promise<void> {
  const { db, clientId, close } = await openRecordsBenchDatabase(settings, load);
  try {
    const scope = mintTenantScope(clientId, 'bench');
    const context = createEvaluationContext({
      host: createStaticHost({ now: new Date('2024-06-01T12:00:00Z'), timeZone: 'Europe/Warsaw' }),
      values: {},
    });
    /** The product's view query; `countCap`: count at most that many (as table views do). */
    const ours = (countCap?: number) => async () => {
      const result = await runScoped(db.kysely, { clientId }, (trx) =>
        runQuerySql(
          trx,
          view,
          providerId,
          { scope, context },
          {
            ...request,
            ...(countCap === undefined ? {} : { countCap }),
          },
        ),
      );
      return result.type === 'general_query' ? [result.records.length, result.meta.total] : [];
    };
    const where = `client_id = $1 and status = 'open' and amount > 4000`;
    const typed = (countCap?: number) => async () =>
      db.kysely.transaction().execute(async (trx) => {
        const page = await trx.executeQuery(
          CompiledQuery.raw(
            `select * from bench_orders where ${where} order by amount desc, created_at, id limit 50`,
            [clientId],
          ),
        );
        const count = await trx.executeQuery<{ total: string }>(
          CompiledQuery.raw(
            countCap === undefined
              ? `select count(*) as total from bench_orders where ${where}`
              : `select count(*) as total from (select from bench_orders where ${where}
                  limit ${countCap + 1}) as counted`,
            [clientId],
          ),
        );
        const total = Number(count.rows[0]?.total);
        return [page.rows.length, countCap === undefined ? total : Math.min(total, countCap)];
      });

    if (env.BENCH_EXPLAIN === '1') {
      // The plans of our two statements, with what they cost: `BENCH_EXPLAIN=1`.
      await runScoped(db.kysely, { clientId }, async (trx) => {
        const compiled = compileQuerySql(view, providerId, { scope, context }, request);
        for (const statement of [compiled.query, compiled.count]) {
          if (statement === undefined) continue;
          const { sql: text, parameters } = statement.compile(trx);
          const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain (analyze, buffers) ${text}`, [...parameters]),
          );
          console.log(plan.rows.map((line) => line['QUERY PLAN'].slice(0, 200)).join('\n'));
        }
      });
      await explainTimes(
        db.kysely,
        clientId,
        compileQuerySql(view, providerId, { scope, context }, request),
      );
    }
    const results = [];
    for (const [label, countCap] of [
      ['exact count', undefined],
      ['count capped at 10,000 (as table views count)', 10_000],
    ] as const) {
      results.push(await compare(label, ours(countCap), typed(countCap)));
    }
    await deepPages(db.kysely, clientId, scope, context);
    process.exitCode = results.every(Boolean) ? 0 : 1;
  } finally {
    await close();
  }
}

await main();
