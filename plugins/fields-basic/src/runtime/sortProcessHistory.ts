import type { ProcessHistoryEntry } from './ProcessHistorySourceProvider';

const timeOf = (entry: ProcessHistoryEntry) => {
  const time = Date.parse(entry.changeDate);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * Newest change first; changes of the same instant keep the source's order, and entries whose
 * date cannot be read go last rather than breaking the order of the others.
 */
export function sortProcessHistory(
  entries: readonly ProcessHistoryEntry[],
): readonly ProcessHistoryEntry[] {
  return entries
    .map((entry, index) => ({ entry, index, time: timeOf(entry) }))
    .sort((a, b) => (a.time === b.time ? a.index - b.index : b.time > a.time ? 1 : -1))
    .map(({ entry }) => entry);
}
