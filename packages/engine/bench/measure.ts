// Shared by every `*.bench.ts`: timing with warm-up and medians, and the printed report.

/** CPU milliseconds of each measured run and their median. */
export interface Timing {
  readonly median: number;
  readonly runs: readonly number[];
}

/** How often to run: warm-up runs are discarded, the median of the others is reported. */
export interface MeasureOptions {
  readonly warmup?: number;
  readonly runs?: number;
}

/**
 * Runs `work` `warmup` times, then `runs` (at least 5) timed times; returns the median.
 * Timed as this process's CPU time, not wall-clock time: benchmarks share the machine with other
 * jobs, and time the process spends waiting for a core is not the code's cost.
 */
export function measure(work: () => void, options: MeasureOptions = {}): Timing {
  const warmup = options.warmup ?? 2;
  const count = Math.max(5, options.runs ?? 7);
  for (let index = 0; index < warmup; index += 1) work();
  const runs: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = process.cpuUsage();
    work();
    const spent = process.cpuUsage(started);
    runs.push((spent.user + spent.system) / 1000);
  }
  return { median: median(runs), runs };
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A goal: a measured figure, its target, and whether it holds. */
export interface Goal {
  readonly label: string;
  readonly measured: string;
  readonly target: string;
  readonly pass: boolean;
}

/** Prints a titled table of rows (first row is the header), columns padded. */
export function printTable(title: string, rows: readonly (readonly string[])[]): void {
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  console.log(`\n${title}`);
  for (const [index, row] of rows.entries()) {
    console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`);
    if (index === 0) console.log(`  ${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  }
}

/** Prints the goals with pass/miss marks; returns whether all of them hold. */
export function printGoals(goals: readonly Goal[]): boolean {
  printTable('Goals', [
    ['goal', 'measured', 'target', ''],
    ...goals.map((goal) => [goal.label, goal.measured, goal.target, goal.pass ? 'pass' : 'MISS']),
  ]);
  return goals.every((goal) => goal.pass);
}

/** `12.3 ms` or `850 µs`. */
export function formatMs(ms: number): string {
  return ms >= 1 ? `${ms.toFixed(1)} ms` : `${(ms * 1000).toFixed(1)} µs`;
}

/** `3.2×`. */
export function formatRatio(ratio: number): string {
  return `${ratio >= 10 ? ratio.toFixed(0) : ratio.toFixed(2)}×`;
}

/** A deterministic pseudo-random generator (mulberry32), so every run sees the same data. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
