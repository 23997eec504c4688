import { useSyncExternalStore } from 'react';
import type { UnsavedChangesRegistry, UnsavedChangesState } from './createUnsavedChangesRegistry';

/** The registry's state, re-rendering when a form is marked or the leave question changes. @internal */
export function useUnsavedChangesState(registry: UnsavedChangesRegistry): UnsavedChangesState {
  return useSyncExternalStore(registry.subscribe, registry.getState, registry.getState);
}
