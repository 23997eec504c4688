import type { Store } from '@tessera/engine';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Reads an engine store (or a slice of it) and re-renders when it changes.
 * The selector must return a stable value for an unchanged state (a field, not a new object).
 * @example const count = useStore(counterStore);
 * @public
 */
export function useStore<TState, TSlice = TState>(
  store: Store<TState>,
  selector: (state: TState) => TSlice = identity as (state: TState) => TSlice,
): TSlice {
  const getSnapshot = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

function identity<T>(value: T): T {
  return value;
}
