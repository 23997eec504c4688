import {
  type ApplicationLayoutResult,
  type ApplicationVersionItem,
  type ClientConfig,
  type ClientInfo,
  type CurrentUser,
  configVersion,
  fetchApplicationLayout,
  fetchApplicationVersions,
  fetchConfig,
  fetchProcesses,
  type HttpAdapter,
  isAdmin,
  isApiError,
  startableProcesses,
  type VersionSelectionStore,
} from '@tessera/client';
import type { StartableProcess } from '../AddActionMenu/AddActionMenu';
import { hasClientFeature } from '../SideMenu/settingsMenu';

/**
 * What the shell knows of the client for the logged-in user: the configuration, the version
 * the pages work in, the application layout, the versions to choose from and the processes the
 * user may start.
 * @public
 */
export interface ClientData {
  /** `null` when `GET config` failed (its notification was shown). */
  config: ClientConfig | null;
  /** The version the pages work in (the admin's selection, else live). */
  version: ApplicationVersionItem | null;
  layout: ApplicationLayoutResult;
  /** Live, draft and previous versions; empty unless the user may select a version. */
  versions: ApplicationVersionItem[];
  /** For the add-action menu. */
  processes: StartableProcess[];
  /** Whether the user may choose the version (spec 000 §6, canSelectVersion). */
  canSelectVersion: boolean;
}

/** @public */
export interface LoadClientDataOptions {
  adapter: HttpAdapter;
  versions: VersionSelectionStore;
  user: CurrentUser;
  client: ClientInfo;
  signal?: AbortSignal;
}

const emptyLayout = (versionId: string): ApplicationLayoutResult => ({
  layout: { id: versionId, versionId, menuEntries: [], startingViews: {}, revision: 0 },
  views: [],
});

/**
 * The version selector is for admins, and only when the applicationVersions feature is on
 * (spec 000 §6, canSelectVersion).
 * @public
 */
export function canSelectVersion(
  user: Pick<CurrentUser, 'type'>,
  client: Pick<ClientInfo, 'enabledFeatures'>,
): boolean {
  return isAdmin(user) && hasClientFeature(client, 'applicationVersions');
}

async function loadConfig({
  adapter,
  versions,
  user,
  signal,
}: LoadClientDataOptions): Promise<ClientConfig | null> {
  // The configuration call sends the selected version only for admins (spec 000 §6).
  const admin = isAdmin(user);
  const { selection } = versions.getState();
  if (admin && selection !== 'live') {
    try {
      return await fetchConfig(
        adapter,
        { selectedApplicationVersionId: selection },
        { signal, skipErrorNotification: true },
      );
    } catch (error) {
      if (signal?.aborted) throw error;
      // A version since archived or deleted (404, 422): back to live, as if never selected.
      if (isApiError(error) && (error.status === 404 || error.status === 422)) {
        versions.select('live');
      }
    }
  }
  try {
    return await fetchConfig(adapter, admin ? { selectedApplicationVersionId: 'live' } : {}, {
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/**
 * Loads what the shell needs for a client (see {@link ClientData}). The configuration comes
 * first: it names the version whose layout the menu shows and that later requests carry. The
 * rest degrades to empty when it fails, so the shell stays usable.
 * @public
 */
export async function loadClientData(options: LoadClientDataOptions): Promise<ClientData> {
  const { adapter, versions, user, client, signal } = options;
  const config = await loadConfig(options);
  const version = config ? configVersion(config) : null;
  versions.setConfigVersion(version?.id ?? null);
  const selectable = canSelectVersion(user, client);
  const quiet = { signal, skipErrorNotification: true } as const;
  const [layout, versionList, processes] = await Promise.all([
    fetchApplicationLayout(adapter, version?.id ?? null, quiet).catch(() =>
      emptyLayout(version?.id ?? ''),
    ),
    selectable ? fetchApplicationVersions(adapter, quiet).catch(() => []) : [],
    fetchProcesses(adapter, quiet)
      .then(startableProcesses)
      .catch(() => []),
  ]);
  signal?.throwIfAborted();
  return {
    config,
    version,
    layout,
    versions: versionList,
    processes,
    canSelectVersion: selectable,
  };
}
