import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** This package's built server, `dist/cli.js`. */
export const builtServerEntry = join(packageDir, 'dist/cli.js');

/**
 * Prints a warning when `entry` is this package's built server and a source file changed after
 * it was built: the bench would measure old code.
 */
export async function warnIfStale(entry: string): Promise<void> {
  if (entry !== builtServerEntry) return;
  const built = await stat(entry).then(
    (info) => info.mtimeMs,
    () => undefined,
  );
  if (built === undefined) return;
  const sourceDir = join(packageDir, 'src');
  for (const file of await readdir(sourceDir, { recursive: true })) {
    const path = join(sourceDir, file);
    if ((await stat(path)).mtimeMs > built) {
      console.log(
        `warning: ${path} is newer than the built server; rebuild (npx -y pnpm@10 --filter "@tessera/server..." build) to measure the current code`,
      );
      return;
    }
  }
}

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

/** What {@link startBenchProcess} starts: a Node program serving HTTP on the port it is given. */
export interface BenchProcessOptions {
  /** `node`'s arguments: flags, the entry point, its arguments. */
  readonly args: readonly string[];
  /** Its environment besides `PATH`, `HOST` (127.0.0.1), `PORT` and `DATA_DIR` (its own temp folder). */
  readonly env: Readonly<Record<string, string>>;
  /** What answers 2xx once it is ready, e.g. `/api/health`. */
  readonly readyPath: string;
  /** For messages: what is started. */
  readonly name: string;
}

/**
 * Starts a Node program as its own process on a free loopback port, its output in a log file,
 * and waits (up to 120 s) until `readyPath` answers.
 */
export async function startBenchProcess(options: BenchProcessOptions): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'tessera-bench-'));
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [...options.args], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
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
      throw new Error(`${options.name} exited with code ${child.exitCode}:\n${output}`);
    }
    const ready = await fetch(`${baseUrl}${options.readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `${options.name} did not answer ${options.readyPath} within 120 s (log: ${logFile})`,
      );
    }
    await sleep(200);
  }
  return { baseUrl, pid: child.pid ?? 0, logFile, stop };
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
  return startBenchProcess({
    name: 'the server',
    args: [...(options.nodeArgs ?? []), options.entry],
    env: {
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      TESSERA_ADMIN_EMAIL: options.adminEmail,
      TESSERA_ADMIN_PASSWORD: options.adminPassword,
      TESSERA_JWT_SECRET: `bench-${crypto.randomUUID()}-${crypto.randomUUID()}`,
      ...options.env,
    },
    readyPath: '/api/health',
  });
}
