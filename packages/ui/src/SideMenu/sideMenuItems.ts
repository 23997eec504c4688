import type { LinkedView, MenuEntry } from '@tessera/client';
import { mainPath } from '@tessera/client';

/**
 * One entry of the side menu, ready to draw: the configured entry with its address resolved.
 * @public
 */
export interface SideMenuItem {
  /** Unique within the menu; the entry's position (`0`, `0.2`…) for configured entries. */
  id: string;
  text: string;
  icon?: string;
  /** Absolute path; absent for an entry that only heads its children. */
  href?: string;
  children: SideMenuItem[];
  expandedByDefault: boolean;
  /** The section the entry is listed under (its first configured group). */
  group?: string;
}

/**
 * The path of a view (spec 000 §2, views.show: `views/{routeKeyOrViewId}`), by its route key when
 * it has one.
 * @public
 */
export function viewPath(clientKey: string, view: Pick<LinkedView, 'id' | 'routeKey'>): string {
  return `${mainPath(clientKey)}/views/${encodeURIComponent(view.routeKey || view.id)}`;
}

function entryHref(
  entry: MenuEntry,
  clientKey: string,
  views: ReadonlyMap<string, LinkedView>,
): string | undefined {
  if (entry.viewId !== undefined) {
    const view = views.get(entry.viewId);
    return viewPath(clientKey, view ?? { id: entry.viewId, routeKey: null });
  }
  if (!entry.routePath) return undefined;
  // Route paths are relative to the client root (spec 000 §5: letters, digits, /, _ and -).
  const relative = entry.routePath.replace(/^\/+/, '');
  return `${mainPath(clientKey)}/${relative}`;
}

function toItems(
  entries: readonly MenuEntry[],
  clientKey: string,
  views: ReadonlyMap<string, LinkedView>,
  prefix: string,
): SideMenuItem[] {
  return entries.flatMap((entry, index): SideMenuItem[] => {
    const id = prefix === '' ? String(index) : `${prefix}.${index}`;
    const children = toItems(entry.children ?? [], clientKey, views, id);
    const href = entryHref(entry, clientKey, views);
    // An entry leading nowhere and heading nothing has nothing to show.
    if (href === undefined && children.length === 0) return [];
    const group = entry.groups?.[0];
    return [
      {
        id,
        text: entry.text,
        ...(entry.icon ? { icon: entry.icon } : {}),
        ...(href === undefined ? {} : { href }),
        children,
        expandedByDefault: entry.expandedByDefault === true,
        ...(group ? { group } : {}),
      },
    ];
  });
}

/**
 * The side menu's configured entries (spec 000 §2, §3): text, icon, the route path — or the
 * linked view's — children, expandedByDefault and groups.
 * @public
 */
export function buildLayoutMenu(
  entries: readonly MenuEntry[],
  views: readonly LinkedView[],
  clientKey: string,
): SideMenuItem[] {
  return toItems(entries, clientKey, new Map(views.map((view) => [view.id, view])), '');
}

/**
 * The item whose address is the current page, or the one the page lies under (the longest
 * matching address): the side menu marks it as selected.
 * @public
 */
export function findCurrentItem(
  items: readonly SideMenuItem[],
  currentPath: string,
): SideMenuItem | undefined {
  let best: SideMenuItem | undefined;
  const visit = (list: readonly SideMenuItem[]) => {
    for (const item of list) {
      const href = item.href?.split('?')[0];
      if (
        href !== undefined &&
        (currentPath === href || currentPath.startsWith(`${href}/`)) &&
        (best?.href === undefined || href.length > best.href.split('?')[0]!.length)
      ) {
        best = item;
      }
      visit(item.children);
    }
  };
  visit(items);
  return best;
}
