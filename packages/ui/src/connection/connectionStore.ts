import { createListeners } from '@tessera/client';

/**
 * The session's offline flag (spec §4) as a value: `offline` from a connection loss until recovery.
 * @public
 */
export type ConnectionStatus = 'online' | 'offline';

/**
 * The part of `window` the store reads: `navigator.onLine` and the `online`/`offline` events.
 * Tests and stories pass a stand-in.
 * @public
 */
export interface ConnectionWindow {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * The connection status as a store for `useSyncExternalStore`.
 * @public
 */
export interface ConnectionStore {
  getState(): ConnectionStatus;
  subscribe(listener: () => void): () => void;
}

/** @public */
export interface CreateConnectionStoreOptions {
  /** @default window */
  window?: ConnectionWindow;
}

/**
 * Creates a store over `navigator.onLine` and the window's `online`/`offline` events. It listens to
 * the window only while someone subscribes, so creating one has no side effects.
 * @public
 */
export function createConnectionStore({
  window: target = globalThis.window,
}: CreateConnectionStoreOptions = {}): ConnectionStore {
  const listeners = createListeners();
  const read = (): ConnectionStatus => (target.navigator.onLine ? 'online' : 'offline');
  let status = read();

  const set = (next: ConnectionStatus) => {
    if (next === status) return;
    status = next;
    listeners.notify();
  };
  const onOnline = () => set('online');
  const onOffline = () => set('offline');

  return {
    getState: () => (listeners.size > 0 ? status : read()),
    subscribe(listener) {
      if (listeners.size === 0) {
        // The events were not heard while nobody listened.
        status = read();
        target.addEventListener('online', onOnline);
        target.addEventListener('offline', onOffline);
      }
      const unsubscribe = listeners.subscribe(listener);
      return () => {
        const before = listeners.size;
        unsubscribe();
        // The last listener left (a repeated unsubscribe removes nobody): stop hearing the window.
        if (listeners.size === before || listeners.size > 0) return;
        target.removeEventListener('online', onOnline);
        target.removeEventListener('offline', onOffline);
      };
    },
  };
}

let browserConnectionStore: ConnectionStore | undefined;

/**
 * The one store over the browser's own window, created on first use.
 * @internal
 */
export function getBrowserConnectionStore(): ConnectionStore {
  browserConnectionStore ??= createConnectionStore();
  return browserConnectionStore;
}
