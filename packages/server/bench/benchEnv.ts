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
export type BenchName = 'saves' | 'queries' | 'endpoint';

/**
 * The database the bench `bench` creates afresh and drops: `BENCH_DATABASE_NAME`, else
 * `tessera_bench_<bench>` — a default of its own per bench, so two benches run side by side never
 * drop each other's database (querySql.ts still spells its `tessera_bench_queries` out).
 */
export function benchDatabaseName(bench: BenchName): string {
  const name = process.env.BENCH_DATABASE_NAME;
  return name === undefined || name === '' ? `tessera_bench_${bench}` : name;
}
