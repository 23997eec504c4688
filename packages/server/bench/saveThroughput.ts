import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchApi } from './benchApi';
import { benchAdminDatabaseUrl, benchDatabaseName, numberEnv } from './benchEnv';
import { builtServerEntry, warnIfStale } from './benchServer';
import { withBenchSession } from './benchSession';
import { type CpuUse, createCpuMeter } from './cpuMeter';
import { type LoadRequest, type LoadResult, runFixedRate } from './fixedRateLoad';
import { profileSaves } from './profileSaves';
import { benchForm, benchProcess, benchProvider, benchSaveFields } from './saveBenchDefinitions';

/*
 * Benchmark 2 of "Records, processes and forms": PATCH processes/{id} with a 20-field form,
 * history and one automatic action, at a fixed rate on loopback, server and PostgreSQL on this
 * machine. Goal: p99 < 250 ms and no errors at 200 requests/s for 60 s; then the highest rate
 * that still holds. Baselines at the same rate in the same run show the machine's floor.
 *
 *   npx -y pnpm@10 --filter @tessera/server bench            (needs the built dist)
 *   BENCH_SECONDS=10 npx -y pnpm@10 --filter @tessera/server bench   (a short run)
 */

const goal = { rate: 200, p99Ms: 250 } as const;

const env = process.env;

const settings = {
  seconds: numberEnv('BENCH_SECONDS', 60),
  rate: numberEnv('BENCH_RATE', goal.rate),
  stepSeconds: numberEnv('BENCH_STEP_SECONDS', Math.min(20, numberEnv('BENCH_SECONDS', 60))),
  steps: (env.BENCH_STEPS ?? '100,200,300,400,500,600,800')
    .split(',')
    .map(Number)
    .filter((rate) => rate > 0),
  warmupSeconds: numberEnv('BENCH_WARMUP_SECONDS', 10),
  processes: numberEnv('BENCH_PROCESSES', 500),
  serverEntry: resolve(env.BENCH_SERVER_ENTRY ?? builtServerEntry),
  adminDatabaseUrl: benchAdminDatabaseUrl(),
  databaseName: benchDatabaseName('saves'),
  keepDatabase: env.BENCH_KEEP_DATABASE === '1',
  nodeArgs: (env.BENCH_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== ''),
  /** A directory: profile one PATCH window instead of measuring (see profileSaves.ts). */
  profileDir: env.BENCH_PROFILE_DIR,
};

interface Measured {
  readonly label: string;
  readonly result: LoadResult;
  readonly cpu: CpuUse | undefined;
  readonly transactionsPerRequest: number;
  /** PostgreSQL sessions the server opened during the run (its pool replacing idle ones). */
  readonly newConnections: number;
}

const holds = (result: LoadResult) =>
  result.p99 < goal.p99Ms &&
  result.errors === 0 &&
  result.non2xx === 0 &&
  result.achievedRate >= result.rate * 0.98;

const fixed = (value: number | undefined, digits: number) =>
  value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(digits);

/** CPU ms one request cost a process, from the cores it used at the achieved rate. */
const perRequest = (coresUsed: number | undefined, result: LoadResult) =>
  coresUsed === undefined ? undefined : (coresUsed * 1000) / result.achievedRate;

