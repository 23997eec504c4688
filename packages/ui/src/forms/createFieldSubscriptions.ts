import type { FormState } from '@tessera/engine';
import { afterNextPaint, type CancelScheduled, type Schedule } from './afterNextPaint';
import type { FormStoreSource } from './useFormSlice';

/**
 * One subscription to a form store for every field slot of a view, passing each change on only
 * to the slots of the fields whose state it replaced. The store tells each subscriber about every
 * change, so a form of a thousand fields (a repeating group of 100 rows) would run a thousand
 * selectors per keystroke to find the ten fields that changed; a field's state is a new object
 * whenever anything of it changed, so comparing the states of the watched fields finds them, and
 * all the slots of a group's rows share the group's one comparison.
 * @internal
 */
export interface FieldSubscriptions {
  /**
   * The store as the slots of field `id` read it: the same state, but `subscribe` hears only of
   * the changes that gave the field a new state. The same object for the same id.
   */
  sourceOf(id: string): FormStoreSource;
  /**
   * Runs `change` (a user's edit of field `id`: a keystroke) so that the slots of `id` hear of
   * it at once and the other slots whose state it replaced (its dependants) after the browser's
   * next paint. The typed character is on screen in the frame of the keystroke, whatever the
   * number of fields that follow it (the Interaction to Next Paint of the edit); the dependants
   * show their new values one frame later. Every other change (validation, rows, a preload)
   * reaches all slots at once, and so do pending ones with it.
   */
  edit(id: string, change: () => void): void;
}

/**
 * Creates the field subscriptions over `store`; it subscribes while any slot listens.
 * `schedule` runs the dependants' delivery after an edit (tests pass their own clock).
 * @internal
 */
export function createFieldSubscriptions(
  store: FormStoreSource,
  schedule: Schedule = afterNextPaint,
): FieldSubscriptions {
  const listeners = new Map<string, Set<() => void>>();
  const sources = new Map<string, FormStoreSource>();
  // The state every slot has heard of; during and after an edit, the edited field's slots have
  // heard of a later one, until the delivery catches the others up.
  let seen: FormState = store.getState();
  let unsubscribe: (() => void) | null = null;
  let editing: string | null = null;
  let pending: CancelScheduled | null = null;

  const tell = (id: string) => {
    const fieldListeners = listeners.get(id);
    if (fieldListeners) for (const listener of [...fieldListeners]) listener();
  };

  const deliver = () => {
    pending?.();
    pending = null;
    const previous = seen;
    seen = store.getState();
    for (const id of [...listeners.keys()]) {
      if (previous.field(id) !== seen.field(id)) tell(id);
    }
  };

  const notify = () => {
    if (editing === null) {
      deliver();
      return;
    }
    // A slot that hears of a state it already has does not render again (`useFormSlice`).
    if (seen.field(editing) !== store.getState().field(editing)) tell(editing);
    pending ??= schedule(deliver);
  };

  const subscribe = (id: string, listener: () => void) => {
    if (unsubscribe === null) {
      seen = store.getState();
      unsubscribe = store.subscribe(notify);
    }
    let fieldListeners = listeners.get(id);
    if (!fieldListeners) {
      fieldListeners = new Set();
      listeners.set(id, fieldListeners);
    }
    fieldListeners.add(listener);
    return () => {
      fieldListeners.delete(listener);
      if (fieldListeners.size === 0) listeners.delete(id);
      if (listeners.size === 0 && unsubscribe !== null) {
        unsubscribe();
        unsubscribe = null;
        pending?.();
        pending = null;
      }
    };
  };

  return {
    sourceOf(id) {
      let source = sources.get(id);
      if (!source) {
        source = {
          getState: () => store.getState(),
          subscribe: (listener) => subscribe(id, listener),
        };
        sources.set(id, source);
      }
      return source;
    },
    edit(id, change) {
      const outer = editing;
      editing = id;
      try {
        change();
      } finally {
        editing = outer;
      }
    },
  };
}
