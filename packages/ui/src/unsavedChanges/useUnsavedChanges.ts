import { useEffect } from 'react';
import { useUnsavedChangesRegistry } from './UnsavedChangesProvider';
import { useUnsavedChangesState } from './useUnsavedChangesState';

/** @public */
export interface UnsavedChanges {
  /** Whether any form holds unsaved changes. */
  hasUnsavedChanges: boolean;
  markUnsaved(formId: string): void;
  markSaved(formId: string): void;
}

/**
 * The app's unsaved changes (spec 000 §4, tracked per form). With a form id and its dirty flag,
 * the form is marked while dirty and cleared when saved or unmounted.
 * @public
 * @example
 * useUnsavedChanges({ formId: form.id, dirty: store.isDirty });
 */
export function useUnsavedChanges(track?: { formId: string; dirty: boolean }): UnsavedChanges {
  const registry = useUnsavedChangesRegistry();
  const { unsavedFormIds } = useUnsavedChangesState(registry);
  const formId = track?.formId;
  const dirty = track?.dirty ?? false;

  useEffect(() => {
    if (formId === undefined || !dirty) return;
    registry.markUnsaved(formId);
    return () => registry.markSaved(formId);
  }, [registry, formId, dirty]);

  return {
    hasUnsavedChanges: unsavedFormIds.length > 0,
    markUnsaved: registry.markUnsaved,
    markSaved: registry.markSaved,
  };
}
