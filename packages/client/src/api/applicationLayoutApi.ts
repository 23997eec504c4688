import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';

/**
 * One entry of the side menu (spec 000 §3, Menu entry).
 * @public
 */
export interface MenuEntry {
  text: string;
  /** An icon name (`home`, `people`, `mdi-account`…); unknown names show a neutral icon. */
  icon?: string;
  /** Where the entry leads, relative to the client root; absent when it links a view. */
  routePath?: string;
  /** A linked view, which supplies the route (`views/{routeKey or id}`). */
  viewId?: string;
  children?: MenuEntry[];
  expandedByDefault?: boolean;
  groups?: string[];
}

/**
 * The application layout of one version (spec 000 §3): menu entries and starting views per role.
 * @public
 */
export interface ApplicationLayout {
  /** The version's id: one layout per version. */
  id: string;
  versionId: string;
  menuEntries: MenuEntry[];
  /** Role id → the views its members start on, in order. */
  startingViews: Record<string, string[]>;
  /** 0 until first saved. */
  revision: number;
}

/**
 * A view the layout links (from the menu or the starting views).
 * @public
 */
export interface LinkedView {
  id: string;
  versionId: string;
  name: string | null;
  status: string;
  /** The view's route key, shown in its address instead of the id when set. */
  routeKey: string | null;
}

/** @public */
export interface ApplicationLayoutResult {
  /** An empty layout when the version has none. */
  layout: ApplicationLayout;
  views: LinkedView[];
}

interface LayoutsResponse {
  data: ApplicationLayout[];
  relations?: { views?: LinkedView[] };
}

/**
 * The application layout of a version, with the views it links (`GET
 * settings/applicationLayoutVersions`, filtered by version, including views). Without a version
 * id the server's first layout is taken: for anyone but an admin of a client with the
 * applicationVersions feature that is the live one, the only one they see.
 * @public
 */
export async function fetchApplicationLayout(
  adapter: HttpAdapter,
  versionId: string | null,
  options: CallOptions = {},
): Promise<ApplicationLayoutResult> {
  const response = await adapter.request<LayoutsResponse>({
    method: 'GET',
    path: 'settings/applicationLayoutVersions',
    query: {
      ...(versionId ? { filter: { versionId } } : {}),
      include: ['views'],
    },
    ...options,
  });
  const found = response.data[0];
  const id = found?.versionId ?? versionId ?? '';
  const layout: ApplicationLayout = {
    id,
    versionId: id,
    menuEntries: found?.menuEntries ?? [],
    startingViews: found?.startingViews ?? {},
    revision: found?.revision ?? 0,
  };
  return { layout, views: response.relations?.views ?? [] };
}
