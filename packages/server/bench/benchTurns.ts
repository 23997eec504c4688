import { performance } from 'node:perf_hooks';

/*
 * Timing two (or more) sides of a benchmark in turns, so each sees the same machine: what the
 * SQL benchmarks share (`querySql.ts`, `pipelineSql.ts`).
 */

/** The `p`th percentile (nearest rank) of sorted times. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** One side: runs its work once and answers what it found (compared as JSON). */
export type BenchSide = () => Promise<unknown[]>;

/**
 * Checks the sides agree (their answers equal as JSON), then times them in turns (`warmup`
 * rounds first, 3 unless told): their answer and each side's times, sorted.
 */
export async function timeInTurns(
  sides: readonly BenchSide[],
  runs: number,
  warmup = 3,
): Promise<{ answer: unknown[]; times: number[][] }> {
  const answers = [];
  for (const side of sides) answers.push(await side());
  const first = JSON.stringify(answers[0]);
  const other = answers.find((answer) => JSON.stringify(answer) !== first);
  if (other !== undefined) {
    throw new Error(`the sides disagree:\n${first}\n${JSON.stringify(other)}`);
  }
  const times = sides.map((): number[] => []);
  for (let run = -warmup; run < runs; run += 1) {
    for (const [side, work] of sides.entries()) {
      const start = performance.now();
      await work();
      if (run >= 0) times[side]!.push(performance.now() - start);
    }
  }
  return { answer: answers[0]!, times: times.map((list) => list.sort((a, b) => a - b)) };
}

/** `  name   median … ms   p95 … ms` of one side's sorted times. */
export function timesRow(name: string, sorted: readonly number[]): string {
  const ms = (value: number) => value.toFixed(2).padStart(9);
  return `  ${name.padEnd(48)} median ${ms(percentile(sorted, 50))} ms   p95 ${ms(percentile(sorted, 95))} ms`;
}
