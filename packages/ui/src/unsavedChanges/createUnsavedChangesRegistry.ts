import { createListeners } from '@tessera/client';

/** @public */
export interface UnsavedChangesState {
  /** The forms with changes not saved yet, in the order they were marked. */
  readonly unsavedFormIds: readonly string[];
  /** Whether a navigation waits for the user to confirm leaving. */
  readonly leavePending: boolean;
}

/**
 * Which forms hold unsaved changes (spec 000 §4: tracked per form), and the one pending question
 * "leave anyway?". Framework-free: forms mark themselves, the route guard asks, a dialog answers.
 * @public
 */
export interface UnsavedChangesRegistry {
  getState(): UnsavedChangesState;
  subscribe(listener: () => void): () => void;
  markUnsaved(formId: string): void;
  markSaved(formId: string): void;
  hasUnsavedChanges(): boolean;
  /**
   * Resolves `true` at once when nothing is unsaved; otherwise raises the question and resolves
   * with the user's answer (see `answerLeave`). Leaving forgets the unsaved forms.
   */
  confirmLeave(): Promise<boolean>;
  /** The user's answer to the pending question. */
  answerLeave(leave: boolean): void;
}

/**
 * Creates an unsaved-changes registry; an app makes one (see `createAppServices`).
 * @public
 * @example
 * const registry = createUnsavedChangesRegistry();
 * registry.markUnsaved('form-1');
 * if (await registry.confirmLeave()) navigate('/demo/start');
 */
export function createUnsavedChangesRegistry(): UnsavedChangesRegistry {
  const listeners = createListeners();
  let state: UnsavedChangesState = { unsavedFormIds: [], leavePending: false };
  let waiting: ((leave: boolean) => void)[] = [];

  function update(next: UnsavedChangesState): void {
    state = next;
    listeners.notify();
  }

  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    markUnsaved(formId) {
      if (state.unsavedFormIds.includes(formId)) return;
      update({ ...state, unsavedFormIds: [...state.unsavedFormIds, formId] });
    },
    markSaved(formId) {
      if (!state.unsavedFormIds.includes(formId)) return;
      update({ ...state, unsavedFormIds: state.unsavedFormIds.filter((id) => id !== formId) });
    },
    hasUnsavedChanges: () => state.unsavedFormIds.length > 0,
    confirmLeave() {
      if (state.unsavedFormIds.length === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        // A second navigation while the question is open waits for the same answer.
        waiting.push(resolve);
        if (!state.leavePending) update({ ...state, leavePending: true });
      });
    },
    answerLeave(leave) {
      if (!state.leavePending) return;
      const resolvers = waiting;
      waiting = [];
      update({ unsavedFormIds: leave ? [] : state.unsavedFormIds, leavePending: false });
      for (const resolve of resolvers) resolve(leave);
    },
  };
}
