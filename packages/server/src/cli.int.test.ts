import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const cliSource = fileURLToPath(new URL('./cli.ts', import.meta.url));

/** Starts the CLI from its sources (tsx) with only the given variables plus PATH/HOME. */
function startCli(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--conditions=@tessera/source', '--import', 'tsx', cliSource], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(stream: NodeJS.ReadableStream | null): () => string {
  let text = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    text += chunk;
  });
  return () => text;
}

async function runToExit(env: Record<string, string>) {
  const child = startCli(env);
  const stdout = collect(child.stdout);
  const stderr = collect(child.stderr);
  const [code] = await once(child, 'exit');
  return { code: code as number | null, stdout: stdout(), stderr: stderr() };
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const startupDeadlineMs = 100_000;

async function waitForLine(read: () => string, pattern: RegExp, child: ChildProcess) {
  // Started from TypeScript sources (tsx compiles the server, the engine and the plugins on the
  // fly) on a busy 2-core machine, a cold start takes tens of seconds.
  const deadline = Date.now() + startupDeadlineMs;
  while (!pattern.test(read())) {
    if (child.exitCode !== null) throw new Error(`the CLI exited early:\n${read()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${read()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('tessera-server CLI', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-cli-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['PORT', { PORT: 'abc' }, 'tessera: PORT: expected an integer from 1 to 65535, got "abc"'],
    [
      'DATABASE_URL',
      { DATABASE_URL: 'postgres://x:y@127.0.0.1:1/db' },
      /^tessera: DATABASE_URL: cannot connect to PostgreSQL at 127\.0\.0\.1:1\/db \(.+\)$/,
    ],
    [
      'DATA_DIR',
      { DATA_DIR: '/proc/tessera' },
      'tessera: DATA_DIR: cannot write to "/proc/tessera" (expected a writable directory)',
    ],
  ] as const)('fails on a bad %s with one line on stderr and exit code 1', async (_, env, line) => {
    const result = await runToExit(env);
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n').filter((text) => text !== '');
    expect(lines).toHaveLength(1);
    if (typeof line === 'string') expect(lines[0]).toBe(line);
    else expect(lines[0]).toMatch(line);
    if ('DATABASE_URL' in env) {
      // The URL's password is "y": no "y" may appear but the one in "PostgreSQL".
      expect(lines[0]?.replace('PostgreSQL', '')).not.toMatch(/y/);
    }
    expect(result.stdout).toBe('');
  });

  it(
    'starts on a fresh DATA_DIR, serves, and stops cleanly on SIGTERM',
    async () => {
      const port = await freePort();
      const dataDir = join(dir, 'data');
      const child = startCli({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        TESSERA_ADMIN_EMAIL: 'owner@example.com',
        TESSERA_ADMIN_PASSWORD: 'cli-s3cret',
      });
      const stdout = collect(child.stdout);
      const stderr = collect(child.stderr);
      try {
        await waitForLine(stdout, /Super admin: .*\n/, child);
        expect(stdout().split('\n')).toEqual([
          `Tessera is running on http://127.0.0.1:${port} (database: embedded PGlite in ${dataDir})`,
          'Super admin: owner@example.com (password from TESSERA_ADMIN_PASSWORD)',
          '',
        ]);

        const base = `http://127.0.0.1:${port}`;
        const health = await fetch(`${base}/api/health`);
        expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
        const login = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: 'owner@example.com', password: 'cli-s3cret' }),
        });
        expect(login.status).toBe(200);
      } finally {
        child.kill('SIGTERM');
        const [code] = await once(child, 'exit');
        expect(code).toBe(0);
      }
      expect(stderr()).toBe('');
    },
    startupDeadlineMs + 30_000,
  );
});
