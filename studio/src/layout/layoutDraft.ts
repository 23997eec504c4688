import type { ApplicationLayout } from '@tessera/client';
import { type MenuNode, menuEntriesOf, menuNodesOf } from './menuTree';

/** What the layout editor edits: the menu as a tree of keyed nodes, and the starting views. */
export interface LayoutDraft {
  readonly menu: readonly MenuNode[];
  /** Role id → the views its members start on, in order. */
  readonly startingViews: Readonly<Record<string, readonly string[]>>;
}

let lastKey = 0;

/** A key for a menu node, unique in this page's life. */
export function nextMenuKey(): string {
  lastKey += 1;
  return `entry-${lastKey}`;
}

/** The stored layout as a draft. */
export function layoutDraftOf(
  layout: Pick<ApplicationLayout, 'menuEntries' | 'startingViews'>,
): LayoutDraft {
  return {
    menu: menuNodesOf(layout.menuEntries, nextMenuKey),
    startingViews: layout.startingViews,
  };
}

/**
 * The starting views to store: roles without views are left out, so clearing a role's views
 * and never setting them store the same.
 */
export function startingViewsOf(draft: LayoutDraft): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(draft.startingViews)
      .filter(([, views]) => views.length > 0)
      .map(([roleId, views]) => [roleId, [...views]]),
  );
}

/** Whether two drafts store the same layout (node keys do not count). */
export function sameLayoutDraft(a: LayoutDraft, b: LayoutDraft): boolean {
  return (
    JSON.stringify(menuEntriesOf(a.menu)) === JSON.stringify(menuEntriesOf(b.menu)) &&
    JSON.stringify(startingViewsOf(a)) === JSON.stringify(startingViewsOf(b))
  );
}
