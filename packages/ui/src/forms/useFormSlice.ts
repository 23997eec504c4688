import type { FormState, FormStore } from '@tessera/engine';
import { useRef, useSyncExternalStore } from 'react';

/** What a form view reads from a form store. */
export type FormStoreSource = Pick<FormStore, 'getState' | 'subscribe'>;

/**
 * Reads a slice of a form store and re-renders only when the slice changes. Unlike `useStore`
 * of `@tessera/react`, it takes an equality check, so a selector may build a small object (a row
 * field's value and state) and still hand React the previous one when nothing in it changed.
 * @internal
 */
export function useFormSlice<TSlice>(
  store: FormStoreSource,
  select: (state: FormState) => TSlice,
  isEqual: (previous: TSlice, next: TSlice) => boolean = Object.is,
): TSlice {
  const cache = useRef<{
    state: FormState;
    select: (state: FormState) => TSlice;
    slice: TSlice;
  } | null>(null);
  const getSnapshot = () => {
    const state = store.getState();
    const previous = cache.current;
    if (previous && previous.state === state && previous.select === select) return previous.slice;
    const next = select(state);
    if (!previous) {
      cache.current = { state, select, slice: next };
      return next;
    }
    // Updated in place, no object per call: a group's change reaches every field of its rows.
    if (!isEqual(previous.slice, next)) previous.slice = next;
    previous.state = state;
    previous.select = select;
    return previous.slice;
  };
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

/** Equal when both objects hold the same values under the same keys (compared with `Object.is`). @internal */
export function shallowEqual<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof T)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is(a[key], b[key]));
}
