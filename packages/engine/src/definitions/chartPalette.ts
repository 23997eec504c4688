/**
 * The chart palette: 15 colours (spec 001 §3.18, §9) — d3's category10 followed by five of its
 * light companions, so neighbouring data sets stay distinguishable.
 * @public
 */
export const CHART_PALETTE = Object.freeze([
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#aec7e8',
  '#ffbb78',
  '#98df8a',
  '#ff9896',
  '#c5b0d5',
] as const);

/**
 * The palette colour of the data source at `index` (0-based), cycled: index 15 takes colour 0
 * again (spec 001 §3.18).
 * @public
 */
export function chartColor(index: number): string {
  if (!Number.isInteger(index) || index < 0) {
    throw new RangeError(`Chart colour index must be a non-negative integer, got ${index}.`);
  }
  return CHART_PALETTE[index % CHART_PALETTE.length]!;
}

/**
 * The label a new data set gets (spec 001 §3.18): the prefix plus a running number — one more
 * than the data sets already there, skipping numbers whose label is taken. The prefix is
 * translated text (e.g. "Zbiór danych") passed in by the caller.
 * @example defaultDataSetLabel('Data set', ['Data set 1']) // 'Data set 2'
 * @public
 */
export function defaultDataSetLabel(prefix: string, existingLabels: readonly string[]): string {
  const taken = new Set(existingLabels);
  let number = existingLabels.length + 1;
  while (taken.has(`${prefix} ${number}`)) number += 1;
  return `${prefix} ${number}`;
}