const columns: readonly {
  readonly title: string;
  readonly width: number;
  readonly value: (measured: Measured) => string;
}[] = [
  { title: 'run', width: -28, value: (m) => m.label },
  { title: 'rate', width: 5, value: (m) => String(m.result.rate) },
  { title: 'got/s', width: 6, value: (m) => fixed(m.result.achievedRate, 0) },
  { title: 'p50', width: 7, value: (m) => fixed(m.result.p50, 1) },
  { title: 'p90', width: 7, value: (m) => fixed(m.result.p90, 1) },
  { title: 'p99', width: 7, value: (m) => fixed(m.result.p99, 1) },
  { title: 'max', width: 7, value: (m) => fixed(m.result.max, 1) },
  { title: 'errors', width: 6, value: (m) => String(m.result.errors) },
  {
    title: 'non2xx',
    width: 7,
    value: (m) => {
      const failed = Object.entries(m.result.failedStatuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      return `${m.result.non2xx}${failed === '' ? '' : ` (${failed})`}`;
    },
  },
  { title: 'node', width: 5, value: (m) => fixed(m.cpu?.server, 2) },
  { title: 'ms/rq', width: 5, value: (m) => fixed(perRequest(m.cpu?.server, m.result), 1) },
  { title: 'pg', width: 5, value: (m) => fixed(m.cpu?.postgres, 2) },
  { title: 'ms/rq', width: 5, value: (m) => fixed(perRequest(m.cpu?.postgres, m.result), 1) },
  { title: 'load', width: 5, value: (m) => fixed(m.cpu?.loadGenerator, 2) },
  {
    title: 'other',
    width: 5,
    value: (m) =>
      m.cpu === undefined
        ? '—'
        : fixed(
            Math.max(0, m.cpu.machine - m.cpu.server - m.cpu.postgres - m.cpu.loadGenerator),
            2,
          ),
  },
  { title: 'tx/rq', width: 5, value: (m) => fixed(m.transactionsPerRequest, 1) },
  { title: 'conns', width: 5, value: (m) => String(m.newConnections) },
];

const pad = (text: string, width: number) =>
  width < 0 ? text.padEnd(-width) : text.padStart(width);
const header = `${columns.map((column) => pad(column.title, column.width)).join(' ')}  verdict`;
const row = (measured: Measured, verdict: string) =>
  `${columns.map((column) => pad(column.value(measured), column.width)).join(' ')}  ${verdict}`;

async function createBenchApp(api: BenchApi) {
  const role = await api.call<{ data: { id: string } }>('PUT', '/roles', { name: 'Bench saver' });
  const provider = await api.call<{ data: { id: string } }>(
    'PUT',
    '/settings/dataProviders',
    benchProvider,
  );
  const form = await api.call<{ data: { id: string } }>(
    'PUT',
    '/settings/forms',
    benchForm(provider.data.id),
  );
  const processSettings = await api.call<{ data: { id: string } }>(
    'PUT',
    '/settings/processes',
    benchProcess(provider.data.id, form.data.id, role.data.id),
  );
  return { formId: form.data.id, processSettingsId: processSettings.data.id };
}

async function startProcesses(
  api: BenchApi,
  app: { formId: string; processSettingsId: string },
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const started = await api.call<{ data: { process: { id: string; currentStepId: string } } }>(
        'POST',
        '/processes',
        { ...app, fields: benchSaveFields(next) },
      );
      if (started.data.process.currentStepId !== 'work') {
        throw new Error(`a started process is at ${started.data.process.currentStepId}, not work`);
      }
      ids.push(started.data.process.id);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return ids;
}

async function main(): Promise<void> {
  const cpu = cpus();
  console.log('Save throughput: PATCH /api/processes/{id}, 20-field form, history, 1 action');
  console.log(
    `machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB; Node ${process.version}; server and PostgreSQL on this machine, loopback`,
  );
  console.log(`server: ${settings.serverEntry}`);
  await warnIfStale(settings.serverEntry);
  console.log(
    `goal: p99 < ${goal.p99Ms} ms, 0 errors, at ${settings.rate} requests/s for ${settings.seconds} s`,
  );

  await withBenchSession(settings, async (session) => {
    const { database, server, api } = session;
    const profileDir = session.profile?.dir;
    const profiling = session.profile?.setup;
    const app = await createBenchApp(api);
    const setupStarted = performance.now();
    const processIds = await startProcesses(api, app, settings.processes);
    console.log(
      `setup: ${processIds.length} processes started in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s; each save sends 4 changed values, no version`,
    );

    const bench = database;
    const baseUrl = server.baseUrl;
    const meter = createCpuMeter(server.pid, async () =>
      (
        await bench.query<{ pid: number }>(
          "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()",
          [bench.name],
        )
      ).map((backend) => backend.pid),
    );
    // pg_stat_database counts this monitoring connection's transactions too: one per reading.
    const databaseCounters = async () => {
      const [counters] = await bench.query<{ transactions: string; sessions: string }>(
        'select xact_commit + xact_rollback as transactions, sessions from pg_stat_database where datname = $1',
        [bench.name],
      );
      return {
        transactions: Number(counters?.transactions ?? 0),
        sessions: Number(counters?.sessions ?? 0),
      };
    };

    let sequence = 0;
    const patch = (): LoadRequest => {
      sequence += 1;
      return {
        method: 'PATCH',
        path: `/api/processes/${processIds[sequence % processIds.length]}`,
        headers: api.headers,
        body: JSON.stringify({ formId: app.formId, fields: benchSaveFields(sequence) }),
      };
    };
    const get = (path: string) => (): LoadRequest => ({
      method: 'GET',
      path,
      headers: { authorization: api.headers.authorization ?? '', 'x-client-key': 'demo' },
    });

    const measure = async (
      label: string,
      rate: number,
      seconds: number,
      nextRequest: () => LoadRequest,
    ): Promise<Measured> => {
      // Statistics reach pg_stat_database up to a second late: let the previous run settle.
      await sleep(1500);
      const before = await databaseCounters();
      await meter.start();
      const result = await runFixedRate({ url: baseUrl, rate, seconds, nextRequest });
      const used = await meter.stop();
      await sleep(1500);
      const after = await databaseCounters();
      return {
        label,
        result,
        cpu: used,
        // The meter's two pg_stat_activity readings and the second counter reading.
        transactionsPerRequest:
          (after.transactions - before.transactions - 3) / Math.max(1, result.answered),
        newConnections: after.sessions - before.sessions,
      };
    };

    if (settings.warmupSeconds > 0) {
      console.log(`warm-up: ${settings.warmupSeconds} s of PATCH at 100 requests/s (not counted)`);
      await runFixedRate({
        url: server.baseUrl,
        rate: 100,
        seconds: settings.warmupSeconds,
        nextRequest: patch,
      });
    }

    if (profileDir !== undefined && profiling !== undefined) {
      await profileSaves(
        { server, profileDir, queryStatsFile: profiling.queryStatsFile },
        { rate: settings.rate, seconds: settings.seconds, nextRequest: patch },
      );
      return;
    }

    console.log(
      '\nlatencies in ms, of 2xx answers. CPU in cores used, with CPU ms per request: node (the server), pg (its PostgreSQL backends), load (this process: autocannon), other (everything else on the machine). tx/rq: PostgreSQL transactions per request; conns: new PostgreSQL connections the server opened.',
    );
    console.log(header);
    const print = (measured: Measured, verdict: string) => {
      const cpu = measured.cpu;
      const other =
        cpu === undefined ? 0 : cpu.machine - cpu.server - cpu.postgres - cpu.loadGenerator;
      const busy = other > 0.2 ? ` (other work on the machine: ${other.toFixed(2)} cores)` : '';
      console.log(row(measured, `${verdict}${busy}`));
      return measured;
    };
    const rate = settings.rate;
    print(await measure('GET /api/health', rate, settings.seconds, get('/api/health')), 'baseline');
    print(
      await measure('GET /api/auth/me', rate, settings.seconds, get('/api/auth/me')),
      'baseline',
    );
    const saves = await measure('PATCH /api/processes/{id}', rate, settings.seconds, patch);
    print(saves, holds(saves.result) ? 'GOAL MET' : 'GOAL MISSED');

    console.log(
      `\nsteps: ${settings.stepSeconds} s each, up to the first that misses the goal (halving below the first step when it misses, then one step between)`,
    );
    console.log(header);
    const tried: number[] = [];
    const attempt = async (stepRate: number) => {
      tried.push(stepRate);
      const step = await measure(`PATCH @ ${stepRate}/s`, stepRate, settings.stepSeconds, patch);
      const held = holds(step.result);
      print(step, held ? 'holds' : 'misses');
      return held;
    };
    let highest: number | undefined;
    let lowestMiss: number | undefined;
    for (const stepRate of settings.steps) {
      if (!(await attempt(stepRate))) {
        lowestMiss = stepRate;
        break;
      }
      highest = stepRate;
    }
    for (let stepRate = settings.steps[0] ?? 0; highest === undefined && stepRate >= 20; ) {
      stepRate = Math.round(stepRate / 2);
      if (await attempt(stepRate)) highest = stepRate;
      else lowestMiss = stepRate;
    }
    if (
      highest !== undefined &&
      lowestMiss !== undefined &&
      lowestMiss - highest > Math.max(20, highest / 4)
    ) {
      const between = Math.round((highest + lowestMiss) / 2 / 5) * 5;
      if (await attempt(between)) highest = between;
    }

    // Tenant tables are behind forced row-level security: count as the demo client.
    await database.query(
      "select set_config('app.client_id', id::text, false) from clients where key = 'demo'",
    );
    const [records] = await database.query<{ records: string; history: string }>(
      'select (select count(*) from data_records) as records, (select count(*) from history_logs) as history',
    );
    console.log(
      `\ndata after the run: ${records?.records ?? '?'} records, ${records?.history ?? '?'} history events`,
    );
    console.log(
      `\nresult at ${rate}/s for ${settings.seconds} s: p50 ${fixed(saves.result.p50, 1)} ms, p99 ${fixed(saves.result.p99, 1)} ms, ${saves.result.errors} errors, ${saves.result.non2xx} non-2xx — ${holds(saves.result) ? 'goal met' : 'goal missed'}`,
    );
    console.log(
      highest === undefined
        ? `highest rate holding p99 < ${goal.p99Ms} ms with 0 errors: none of ${tried.join(', ')}/s`
        : `highest rate holding p99 < ${goal.p99Ms} ms with 0 errors: ${highest} requests/s (of ${tried.join(', ')}/s, ${settings.stepSeconds} s each)`,
    );
    const used = saves.cpu;
    if (used !== undefined) {
      const nodeMs = perRequest(used.server, saves.result) ?? Number.NaN;
      const pgMs = perRequest(used.postgres, saves.result) ?? Number.NaN;
      const loadMs = perRequest(used.loadGenerator, saves.result) ?? Number.NaN;
      const other = used.machine - used.server - used.postgres - used.loadGenerator;
      // Node runs the requests on one thread; the cores are shared by server, database and load.
      const threadCeiling = 1000 / nodeMs;
      const coreCeiling = (used.machineCores * 1000) / (nodeMs + pgMs + loadMs);
      console.log(
        `CPU per save (at ${fixed(saves.result.achievedRate, 0)}/s): server ${fixed(nodeMs, 1)} ms, PostgreSQL ${fixed(pgMs, 1)} ms, load generator ${fixed(loadMs, 1)} ms — CPU-bound ceiling with the machine to itself: ${fixed(Math.min(threadCeiling, coreCeiling), 0)} saves/s (server thread ${fixed(threadCeiling, 0)}/s, ${used.machineCores} cores ${fixed(coreCeiling, 0)}/s)`,
      );
      if (other > 0.2) {
        console.log(
          `note: other work on the machine used ${fixed(other, 2)} of ${used.machineCores} cores during the PATCH run; latencies are inflated by it`,
        );
      }
    }
    if (!holds(saves.result)) process.exitCode = 1;
  });
}

await main();
