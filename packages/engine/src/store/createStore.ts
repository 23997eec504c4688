/** A framework-free observable state container. @public */
export interface Store<TState> {
  getState(): TState;
  /** Replaces the state; listeners run only when the new state is a different object. */
  setState(next: TState | ((previous: TState) => TState)): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/**
 * Creates a store. React binds to it with `useSyncExternalStore` (see `@tessera/react`).
 * @example const counter = createStore(0); counter.setState((n) => n + 1);
 * @public
 */
export function createStore<TState>(initialState: TState): Store<TState> {
  let state = initialState;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(next) {
      const value =
        typeof next === 'function' ? (next as (previous: TState) => TState)(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
