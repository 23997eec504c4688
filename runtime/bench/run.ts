// The runtime's benchmarks, one command: `pnpm --filter @tessera/runtime bench`.
// Options: `--runs N` (typing runs per page, default 5), `--cpu-throttle N` (DevTools CPU
// slow-down, default 1: none). Benchmarks are not tests: they print figures and ratios taken
// side by side in one run, and the exit code says only whether the benchmark could run.
import { runKeystrokeBench } from './keystroke/runKeystrokeBench';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value < 1) throw new Error(`--${name} takes a number ≥ 1.`);
  return value;
}

const pass = await runKeystrokeBench({
  runs: option('runs', 5),
  cpuThrottle: option('cpu-throttle', 1),
});
console.log(`\n=== Summary ===\n  ${pass ? 'pass' : 'MISS'}  keystroke`);
