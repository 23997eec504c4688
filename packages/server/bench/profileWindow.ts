import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchServer } from './benchServer';
import { type CpuProfile, summarizeCpuProfile, type TimeShare } from './summarizeCpuProfile';

/** What the server's query counter (queryStats.mjs) wrote for the measured window. */
interface QueryStats {
  readonly statements: readonly { text: string; count: number; totalMs: number }[];
  readonly poolWaits: { count: number; totalMs: number; maxMs: number };
}

/** A server started with `--cpu-prof` into `profileDir` and queryStats.mjs writing `queryStatsFile`. */
export interface ProfiledServer {
  readonly server: BenchServer;
  readonly profileDir: string;
  readonly queryStatsFile: string;
}

/** What the profiled load did: how many requests it got answered, and a line saying how. */
export interface ProfiledLoad {
  readonly answered: number;
  readonly summary: string;
}

/** How to start a server so that it profiles into `profileDir` (see {@link profileWindow}). */
export interface ProfilingSetup {
  readonly nodeArgs: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  readonly queryStatsFile: string;
}

/**
 * The `node` flags and environment of a profiled server: `--cpu-prof` into `profileDir` and
 * queryStats.mjs (counts and times every SQL statement) writing `<profileDir>/queries.json`.
 */
export function profilingSetup(profileDir: string): ProfilingSetup {
  const queryStatsFile = join(profileDir, 'queries.json');
  const queryStats = join(dirname(fileURLToPath(import.meta.url)), 'queryStats.mjs');
  return {
    nodeArgs: [
      '--cpu-prof',
      `--cpu-prof-dir=${profileDir}`,
      '--import',
      pathToFileURL(queryStats).href,
    ],
    env: { BENCH_QUERY_STATS_FILE: queryStatsFile },
    queryStatsFile,
  };
}

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

async function dumpQueryStats(server: BenchServer): Promise<void> {
  process.kill(server.pid, 'SIGUSR2');
  await sleep(500);
}

function printShares(
  title: string,
  shares: readonly TimeShare[],
  total: number,
  requests: number,
  unit: string,
): void {
  console.log(`\n${title} (CPU ms per ${unit}, share of busy time)`);
  for (const share of shares) {
    console.log(
      `${(share.ms / requests).toFixed(3).padStart(8)}  ${((share.ms / total) * 100).toFixed(1).padStart(5)}%  ${share.name}`,
    );
  }
}

/**
 * Profiles one window of load on a server started for profiling: runs `load`, then stops the
 * server (which writes its CPU profile) and prints every SQL statement the window sent and the
 * profile's samples inside the window — busy time, self time by package and by function,
 * inclusive time of our own functions — per request (`unit` names one: `save`, `request`).
 */
export async function profileWindow<T extends ProfiledLoad>(
  profiled: ProfiledServer,
  unit: string,
  load: () => Promise<T>,
): Promise<T> {
  const { server } = profiled;
  await dumpQueryStats(server);
  const from = monotonicUs();
  const result = await load();
  const to = monotonicUs();
  await dumpQueryStats(server);
  await server.stop();

  const requests = Math.max(1, result.answered);
  console.log(`\nprofiled window: ${result.summary}`);

  const stats = JSON.parse(await readFile(profiled.queryStatsFile, 'utf8')) as QueryStats;
  const statementCount = stats.statements.reduce((sum, entry) => sum + entry.count, 0);
  const statementMs = stats.statements.reduce((sum, entry) => sum + entry.totalMs, 0);
  console.log(
    `\nSQL: ${(statementCount / requests).toFixed(1)} statements per ${unit}, ${(statementMs / requests).toFixed(2)} ms per ${unit} waiting for their answers (round trip + PostgreSQL + event-loop delay); pool: ${(stats.poolWaits.count / requests).toFixed(1)} connections taken per ${unit}, ${(stats.poolWaits.totalMs / requests).toFixed(2)} ms per ${unit} waiting for one (max ${stats.poolWaits.maxMs.toFixed(1)} ms)`,
  );
  console.log(`${` per ${unit}`.padEnd(10)}${`ms/${unit}`.padStart(10)}  mean ms  statement`);
  for (const entry of stats.statements.slice(0, 30)) {
    console.log(
      `${(entry.count / requests).toFixed(2).padStart(9)} ${(entry.totalMs / requests).toFixed(3).padStart(9)} ${(entry.totalMs / entry.count).toFixed(3).padStart(8)}  ${entry.text}`,
    );
  }

  // `CPU.<date>.<time>.<pid>.<thread>.<sequence>.cpuprofile`: the profiled process's main thread
  // (thread 0; a loader such as tsx runs its hooks in a thread of their own).
  const mainThread = new RegExp(`^CPU\\.\\d+\\.\\d+\\.${server.pid}\\.0\\.\\d+\\.cpuprofile$`);
  const files = (await readdir(profiled.profileDir)).filter((name) => mainThread.test(name));
  const newest = files.sort().at(-1);
  if (newest === undefined) {
    console.log(`\nno CPU profile was written to ${profiled.profileDir}`);
    return result;
  }
  const file = join(profiled.profileDir, newest);
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const summary = summarizeCpuProfile(profile, from, to);
  console.log(
    `\nserver CPU profile (${file}): ${(summary.busyMs / requests).toFixed(2)} ms busy per ${unit}, event loop idle ${((summary.idleMs / (summary.idleMs + summary.busyMs)) * 100).toFixed(0)}% of the window`,
  );
  printShares('self time by package', summary.byPackage, summary.busyMs, requests, unit);
  printShares('self time by function', summary.bySelf, summary.busyMs, requests, unit);
  printShares(
    'inclusive time of our functions',
    summary.byInclusive,
    summary.busyMs,
    requests,
    unit,
  );
  return result;
}
