import { connectionSnackbarTimeoutMs, type SnackbarCenter } from '../snackbars/snackbarCenter';
import type { ConnectionStore } from './connectionStore';

const connectionSnackbarId = 'connection';

/**
 * Tells the user about the connection through snackbars (spec §4): a loss shows 'offline', a
 * recovery shows 'online' in its place; both stay 15000 ms (spec §9). Already offline when the
 * watch starts counts as a loss. Returns the function that stops watching.
 * @public
 */
export function watchConnection(store: ConnectionStore, snackbars: SnackbarCenter): () => void {
  let status = store.getState();
  const showOffline = () =>
    snackbars.show({
      id: connectionSnackbarId,
      message: 'connection.offline',
      intent: 'warning',
      timeoutMs: connectionSnackbarTimeoutMs,
    });
  const unsubscribe = store.subscribe(() => {
    const next = store.getState();
    if (next === status) return;
    status = next;
    if (next === 'offline') {
      showOffline();
    } else {
      snackbars.show({
        id: connectionSnackbarId,
        message: 'connection.online',
        intent: 'success',
        timeoutMs: connectionSnackbarTimeoutMs,
      });
    }
  });
  if (status === 'offline') showOffline();
  return unsubscribe;
}
