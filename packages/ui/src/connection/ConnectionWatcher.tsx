import { useEffect } from 'react';
import type { SnackbarCenter } from '../snackbars/snackbarCenter';
import { type ConnectionStore, getBrowserConnectionStore } from './connectionStore';
import { watchConnection } from './watchConnection';

/** @public */
export interface ConnectionWatcherProps {
  snackbars: SnackbarCenter;
  /** @default the browser's connection */
  store?: ConnectionStore;
}

/**
 * Shows the 'offline' snackbar on a connection loss and the 'online' one on recovery (spec §4),
 * while mounted. Renders nothing; mount it once per app, beside the `SnackbarHost`.
 * @public
 */
export function ConnectionWatcher({
  snackbars,
  store = getBrowserConnectionStore(),
}: ConnectionWatcherProps) {
  useEffect(() => watchConnection(store, snackbars), [store, snackbars]);
  return null;
}
