import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** CPU used during one measured run, in cores (1 = one core busy all the time). */
export interface CpuUse {
  readonly server: number;
  /** The PostgreSQL backends serving the bench database. */
  readonly postgres: number;
  /** This process: autocannon and the bench itself. */
  readonly loadGenerator: number;
  /** Every process on the machine, of `machineCores`. */
  readonly machine: number;
  readonly machineCores: number;
}

/** Measures CPU between `start` and `stop`; Linux only (reads /proc), else undefined. */
export interface CpuMeter {
  start(): Promise<void>;
  stop(): Promise<CpuUse | undefined>;
}

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process in seconds, undefined when it is gone (or not Linux). */
function processSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return undefined;
  }
}

function machineSeconds(): { busy: number; total: number; cores: number } | undefined {
  try {
    const lines = readFileSync('/proc/stat', 'utf8').split('\n');
    const values = (lines[0] ?? '').split(/\s+/).slice(1).map(Number);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
    const cores = lines.filter((line) => /^cpu\d/.test(line)).length;
    return { busy: (total - idle) / clockTicks, total: total / clockTicks, cores };
  } catch {
    return undefined;
  }
}

/**
 * A meter over the server process, the PostgreSQL backends `postgresPids` names (asked at start
 * and stop; a backend that ends in between is not counted), this process and the machine.
 */
export function createCpuMeter(
  serverPid: number,
  postgresPids: () => Promise<readonly number[]>,
): CpuMeter {
  let started:
    | {
        at: number;
        server: number;
        postgres: Map<number, number>;
        self: NodeJS.CpuUsage;
        machine: ReturnType<typeof machineSeconds>;
      }
    | undefined;
  const postgresSeconds = async () => {
    const seconds = new Map<number, number>();
    for (const pid of await postgresPids()) {
      const value = processSeconds(pid);
      if (value !== undefined) seconds.set(pid, value);
    }
    return seconds;
  };
  return {
    async start() {
      const server = processSeconds(serverPid);
      if (server === undefined) return;
      started = {
        at: performance.now(),
        server,
        postgres: await postgresSeconds(),
        self: process.cpuUsage(),
        machine: machineSeconds(),
      };
    },
    async stop() {
      if (started === undefined) return undefined;
      const from = started;
      started = undefined;
      const wall = (performance.now() - from.at) / 1000;
      const server = (processSeconds(serverPid) ?? from.server) - from.server;
      let postgres = 0;
      for (const [pid, seconds] of await postgresSeconds()) {
        postgres += seconds - (from.postgres.get(pid) ?? 0);
      }
      const self = process.cpuUsage(from.self);
      const machine = machineSeconds();
      const machineBusy =
        machine === undefined || from.machine === undefined
          ? Number.NaN
          : (machine.busy - from.machine.busy) /
            ((machine.total - from.machine.total) / machine.cores);
      return {
        server: server / wall,
        postgres: postgres / wall,
        loadGenerator: (self.user + self.system) / 1e6 / wall,
        machine: machineBusy,
        machineCores: machine?.cores ?? 0,
      };
    },
  };
}
