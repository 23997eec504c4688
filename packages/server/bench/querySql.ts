import { performance } from 'node:perf_hooks';
import { createEvaluationContext, createStaticHost, type GeneralQuery } from '@tessera/engine';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { DatabaseTables } from '../src/database/databaseTables';
import { migrate } from '../src/database/migrate';
import { openPostgresDatabase } from '../src/database/openPostgresDatabase';
import { runScoped } from '../src/database/scopedTransaction';
import { mintTenantScope } from '../src/modules/access/tenantScope';
import { compileQuerySql, runQuerySql } from '../src/modules/queries/compileQuerySql';
import { fieldIndexSql, fieldStatisticsSql } from '../src/modules/queries/fieldIndexes';
import { createBenchDatabase } from './benchDatabase';

/*
 * Benchmark 2 of "Queries and pipelines" (the view query): 1,000,000 records of one provider
 * (30 fields) in PostgreSQL; a table view's first page — 2 filters (a word, a number range) +
 * sort by the number + a page of 50 + the count — as the product runs it (`runQuerySql` in a
 * tenant-scoped transaction, on the provider's field indexes), against hand-written SQL on a
 * table with real typed columns holding the same data and B-tree indexes on those columns (the
 * physical limit). The sides take turns; medians and p95 of each, and the ratio of medians.
 * Goal: ≤ 1.3× the typed table; our first page p95 ≤ 20 ms.
 *
 *   npx -y pnpm@10 --filter @tessera/server bench:queries     (PostgreSQL on 127.0.0.1:5432)
 *   BENCH_RECORDS=100000 npx -y pnpm@10 --filter @tessera/server bench:queries
 */

const env = process.env;
const settings = {
  records: Number(env.BENCH_RECORDS ?? 1_000_000),
  runs: Number(env.BENCH_RUNS ?? 40),
  adminDatabaseUrl:
    env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://tessera_ci:tessera_ci@127.0.0.1:5432/tessera_dev',
  databaseName: env.BENCH_DATABASE_NAME ?? 'tessera_bench_queries',
  keepDatabase: env.BENCH_KEEP_DATABASE === '1',
};
const goal = { ratio: 1.3, p95Ms: 20 } as const;
const providerId = '6f1d3c1e-7a55-4f0e-9b0a-3c2d1e0f9a01';
const fillerFields = Array.from(
  { length: 23 },
  (_, index) => `f${String(index + 1).padStart(2, '0')}`,
);

/** The records, in SQL: deterministic values of seven real fields and 23 short texts. */
async function insertRecords(db: Kysely<DatabaseTables>, clientId: string): Promise<void> {
  const fillers = fillerFields.flatMap((name, index) => [
    sql.lit(name),
    sql`'value ' || ((i * ${sql.lit(index + 3)}) % 1000)`,
  ]);
  const batch = 100_000;
  for (let start = 1; start <= settings.records; start += batch) {
    const end = Math.min(settings.records, start + batch - 1);
    await sql`insert into data_records (client_id, provider_id, data, original_data, created_at)
      select ${clientId}, ${providerId}::uuid, d, d, timestamptz '2024-01-01T00:00:00Z' + make_interval(secs => i)
      from generate_series(${start}::bigint, ${end}::bigint) as i,
      lateral (select jsonb_build_object(
        'number', 'ZAM/' || i,
        'region', 'r' || lpad(((i * 7919) % 100)::text, 2, '0'),
        'status', (array['open', 'open', 'open', 'closed', 'closed', 'cancelled'])[(1 + (i * 31) % 6)::int],
        'amount', ((i * 104729) % 500000) / 100.0 - 100,
        'customer', 'c' || ((i * 13) % 20000),
        'orderedOn', to_char(date '2024-01-01' + (i % 366)::int, 'YYYY-MM-DD'),
        'segment', 's' || lpad(((i * 17) % 2000)::text, 4, '0')
      ) || jsonb_build_object(${sql.join(fillers)}) as d) as values`.execute(db);
  }
}

