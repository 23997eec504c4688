import type { FormState } from '@tessera/engine';
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
}

/** Creates the field subscriptions over `store`; it subscribes while any slot listens. @internal */
export function createFieldSubscriptions(store: FormStoreSource): FieldSubscriptions {
  const listeners = new Map<string, Set<() => void>>();
  const sources = new Map<string, FormStoreSource>();
  let seen: FormState = store.getState();
  let unsubscribe: (() => void) | null = null;

  const notify = () => {
    const previous = seen;
    seen = store.getState();
    for (const [id, fieldListeners] of listeners) {
      if (previous.field(id) === seen.field(id)) continue;
      for (const listener of [...fieldListeners]) listener();
    }
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
  };
}
