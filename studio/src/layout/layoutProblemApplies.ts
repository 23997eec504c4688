import type { LayoutDraft } from './layoutDraft';
import { findMenuNode } from './menuTree';

/** The part of the draft a problem location is about. */
function partAt(draft: LayoutDraft, location: string): unknown {
  const entry = /^entry:([^:]+):/.exec(location);
  if (entry) return findMenuNode(draft.menu, entry[1]!)?.node.entry ?? null;
  const starting = /^starting:(.+)$/.exec(location);
  if (starting) return draft.startingViews[starting[1]!] ?? [];
  return draft;
}

/**
 * Whether a problem the server found in `snapshot` (the draft it was sent) still describes
 * `draft`: the entry or role it is about is unchanged since.
 */
export function layoutProblemApplies(
  location: string,
  draft: LayoutDraft,
  snapshot: LayoutDraft,
): boolean {
  return JSON.stringify(partAt(draft, location)) === JSON.stringify(partAt(snapshot, location));
}