/** The same data with typed columns: the physical limit. */
async function createTypedTable(db: Kysely<DatabaseTables>): Promise<void> {
  const fillers = fillerFields.map((name) => sql`data ->> ${sql.lit(name)} as ${sql.id(name)}`);
  await sql`create table bench_orders as select client_id, provider_id, id, created_at,
    data ->> 'number' as number, data ->> 'region' as region, data ->> 'status' as status,
    (data ->> 'amount')::float8 as amount, data ->> 'customer' as customer,
    (data ->> 'orderedOn')::date as ordered_on, data ->> 'segment' as segment,
    ${sql.join(fillers)}
    from data_records where provider_id = ${providerId}::uuid`.execute(db);
  await sql`alter table bench_orders add primary key (client_id, id)`.execute(db);
  await sql`create index on bench_orders (client_id, status)`.execute(db);
  await sql`create index on bench_orders (client_id, amount)`.execute(db);
}

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

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

type Side = () => Promise<unknown[]>;

/** Checks the two sides agree, times them in turns, prints both and the goals; whether met. */
async function compare(label: string, ours: Side, typed: Side): Promise<boolean> {
  const answers = [await ours(), await typed()];
  if (JSON.stringify(answers[0]) !== JSON.stringify(answers[1])) {
    throw new Error(`the sides disagree: ${JSON.stringify(answers)}`);
  }
  const times: [number[], number[]] = [[], []];
  for (let run = -3; run < settings.runs; run += 1) {
    for (const [side, work] of [ours, typed].entries()) {
      const start = performance.now();
      await work();
      if (run >= 0) times[side]!.push(performance.now() - start);
    }
  }
  const [mine, limit] = times.map((list) => list.sort((a, b) => a - b)) as [number[], number[]];
  const row = (name: string, list: number[]) =>
    `  ${name.padEnd(44)} median ${percentile(list, 50).toFixed(2).padStart(8)} ms   p95 ${percentile(list, 95).toFixed(2).padStart(8)} ms`;
  console.log(
    `View query, ${label}: 2 filters + sort + page of 50 + count (both answer ${answers[0]![0]} rows of ${answers[0]![1]})`,
  );
  console.log(row('ours (runQuerySql, scoped, field indexes)', mine));
  console.log(row('hand-written SQL on typed columns', limit));
  const ratio = percentile(mine, 50) / percentile(limit, 50);
  const p95 = percentile(mine, 95);
  console.log(
    `  ratio ${ratio.toFixed(2)}× (goal ≤ ${goal.ratio}×: ${ratio <= goal.ratio ? 'met' : 'missed'}); ` +
      `first page p95 ${p95.toFixed(1)} ms (goal ≤ ${goal.p95Ms} ms: ${p95 <= goal.p95Ms ? 'met' : 'missed'})`,
  );
  return ratio <= goal.ratio && p95 <= goal.p95Ms;
}

async function main(): Promise<void> {
  const bench = await createBenchDatabase(settings.adminDatabaseUrl, settings.databaseName);
  const db = await openPostgresDatabase(bench.url);
  try {
    await migrate(db);
    const { rows } = await sql<{ id: string }>`insert into clients (key, name)
      values ('bench', 'Bench') returning id`.execute(db.kysely);
    const clientId = rows[0]!.id;
    console.log(
      `${bench.version.split(',')[0]}; ${settings.records.toLocaleString('en')} records…`,
    );
    let started = performance.now();
    // As the tables' owner, in the client's tenant (row-level security applies to the owner too).
    await db.kysely.transaction().execute(async (trx) => {
      await sql`select set_config('app.client_id', ${clientId}, true)`.execute(trx);
      await insertRecords(trx, clientId);
      await createTypedTable(trx);
    });
    console.log(`  inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    for (const fieldName of ['status', 'amount']) {
      await fieldIndexSql({ providerId, fieldName }, false).execute(db.kysely);
      await fieldStatisticsSql({ providerId, fieldName }).execute(db.kysely);
    }
    console.log(`  field indexes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await sql`vacuum analyze`.execute(db.kysely);

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
    }
    const results = [];
    for (const [label, countCap] of [
      ['exact count', undefined],
      ['count capped at 10,000 (as table views count)', 10_000],
    ] as const) {
      results.push(await compare(label, ours(countCap), typed(countCap)));
    }
    process.exitCode = results.every(Boolean) ? 0 : 1;
  } finally {
    await db.close();
    if (!settings.keepDatabase) await bench.drop();
  }
}

await main();
