import { deepStrictEqual } from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { DataProvider, TableViewDefinition } from '@tessera/engine';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openPostgresDatabase } from '../src/database/openPostgresDatabase';
import { accessFieldIndexes } from '../src/modules/dataProviders/accessFieldIndexes';
import { type FieldIndex, fieldIndexName } from '../src/modules/queries/fieldIndexes';
import {
  hasProviderPartition,
  providerPartitionName,
} from '../src/modules/queries/providerPartitions';
import { viewFieldIndexes } from '../src/modules/views/viewFieldIndexes';
import { type BenchApi, loginBenchApi } from './benchApi';
import type { BenchDatabase } from './benchDatabase';
import { benchAdminDatabaseUrl, benchDatabaseName, numberEnv } from './benchEnv';
import {
  benchOrderFields,
  createBenchOrdersTable,
  indexBenchOrdersJsonb,
  insertBenchOrders,
} from './benchOrders';
import { type BenchServer, builtServerEntry, startBenchProcess, warnIfStale } from './benchServer';
import { withBenchSession } from './benchSession';
import { type CpuMeter, type CpuUse, createCpuMeter } from './cpuMeter';
import { profileWindow } from './profileWindow';
import { valueField } from './saveBenchDefinitions';

/*
 * Benchmark 3 of "Queries and pipelines" (the endpoint): one page — 50 rows × 30 columns — of a
 * table view over the 1,000,000 orders of one provider (bench/benchOrders.ts), under 100
 * concurrent connections on loopback (autocannon), the built server against a bare Fastify
 * process running hand-written SQL on the same data in typed columns (bench/bareOrdersServer.ts).
 * The issue names `POST queries/forContext`; in this product that call answers a form's choice
 * field, and a table view's page is `POST /api/views/{id}/rows` (the same query compiler, the
 * reader's record access applied inside the statement, the count capped at 10,000): that is what
 * is measured. Four sides take turns, round after round: the bare route and ours, each for a
 * reader who sees every order and for one whose role sees only the orders of 25 regions of 100
 * (a record filter on the provider). Goal: ours ≥ 0.8× the bare route's requests/s, and the
 * role filter costs ours ≤ 10%: ours' drop from full access to filtered against the bare
 * route's drop (≥ 0.9×), which is what the same filter costs the hand-written SQL (with its
 * `region` index, next to nothing); the plain drop (filtered / full) is printed too. Two more
 * sides, for the same readers, measure the storage apart from the server: the bare process
 * answering from the orders as the product stores them (JSONB in the provider's partition, with
 * hand-written expression indexes on `amount` and `region`), so the run also prints what JSONB
 * storage costs the bare route and how close ours comes to the bare route on that storage.
 * One more side measures what every signed-in call of ours pays before its page — `GET
 * /api/auth/me`: the token, the principal's statement and the tenant's read-only transaction —
 * and the run prints the ceiling that puts on ours / bare: the ratio ours would reach if its page
 * cost exactly what the bare route's whole answer costs (from CPU per answer, the machine being
 * saturated; the run prints how well that model predicts the measured ratio).
 *
 *   npx -y pnpm@10 --filter "@tessera/server..." build           (the bench starts dist/cli.js)
 *   npx -y pnpm@10 --filter @tessera/server bench:endpoint        (PostgreSQL on 127.0.0.1:5432)
 *   BENCH_RECORDS=100000 BENCH_SECONDS=3 BENCH_ROUNDS=1 npx -y pnpm@10 --filter @tessera/server bench:endpoint
 */

const goal = { oursToBare: 0.8, filteredToFull: 0.9 } as const;
/** Table views count at most this many records (`VIEW_COUNT_CAP` in tableViewRows.ts). */
const viewCountCap = 10_000;
const perPage = 50;
/** The regions the filtered reader's role sees: a quarter of the 100. */
const filteredRegions = Array.from(
  { length: 25 },
  (_, index) => `r${String(index).padStart(2, '0')}`,
);

