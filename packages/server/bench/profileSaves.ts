import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BenchServer } from './benchServer';
import { type LoadRequest, type LoadResult, runFixedRate } from './fixedRateLoad';
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

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

async function dumpQueryStats(server: BenchServer): Promise<void> {
  process.kill(server.pid, 'SIGUSR2');
  await sleep(500);
}

function printShares(
  title: string,
  shares: readonly TimeShare[],
  requests: number,
  total: number,
): void {
  console.log(`\n${title} (CPU ms per save, share of busy time)`);
  for (const share of shares) {
    console.log(
      `${(share.ms / requests).toFixed(3).padStart(8)}  ${((share.ms / total) * 100).toFixed(1).padStart(5)}%  ${share.name}`,
    );
  }
}

/**
 * Profiles one window of saves: PATCHes at `rate` for `seconds` on a server started for
 * profiling; afterwards the server is stopped (which writes its CPU profile) and the profile's
 * samples inside the window are summarised next to every SQL statement the window sent.
 */
export async function profileSaves(
  profiled: ProfiledServer,
  load: { rate: number; seconds: number; nextRequest: () => LoadRequest },
): Promise<LoadResult> {
  const { server } = profiled;
  await dumpQueryStats(server);
  const from = monotonicUs();
  const result = await runFixedRate({ url: server.baseUrl, ...load });
  const to = monotonicUs();
  await dumpQueryStats(server);
  await server.stop();

  const requests = Math.max(1, result.answered);
  console.log(
    `\nprofiled window: ${result.answered} saves at ${load.rate}/s; p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors, ${result.non2xx} non-2xx`,
  );

  const stats = JSON.parse(await readFile(profiled.queryStatsFile, 'utf8')) as QueryStats;
  const statementCount = stats.statements.reduce((sum, entry) => sum + entry.count, 0);
  const statementMs = stats.statements.reduce((sum, entry) => sum + entry.totalMs, 0);
  console.log(
    `\nSQL: ${(statementCount / requests).toFixed(1)} statements per save, ${(statementMs / requests).toFixed(2)} ms per save waiting for their answers (round trip + PostgreSQL + event-loop delay); pool: ${(stats.poolWaits.count / requests).toFixed(1)} connections taken per save, ${(stats.poolWaits.totalMs / requests).toFixed(2)} ms per save waiting for one (max ${stats.poolWaits.maxMs.toFixed(1)} ms)`,
  );
  console.log(' per save   ms/save  mean ms  statement');
  for (const entry of stats.statements.slice(0, 30)) {
    console.log(
      `${(entry.count / requests).toFixed(2).padStart(9)} ${(entry.totalMs / requests).toFixed(3).padStart(9)} ${(entry.totalMs / entry.count).toFixed(3).padStart(8)}  ${entry.text}`,
    );
  }

  const files = (await readdir(profiled.profileDir)).filter((name) => name.endsWith('.cpuprofile'));
  const newest = files.sort().at(-1);
  if (newest === undefined) {
    console.log(`\nno CPU profile was written to ${profiled.profileDir}`);
    return result;
  }
  const profile = JSON.parse(
    await readFile(join(profiled.profileDir, newest), 'utf8'),
  ) as CpuProfile;
  const summary = summarizeCpuProfile(profile, from, to);
  console.log(
    `\nserver CPU profile (${join(profiled.profileDir, newest)}): ${(summary.busyMs / requests).toFixed(2)} ms busy per save, event loop idle ${((summary.idleMs / (summary.idleMs + summary.busyMs)) * 100).toFixed(0)}% of the window`,
  );
  printShares('self time by package', summary.byPackage, requests, summary.busyMs);
  printShares('self time by function', summary.bySelf, requests, summary.busyMs);
  printShares('inclusive time of our functions', summary.byInclusive, requests, summary.busyMs);
  return result;
}
