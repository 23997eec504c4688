/** A positive number from the environment variable `name`, else `fallback` when unset or empty. */
export function numberEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) {
    throw new Error(`${name}: expected a positive number`);
  }
  return parsed;
}

/** The server benchmarks, each creating (and dropping) a database of its own. */
export type BenchName = 'saves' | 'queries' | 'pipeline' | 'endpoint' | 'planning';

/**
 * The database the bench `bench` creates afresh and drops: `BENCH_DATABASE_NAME`, else
 * `tessera_bench_<bench>` — a default of its own per bench, so two benches run side by side never
 * drop each other's database.
 */
export function benchDatabaseName(bench: BenchName): string {
  const name = process.env.BENCH_DATABASE_NAME;
  return name === undefined || name === '' ? `tessera_bench_${bench}` : name;
}

/**
 * The PostgreSQL database the benchmarks connect to first, to create (and drop) their own:
 * `BENCH_ADMIN_DATABASE_URL`, else the development database of the README's set-up.
 */
export function benchAdminDatabaseUrl(): string {
  return (
    process.env.BENCH_ADMIN_DATABASE_URL ||
    'postgres://tessera_ci:tessera_ci@127.0.0.1:5432/tessera_dev'
  );
}

/** What a benchmark over records in PostgreSQL reads from the environment. */
export interface RecordsBenchSettings {
  /** `BENCH_RECORDS`, default 1,000,000. */
  readonly records: number;
  /** `BENCH_RUNS`: timed runs per side. */
  readonly runs: number;
  readonly adminDatabaseUrl: string;
  readonly databaseName: string;
  /** `BENCH_KEEP_DATABASE=1` (or `BENCH_REUSE_DATABASE=1`): the loaded database is kept. */
  readonly keepDatabase: boolean;
  /** `BENCH_REUSE_DATABASE=1`: run on the database kept before, without loading it again. */
  readonly reuseDatabase: boolean;
}

/** The settings of the records benchmark `bench`, timing `defaultRuns` runs per side unless told. */
export function recordsBenchSettings(bench: BenchName, defaultRuns: number): RecordsBenchSettings {
  const reuseDatabase = process.env.BENCH_REUSE_DATABASE === '1';
  return {
    records: numberEnv('BENCH_RECORDS', 1_000_000),
    runs: numberEnv('BENCH_RUNS', defaultRuns),
    adminDatabaseUrl: benchAdminDatabaseUrl(),
    databaseName: benchDatabaseName(bench),
    keepDatabase: reuseDatabase || process.env.BENCH_KEEP_DATABASE === '1',
    reuseDatabase,
  };
}