const env = process.env;
const settings = {
  records: numberEnv('BENCH_RECORDS', 1_000_000),
  seconds: numberEnv('BENCH_SECONDS', 10),
  rounds: numberEnv('BENCH_ROUNDS', 3),
  // A new pooled connection takes 60–280 ms over the page statement for its first six runs (five
  // custom plans, then the generic one is built): the warm-up gets every connection past that.
  warmupSeconds: numberEnv('BENCH_WARMUP_SECONDS', 10),
  connections: numberEnv('BENCH_CONNECTIONS', 100),
  serverEntry: resolve(env.BENCH_SERVER_ENTRY ?? builtServerEntry),
  adminDatabaseUrl: benchAdminDatabaseUrl(),
  databaseName: benchDatabaseName('endpoint'),
  keepDatabase: env.BENCH_KEEP_DATABASE === '1',
  nodeArgs: (env.BENCH_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== ''),
  /** A directory: profile one window of our pages instead of measuring. */
  profileDir: env.BENCH_PROFILE_DIR,
  /** Whose pages the profile mode asks for: `filtered` (default) or `full`. */
  profileReader: env.BENCH_PROFILE_READER === 'full' ? ('full' as const) : ('filtered' as const),
  /** Which server the profile mode profiles: `ours` (default), `bare` or `jsonb` (the bare routes). */
  profileSide: profileSideOf(env.BENCH_PROFILE_SIDE),
};

function profileSideOf(value: string | undefined): 'ours' | 'bare' | 'jsonb' {
  if (value === undefined || value === '' || value === 'ours') return 'ours';
  if (value === 'bare' || value === 'jsonb') return value;
  throw new Error(`BENCH_PROFILE_SIDE must be ours, bare or jsonb, not ${value}`);
}

const readerPassword = 'Bench-reader-password-7391';
const readers = {
  full: { login: 'all-orders@bench.tessera.local', password: readerPassword },
  filtered: { login: 'region-orders@bench.tessera.local', password: readerPassword },
} as const;

type Access = keyof typeof readers;

/** The provider, its two roles and readers, through the API as the super admin. */
async function createOrdersProvider(
  api: BenchApi,
): Promise<{ provider: DataProvider; roleIds: string[] }> {
  const role = async (name: string) =>
    (await api.call<{ data: { id: string } }>('PUT', '/roles', { name })).data.id;
  const fullRole = await role('Bench: all orders');
  const regionRole = await role('Bench: orders of 25 regions');
  const provider = await api.call<{ data: DataProvider }>('PUT', '/settings/dataProviders', {
    name: 'Bench: orders',
    type: 'manual',
    config: { fields: benchOrderFields.map((field) => valueField(field.name, field.type)) },
    access: [
      { roleIds: [fullRole], columns: { type: 'all' }, records: { type: 'all' } },
      {
        roleIds: [regionRole],
        columns: { type: 'all' },
        records: {
          type: 'matching',
          condition: {
            type: 'compare_value',
            leftValueAccess: { fieldId: 'region' },
            operator: 'in_array',
            rightValue: { type: 'const', value: filteredRegions },
          },
        },
      },
    ],
  });
  for (const [access, roleId] of [
    ['full', fullRole],
    ['filtered', regionRole],
  ] as const) {
    await api.call('PUT', '/users', {
      email: readers[access].login,
      password: readers[access].password,
      roleIds: [roleId],
    });
  }
  return { provider: provider.data, roleIds: [fullRole, regionRole] };
}

/** The table view: every field a column, sorted by amount (highest first), pages of 50. */
async function createOrdersView(
  api: BenchApi,
  providerId: string,
  roleIds: readonly string[],
): Promise<TableViewDefinition> {
  const view = await api.call<{ data: TableViewDefinition }>('PUT', '/settings/views', {
    name: 'Bench: orders',
    type: 'table',
    title: 'Zamówienia',
    roleIds,
    perPage,
    query: {
      fromProviderId: providerId,
      sorting: [{ fieldAccess: { path: ['amount'] }, direction: 'desc' }],
    },
    columns: benchOrderFields.map((field) => ({
      id: field.name,
      label: field.name,
      fieldAccess: { path: [field.name] },
    })),
  });
  return view.data;
}

/** Waits until the field indexes the saved provider and view asked for are built and valid. */
async function waitForFieldIndexes(
  database: BenchDatabase,
  indexes: readonly FieldIndex[],
): Promise<void> {
  const names = indexes.map(fieldIndexName);
  const deadline = Date.now() + 60 * 60_000;
  for (;;) {
    const [row] = await database.query<{ built: number }>(
      `select count(*)::int as built from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname::text = any($1::text[]) and i.indisvalid`,
      [names],
    );
    if ((row?.built ?? 0) === names.length) return;
    if (Date.now() > deadline) throw new Error('the field indexes were not built within an hour');
    await sleep(2000);
  }
}

