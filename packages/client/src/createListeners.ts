/**
 * The listeners of a store (`subscribe`/`getState` for `useSyncExternalStore`) or of an event.
 * @public
 */
export interface Listeners<Value = void> {
  /** Adds a listener; the returned function removes it again. */
  subscribe(listener: (value: Value) => void): () => void;
  /** Calls every listener, in the order they subscribed. */
  notify(value: Value): void;
  /** Removes every listener, as a controller's `destroy` does. */
  clear(): void;
  /** How many listeners there are. */
  readonly size: number;
}

/**
 * Creates an empty set of listeners. A listener that unsubscribes, or subscribes another, while
 * being notified does not change who this notification reaches.
 * @public
 * @example
 * const listeners = createListeners();
 * const store = { getState: () => state, subscribe: listeners.subscribe };
 * state = next;
 * listeners.notify();
 */
export function createListeners<Value = void>(): Listeners<Value> {
  const listeners = new Set<(value: Value) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify(value) {
      for (const listener of [...listeners]) listener(value);
    },
    clear() {
      listeners.clear();
    },
    get size() {
      return listeners.size;
    },
  };
}
