import type { ConnectionWindow } from './connectionStore';

/** A window stand-in whose connection tests and stories switch by hand. @internal */
export interface ConnectionWindowStub {
  readonly window: ConnectionWindow;
  goOffline(): void;
  goOnline(): void;
}

/**
 * Creates a window stand-in: `navigator.onLine` changes first, then the event fires, as in browsers.
 * @internal
 */
export function createConnectionWindowStub(online = true): ConnectionWindowStub {
  const events = new EventTarget();
  const navigator = { onLine: online };
  const switchTo = (next: boolean) => {
    navigator.onLine = next;
    events.dispatchEvent(new Event(next ? 'online' : 'offline'));
  };
  return {
    window: {
      navigator,
      addEventListener: (type, listener) => events.addEventListener(type, listener),
      removeEventListener: (type, listener) => events.removeEventListener(type, listener),
    },
    goOffline: () => switchTo(false),
    goOnline: () => switchTo(true),
  };
}
