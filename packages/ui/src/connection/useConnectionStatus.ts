import { useSyncExternalStore } from 'react';
import {
  type ConnectionStatus,
  type ConnectionStore,
  getBrowserConnectionStore,
} from './connectionStore';

// Rendered on a server there is no connection to report: assume online.
const serverStatus = (): ConnectionStatus => 'online';

/**
 * The connection status (the session's offline flag, spec §4), re-rendering when it changes.
 * @public
 */
export function useConnectionStatus(
  store: ConnectionStore = getBrowserConnectionStore(),
): ConnectionStatus {
  return useSyncExternalStore(store.subscribe, store.getState, serverStatus);
}