/** One side of the comparison: where its page is asked for, and which process answers it. */
interface Side {
  readonly label: string;
  readonly access: Access;
  /**
   * The bare route on typed columns, the bare route on the JSONB records, ours, or ours signed
   * in without a page (`GET /api/auth/me`).
   */
  readonly kind: 'bare' | 'jsonb' | 'ours' | 'signin';
  readonly baseUrl: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly meter: CpuMeter;
}

/** The side of `kind` for the reader with `access`. */
function sideOf(sides: readonly Side[], kind: Side['kind'], access: Access): Side {
  const side = sides.find((one) => one.kind === kind && one.access === access);
  if (side === undefined) throw new Error(`no ${kind} side for ${access}`);
  return side;
}

const pageBody = JSON.stringify({ page: 1, perPage });

async function fetchPage(side: Side): Promise<unknown> {
  const response = await fetch(`${side.baseUrl}${side.path}`, {
    method: 'POST',
    headers: side.headers,
    body: pageBody,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${side.label} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

interface PageAnswer {
  readonly data: readonly { id: string; cells: Record<string, unknown> }[];
  readonly meta: { total: number };
}

/** Our page without its cursor to the next one (`meta.next`), which the bare route does not make. */
function withoutCursor(answer: PageAnswer): PageAnswer {
  const { next: _cursor, ...meta } = answer.meta as PageAnswer['meta'] & { next?: string };
  return { ...answer, meta };
}

/** Both sides of each access answer the same page; it is full, and the role filter holds. */
async function checkAnswers(sides: readonly Side[]): Promise<void> {
  const pages = new Map<Access, PageAnswer>();
  for (const access of ['full', 'filtered'] as const) {
    const [bareAnswer, jsonbAnswer, oursAnswer] = (await Promise.all([
      fetchPage(sideOf(sides, 'bare', access)),
      fetchPage(sideOf(sides, 'jsonb', access)),
      fetchPage(sideOf(sides, 'ours', access)),
    ])) as [PageAnswer, PageAnswer, PageAnswer];
    deepStrictEqual(
      withoutCursor(oursAnswer),
      bareAnswer,
      `${access}: ours and the bare route disagree`,
    );
    deepStrictEqual(
      jsonbAnswer,
      bareAnswer,
      `${access}: the bare route on JSONB and on typed columns disagree`,
    );
    if (oursAnswer.data.length !== perPage) {
      throw new Error(`${access}: ${oursAnswer.data.length} rows, not ${perPage}`);
    }
    for (const row of oursAnswer.data) {
      if (Object.keys(row.cells).length !== benchOrderFields.length) {
        throw new Error(`${access}: a row with ${Object.keys(row.cells).length} cells`);
      }
      if (access === 'filtered' && !filteredRegions.includes(String(row.cells.region))) {
        throw new Error(`filtered: a row of region ${String(row.cells.region)}`);
      }
    }
    pages.set(access, oursAnswer);
  }
  const full = pages.get('full')?.data.map((row) => row.id) ?? [];
  const filtered = pages.get('filtered')?.data.map((row) => row.id) ?? [];
  if (full.join() === filtered.join()) throw new Error('the role filter changed nothing');
  console.log(
    `check: ours and the bare route (typed and JSONB) answer the same ${perPage} rows × ${benchOrderFields.length} cells and meta (count ${pages.get('full')?.meta.total}, capped) for both readers; the filtered page lists only its regions`,
  );
}

/** One autocannon run of `seconds` against a side, with the CPU it cost. */
interface Run {
  readonly side: Side;
  readonly result: autocannon.Result;
  readonly cpu: CpuUse | undefined;
  readonly load1: number;
}

function load(side: Side, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolvePromise, reject) => {
    autocannon(
      {
        url: side.baseUrl,
        connections: settings.connections,
        duration: seconds,
        timeout: 30,
        requests: [
          {
            method: side.method,
            path: side.path,
            headers: { ...side.headers },
            ...(side.method === 'POST' ? { body: pageBody } : {}),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolvePromise(result)),
    );
  });
}

async function measure(side: Side, seconds: number): Promise<Run> {
  await side.meter.start();
  const result = await load(side, seconds);
  const cpu = await side.meter.stop();
  return { side, result, cpu, load1: loadavg()[0] ?? Number.NaN };
}

/** The answers that were not 2xx, by status: `500×3 503×1`, or empty. */
const failedStatuses = (result: autocannon.Result) =>
  Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ');
const answeredPerSecond = (run: Run) => run.result['2xx'] / run.result.duration;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};
const fixed = (value: number | undefined, digits: number) =>
  value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(digits);
/** CPU ms one answer cost a process, from the cores it used. */
const msPerAnswer = (cores: number | undefined, run: Run) =>
  cores === undefined ? undefined : (cores * 1000) / answeredPerSecond(run);

const columns: readonly {
  readonly title: string;
  readonly width: number;
  readonly value: (run: Run) => string;
}[] = [
  { title: 'side', width: -34, value: (run) => run.side.label },
  { title: 'answers/s', width: 9, value: (run) => fixed(answeredPerSecond(run), 0) },
  { title: 'p50 ms', width: 7, value: (run) => fixed(run.result.latency.p50, 1) },
  { title: 'p99 ms', width: 7, value: (run) => fixed(run.result.latency.p99, 1) },
  {
    title: 'errors',
    width: 6,
    value: (run) => String(run.result.errors + run.result.timeouts),
  },
  { title: 'non2xx', width: 6, value: (run) => String(run.result.non2xx) },
  {
    title: 'KB/answer',
    width: 9,
    value: (run) =>
      fixed(run.result.throughput.total / Math.max(1, run.result.requests.total) / 1024, 1),
  },
  { title: 'node ms', width: 7, value: (run) => fixed(msPerAnswer(run.cpu?.server, run), 2) },
  { title: 'pg ms', width: 6, value: (run) => fixed(msPerAnswer(run.cpu?.postgres, run), 2) },
  {
    title: 'load ms',
    width: 7,
    value: (run) => fixed(msPerAnswer(run.cpu?.loadGenerator, run), 2),
  },
  {
    title: 'other',
    width: 5,
    value: (run) =>
      run.cpu === undefined
        ? '—'
        : fixed(
            Math.max(
              0,
              run.cpu.machine - run.cpu.server - run.cpu.postgres - run.cpu.loadGenerator,
            ),
            2,
          ),
  },
  { title: 'load1', width: 5, value: (run) => fixed(run.load1, 1) },
];

const pad = (text: string, width: number) =>
  width < 0 ? text.padEnd(-width) : text.padStart(width);
const header = columns.map((column) => pad(column.title, column.width)).join(' ');
const row = (run: Run) => {
  const failed = failedStatuses(run.result);
  const line = columns.map((column) => pad(column.value(run), column.width)).join(' ');
  return failed === '' ? line : `${line}  (${failed})`;
};

/** The median over rounds of each side's runs: answers/s, latencies, CPU per answer. */
interface Summary {
  readonly side: Side;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly failed: number;
  readonly nodeMs: number;
  readonly pgMs: number;
  /** autocannon's CPU per answer: the HTTP client's share of the machine. */
  readonly loadMs: number;
}

function summarize(side: Side, runs: readonly Run[]): Summary {
  const mine = runs.filter((run) => run.side === side);
  return {
    side,
    perSecond: median(mine.map(answeredPerSecond)),
    p50: median(mine.map((run) => run.result.latency.p50)),
    p99: median(mine.map((run) => run.result.latency.p99)),
    failed: mine.reduce(
      (sum, run) => sum + run.result.errors + run.result.timeouts + run.result.non2xx,
      0,
    ),
    nodeMs: median(mine.map((run) => msPerAnswer(run.cpu?.server, run) ?? Number.NaN)),
    pgMs: median(mine.map((run) => msPerAnswer(run.cpu?.postgres, run) ?? Number.NaN)),
    loadMs: median(mine.map((run) => msPerAnswer(run.cpu?.loadGenerator, run) ?? Number.NaN)),
  };
}

/** The errors the server logged (pino JSON lines, level error and above), counted by message. */
async function loggedErrors(server: BenchServer): Promise<string[]> {
  const counts = new Map<string, number>();
  for (const line of (await readFile(server.logFile, 'utf8')).split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
    if ((entry.level ?? 0) < 50) continue;
    const message = `${entry.msg ?? ''}: ${entry.err?.message ?? ''}`;
    counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return [...counts].map(([message, count]) => `${count}× ${message}`);
}

function commit(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
    const dirty = execFileSync('git', ['status', '--porcelain', '--', '.'], { encoding: 'utf8' });
    return `${hash.trim()}${dirty.trim() === '' ? '' : ' (with uncommitted changes)'}`;
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  const cpu = cpus();
  console.log(
    `Endpoint: POST /api/views/{id}/rows, a page of ${perPage} rows × ${benchOrderFields.length} columns of ${settings.records.toLocaleString('en')} orders, ${settings.connections} connections on loopback`,
  );
  console.log(
    `machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB; Node ${process.version}; commit ${commit()}; load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  console.log(`server: ${settings.serverEntry}`);
  await warnIfStale(settings.serverEntry);

  await withBenchSession(settings, async (session) => {
    const { database, server, api } = session;
    const profileDir = session.profile?.dir;
    const profiling = session.profile?.setup;
    const { provider, roleIds } = await createOrdersProvider(api);
    const providerId = provider.id;
    const [client] = await database.query<{ id: string }>(
      "select id from clients where key = 'demo'",
    );
    const clientId = client?.id ?? '';

    let started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    const db = await openPostgresDatabase(database.url);
    try {
      // As the tables' owner, in the client's tenant (row-level security applies to the owner too).
      await db.kysely.transaction().execute(async (trx) => {
        await sql`select set_config('app.client_id', ${clientId}, true)`.execute(trx);
        await insertBenchOrders(trx, { clientId, providerId, count: settings.records });
        await createBenchOrdersTable(trx, providerId);
      });
    } finally {
      await db.close();
    }
    console.log(
      `setup: ${settings.records.toLocaleString('en')} orders inserted in ${seconds()} s`,
    );
    started = performance.now();
    const view = await createOrdersView(api, providerId, roleIds);
    const viewId = view.id;
    // The server's own rules: the fields the roles' record access compares (asked for when the
    // provider was saved), and those the view filters and sorts on.
    const indexes = [...accessFieldIndexes(provider), ...viewFieldIndexes(view, provider)];
    await waitForFieldIndexes(database, indexes);
    console.log(
      `setup: the view saved; the server built its field indexes (${indexes.map((index) => index.fieldName).join(', ')}) in ${seconds()} s`,
    );
    started = performance.now();
    const partition = providerPartitionName(providerId);
    const jsonbDb = await openPostgresDatabase(database.url);
    try {
      if (!(await hasProviderPartition(jsonbDb.kysely, providerId))) {
        throw new Error('the orders provider has no partition of its own');
      }
      await indexBenchOrdersJsonb(jsonbDb.kysely, partition);
    } finally {
      await jsonbDb.close();
    }
    console.log(`setup: the JSONB reference's indexes (amount, region) in ${seconds()} s`);
    started = performance.now();
    await database.query('vacuum analyze');
    console.log(`setup: vacuum analyze in ${seconds()} s`);

    const benchDir = dirname(fileURLToPath(import.meta.url));
    // Profiling a bare route: the bare process runs profiled, as ours does.
    const bareProfiled = profiling !== undefined && settings.profileSide !== 'ours';
    const bare = await startBenchProcess({
      name: 'the bare Fastify server',
      args: [
        ...(bareProfiled ? profiling.nodeArgs : []),
        '--import',
        import.meta.resolve('tsx'),
        join(benchDir, 'bareOrdersServer.ts'),
      ],
      env: {
        ...(bareProfiled ? profiling.env : {}),
        DATABASE_URL: database.url,
        BARE_CLIENT_ID: clientId,
        BARE_REGIONS: filteredRegions.join(','),
        BARE_COUNT_CAP: String(viewCountCap),
        BARE_JSONB_TABLE: partition,
      },
      readyPath: '/health',
    });
    session.stopAlso(() => bare.stop());

    const postgresPids = async () =>
      (
        await database.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()",
          [database.name],
        )
      ).map((backend) => backend.pid);
    const oursMeter = createCpuMeter(server.pid, postgresPids);
    const bareMeter = createCpuMeter(bare.pid, postgresPids);
    const json = { 'content-type': 'application/json' };
    const sides: Side[] = [];
    let fullReaderHeaders: Readonly<Record<string, string>> = {};
    for (const access of ['full', 'filtered'] as const) {
      const reader = await loginBenchApi(server.baseUrl, 'demo', readers[access]);
      if (access === 'full') fullReaderHeaders = reader.headers;
      const readerLabel = access === 'full' ? 'every order' : '25 regions';
      sides.push(
        {
          label: `bare Fastify, ${readerLabel}`,
          access,
          kind: 'bare',
          baseUrl: bare.baseUrl,
          method: 'POST',
          path: `/orders/${access === 'full' ? 'all' : 'filtered'}`,
          headers: json,
          meter: bareMeter,
        },
        {
          label: `bare Fastify on JSONB, ${readerLabel}`,
          access,
          kind: 'jsonb',
          baseUrl: bare.baseUrl,
          method: 'POST',
          path: `/orders/jsonb/${access === 'full' ? 'all' : 'filtered'}`,
          headers: json,
          meter: bareMeter,
        },
        {
          label: `ours, ${readerLabel}`,
          access,
          kind: 'ours',
          baseUrl: server.baseUrl,
          method: 'POST',
          path: `/api/views/${viewId}/rows`,
          headers: reader.headers,
          meter: oursMeter,
        },
      );
    }
    sides.push({
      label: 'ours, signed in, no page',
      access: 'full',
      kind: 'signin',
      baseUrl: server.baseUrl,
      method: 'GET',
      path: '/api/auth/me',
      headers: fullReaderHeaders,
      meter: oursMeter,
    });
    const me = await fetch(`${server.baseUrl}/api/auth/me`, { headers: fullReaderHeaders });
    const signedIn = (await me.json()) as { email?: string };
    if (!me.ok || signedIn.email !== readers.full.login) {
      throw new Error(`GET /api/auth/me answered ${me.status} for ${signedIn.email ?? 'nobody'}`);
    }
    await checkAnswers(sides);

    if (profileDir !== undefined && profiling !== undefined) {
      const side = sideOf(sides, settings.profileSide, settings.profileReader);
      const profiled = settings.profileSide === 'ours' ? server : bare;
      await load(side, settings.warmupSeconds);
      await profileWindow({ server: profiled, profileDir, ...profiling }, 'request', async () => {
        const result = await load(side, settings.seconds);
        return {
          answered: result['2xx'] + result.non2xx,
          summary: `${side.label}: ${result['2xx']} answers in ${result.duration} s (${fixed(result['2xx'] / result.duration, 0)}/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors} errors, ${result.non2xx} non-2xx ${failedStatuses(result)}`,
        };
      });
      return;
    }

    console.log(
      `warm-up: ${settings.warmupSeconds} s per side; then ${settings.rounds} round${settings.rounds === 1 ? '' : 's'} of ${settings.seconds} s per side, the sides taking turns`,
    );
    for (const side of sides) await load(side, settings.warmupSeconds);
    console.log(
      "\nCPU per answer in ms: node (the side's server process), pg (the PostgreSQL backends), load (autocannon, in this process); other: cores used by everything else on the machine; load1: the 1-minute load average after the run",
    );
    console.log(header);
    const runs: Run[] = [];
    for (let round = 0; round < settings.rounds; round += 1) {
      // Each round starts with the next side, so no side always runs after the same one.
      for (let turn = 0; turn < sides.length; turn += 1) {
        const side = sides[(round + turn) % sides.length]!;
        await sleep(1000);
        const run = await measure(side, settings.seconds);
        runs.push(run);
        console.log(row(run));
      }
    }

    const summaries = sides.map((side) => summarize(side, runs));
    const of = (kind: Side['kind'], access: Access) => summarize(sideOf(sides, kind, access), runs);
    console.log(`\nmedians of ${settings.rounds} rounds:`);
    for (const summary of summaries) {
      console.log(
        `  ${summary.side.label.padEnd(34)} ${fixed(summary.perSecond, 0).padStart(6)} answers/s   p50 ${fixed(summary.p50, 1).padStart(7)} ms   p99 ${fixed(summary.p99, 1).padStart(7)} ms   failed ${summary.failed}   CPU per answer: node ${fixed(summary.nodeMs, 2)} ms, pg ${fixed(summary.pgMs, 2)} ms`,
      );
    }
    const ratio = (a: Summary, b: Summary) => a.perSecond / b.perSecond;
    const verdict = (value: number, wanted: number) =>
      `${value.toFixed(2)}× (goal ≥ ${wanted}×: ${value >= wanted ? 'met' : 'missed'})`;
    const oursToBareFiltered = ratio(of('ours', 'filtered'), of('bare', 'filtered'));
    const oursToBareFull = ratio(of('ours', 'full'), of('bare', 'full'));
    const filteredToFull = ratio(of('ours', 'filtered'), of('ours', 'full'));
    console.log(
      `\nours / bare, with the role filter: ${verdict(oursToBareFiltered, goal.oursToBare)}`,
    );
    console.log(`ours / bare, full access:          ${verdict(oursToBareFull, goal.oursToBare)}`);
    console.log(
      `ours filtered / ours full access:  ${verdict(filteredToFull, goal.filteredToFull)} — the role filter costs ${((1 - filteredToFull) * 100).toFixed(0)}%`,
    );
    const bareFilteredToFull = ratio(of('bare', 'filtered'), of('bare', 'full'));
    console.log(
      `bare filtered / bare full access:  ${bareFilteredToFull.toFixed(2)}× (what the filter costs the hand-written SQL)`,
    );
    // The filter's own work (a capped count that reads ~4× the rows to find 10,001 of a quarter)
    // is paid by any server, the hand-written one too: what the role filter costs *ours* is the
    // drop beyond the bare route's drop, the same filter measured on both.
    const filterBeyondBare = filteredToFull / bareFilteredToFull;
    console.log(
      `ours' drop / the bare route's drop: ${verdict(filterBeyondBare, goal.filteredToFull)} — the role filter costs ours ${((1 - filterBeyondBare) * 100).toFixed(0)}% beyond what the same filter costs the hand-written SQL`,
    );
    // The storage apart from the server: what JSONB records cost the hand-written route, and how
    // close ours comes to the hand-written route on the same storage.
    for (const access of ['full', 'filtered'] as const) {
      const label = access === 'full' ? 'full access' : 'with the role filter';
      const jsonbToTyped = ratio(of('jsonb', access), of('bare', access));
      const oursToJsonb = ratio(of('ours', access), of('jsonb', access));
      console.log(
        `${label}: bare on JSONB / bare on typed columns ${jsonbToTyped.toFixed(2)}×; ours / bare on JSONB ${oursToJsonb.toFixed(2)}×`,
      );
    }
    // Every signed-in call pays the sign-in before its page. On a saturated machine answers/s
    // follow the CPU an answer costs (the servers', PostgreSQL's and autocannon's), so ours can
    // reach at most bare / (bare + sign-in) even if its page cost what the bare route's does.
    const signIn = of('signin', 'full');
    const signInMs = signIn.nodeMs + signIn.pgMs;
    const cpuOf = (summary: Summary) => summary.nodeMs + summary.pgMs + summary.loadMs;
    const bareFull = of('bare', 'full');
    const ceiling = cpuOf(bareFull) / (cpuOf(bareFull) + signInMs);
    console.log(
      `signed in, no page (GET /api/auth/me): ${fixed(signInMs, 2)} ms of CPU per call (node ${fixed(signIn.nodeMs, 2)}, pg ${fixed(signIn.pgMs, 2)}); the bare route's whole answer: ${fixed(cpuOf(bareFull), 2)} ms`,
    );
    console.log(
      `ceiling of ours / bare, full access: ${fixed(ceiling, 2)}× if ours' page cost what the bare route's answer does (the CPU model predicts ours / bare ${fixed(cpuOf(bareFull) / cpuOf(of('ours', 'full')), 2)}×; measured ${oursToBareFull.toFixed(2)}×)`,
    );
    const failed = summaries.reduce((sum, summary) => sum + summary.failed, 0);
    if (failed > 0) {
      console.log(`${failed} requests failed (errors, timeouts or non-2xx); the server logged:`);
      for (const line of await loggedErrors(server)) console.log(`  ${line}`);
    }
    console.log(
      `load average at the end: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    const met =
      oursToBareFiltered >= goal.oursToBare &&
      oursToBareFull >= goal.oursToBare &&
      filterBeyondBare >= goal.filteredToFull &&
      failed === 0;
    process.exitCode = met ? 0 : 1;
  });
}

await main();
