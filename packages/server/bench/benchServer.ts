import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A running server process. */
export interface BenchServer {
  readonly baseUrl: string;
  readonly pid: number;
  /** Where its stdout and stderr go. */
  readonly logFile: string;
  stop(): Promise<void>;
}

/** What {@link startBenchServer} starts. */
export interface BenchServerOptions {
  /** The built `dist/cli.js`. */
  readonly entry: string;
  readonly databaseUrl: string;
  readonly adminEmail: string;
  readonly adminPassword: string;
  /** Extra `node` flags, e.g. `--cpu-prof`. */
  readonly nodeArgs?: readonly string[];
  /** Extra environment variables. */
  readonly env?: Readonly<Record<string, string>>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the built server as its own process on a free loopback port, with quiet logs, and
 * waits until `GET /api/health` answers (migrations and the first-start seed included).
 */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  if (!existsSync(options.entry)) {
    throw new Error(
      `${options.entry} does not exist: build the server first (npx -y pnpm@10 --filter "@tessera/server..." build)`,
    );
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'tessera-bench-'));
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.entry], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      TESSERA_ADMIN_EMAIL: options.adminEmail,
      TESSERA_ADMIN_PASSWORD: options.adminPassword,
      TESSERA_JWT_SECRET: `bench-${crypto.randomUUID()}-${crypto.randomUUID()}`,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = sleep(15_000).then(() => child.kill('SIGKILL'));
      await Promise.race([exited(child), killed]);
    }
    await exited(child);
    log.end();
    // A clean exit leaves nothing worth reading; otherwise the log stays for the error message.
    if (child.exitCode === 0) await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      const output = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`the server exited with code ${child.exitCode}:\n${output}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/health within 120 s (log: ${logFile})`);
    }
    await sleep(200);
  }
  return { baseUrl, pid: child.pid ?? 0, logFile, stop };
}
