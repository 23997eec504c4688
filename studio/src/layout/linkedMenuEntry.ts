import type { MenuEntry } from '@tessera/client';

/** The first menu entry (in reading order) that links the view, if any. */
export function linkedMenuEntry(
  entries: readonly MenuEntry[],
  viewId: string,
): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.viewId === viewId) return entry;
    const found = linkedMenuEntry(entry.children ?? [], viewId);
    if (found) return found;
  }
  return undefined;
}
