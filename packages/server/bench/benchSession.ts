import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type BenchApi, loginBenchApi } from './benchApi';
import { type BenchDatabase, createBenchDatabase } from './benchDatabase';
import { type BenchServer, startBenchServer } from './benchServer';
import { type ProfilingSetup, profilingSetup } from './profileWindow';

/** The super admin the bench server seeds on its first start and the benches log in as. */
const benchAdmin = { login: 'bench@tessera.local', password: 'bench-password-1' } as const;

/** What every server benchmark is started with (its `BENCH_*` settings). */
export interface BenchSessionSettings {
  readonly adminDatabaseUrl: string;
  readonly databaseName: string;
  readonly serverEntry: string;
  readonly nodeArgs: readonly string[];
  readonly keepDatabase: boolean;
  /** A directory: the server runs profiled (`--cpu-prof`, queryStats.mjs) into it. */
  readonly profileDir?: string | undefined;
}

/** A fresh database, the built server on it and the super admin's API; `run` gets them. */
export interface BenchSession {
  readonly database: BenchDatabase;
  readonly server: BenchServer;
  readonly api: BenchApi;
  /** The profile directory and the profiled server's setup, when `profileDir` is set. */
  readonly profile?: { readonly dir: string; readonly setup: ProfilingSetup };
  /** Also stopped when the session ends (another process the bench started). */
  stopAlso(stop: () => Promise<void>): void;
}

/**
 * Runs `run` in a bench session: creates a fresh database (`createBenchDatabase`), starts the
 * built server on it (profiled when asked), logs in as the seeded super admin, and afterwards —
 * or on Ctrl+C — stops what was started and drops the database unless `keepDatabase`.
 */
export async function withBenchSession<T>(
  settings: BenchSessionSettings,
  run: (session: BenchSession) => Promise<T>,
): Promise<T> {
  let database: BenchDatabase | undefined;
  const stops: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const stop of stops.reverse()) await stop();
    // A kept database's monitoring connection is closed too, or the process never exits.
    await (settings.keepDatabase ? database?.close() : database?.drop());
  };
  process.once('SIGINT', () => {
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    database = await createBenchDatabase(settings.adminDatabaseUrl, settings.databaseName);
    console.log(`database: ${database.version.split(',')[0]} (fresh database ${database.name})`);
    const dir = settings.profileDir === undefined ? undefined : resolve(settings.profileDir);
    if (dir !== undefined) await mkdir(dir, { recursive: true });
    const setup = dir === undefined ? undefined : profilingSetup(dir);
    const server = await startBenchServer({
      entry: settings.serverEntry,
      databaseUrl: database.url,
      adminEmail: benchAdmin.login,
      adminPassword: benchAdmin.password,
      nodeArgs: [...settings.nodeArgs, ...(setup?.nodeArgs ?? [])],
      ...(setup === undefined ? {} : { env: setup.env }),
    });
    stops.push(() => server.stop());
    const api = await loginBenchApi(server.baseUrl, 'demo', benchAdmin);
    return await run({
      database,
      server,
      api,
      ...(dir === undefined || setup === undefined ? {} : { profile: { dir, setup } }),
      stopAlso: (stop) => stops.push(stop),
    });
  } finally {
    await cleanUp();
  }
}
