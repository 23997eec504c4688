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

/** One side of a comparison: its work and how often to run it. */
export interface Side extends MeasureOptions {
  readonly work: () => void;
}

/**
 * Like {@link measure}, for several sides at once, taking turns: warm-up runs, then timed runs
 * in rounds (each side once per round, while it has runs left). On a shared machine the load
 * changes from second to second; measuring one side after the other lets a busy spell fall on
 * one side only and tilt the ratio either way, taking turns spreads it over all of them.
 */
export function measureSides<TName extends string>(
  sides: Readonly<Record<TName, Side>>,
): Record<TName, Timing> {
  const names = Object.keys(sides) as TName[];
  const warmups = names.map((name) => sides[name].warmup ?? 2);
  const counts = names.map((name) => Math.max(5, sides[name].runs ?? 7));
  const runs = names.map((): number[] => []);
  for (let round = 0; round < Math.max(...warmups); round += 1) {
    names.forEach((name, index) => {
      if (round < warmups[index]!) sides[name].work();
    });
  }
  for (let round = 0; round < Math.max(...counts); round += 1) {
    names.forEach((name, index) => {
      if (round >= counts[index]!) return;
      const started = process.cpuUsage();
      sides[name].work();
      const spent = process.cpuUsage(started);
      runs[index]!.push((spent.user + spent.system) / 1000);
    });
  }
  const timings = {} as Record<TName, Timing>;
  names.forEach((name, index) => {
    timings[name] = { median: median(runs[index]!), runs: runs[index]! };
  });
  return timings;
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
