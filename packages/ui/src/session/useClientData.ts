import type { ClientInfo, CurrentUser, HttpAdapter, VersionSelectionStore } from '@tessera/client';
import { useEffect, useState } from 'react';
import { type ClientData, loadClientData } from './loadClientData';

/** @public */
export type ClientDataState = { status: 'loading' } | { status: 'ready'; data: ClientData };

/** @public */
export interface UseClientDataOptions {
  adapter: HttpAdapter;
  versions: VersionSelectionStore;
  user: CurrentUser;
  /** `null` while the client is not known: the state stays loading. */
  client: ClientInfo | null;
}

/** What the loaded data depends on; a user-data refresh that changes none of it reloads nothing. */
function dataKey(user: CurrentUser, client: ClientInfo | null): string | null {
  if (client === null) return null;
  return JSON.stringify([
    client.key,
    user.id,
    user.type,
    user.roleIds,
    user.specialPermissions,
    client.enabledFeatures,
  ]);
}

/**
 * The shell's data for a client (`loadClientData`), loaded when the client or what the user may
 * do changes.
 * @public
 */
export function useClientData({
  adapter,
  versions,
  user,
  client,
}: UseClientDataOptions): ClientDataState {
  const key = dataKey(user, client);
  const [loaded, setLoaded] = useState<{ key: string | null; data: ClientData } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `user` and `client`.
  useEffect(() => {
    if (client === null) return;
    const controller = new AbortController();
    loadClientData({ adapter, versions, user, client, signal: controller.signal })
      .then((data) => setLoaded({ key, data }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [adapter, versions, key]);

  // Data of another client or user is not shown meanwhile; the same one's stays while refreshing.
  if (key === null || !loaded || loaded.key !== key) return { status: 'loading' };
  return { status: 'ready', data: loaded.data };
}
