// Figures and the printed report: percentiles, tables, goals.

/** The `p`-th percentile (0–100) of a non-empty list, by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
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
    console.log(
      `  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd(),
    );
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

/** `12.3 ms`. */
export function formatMs(ms: number): string {
  return `${ms.toFixed(1)} ms`;
}

/** `1.25×`. */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}×`;
}
