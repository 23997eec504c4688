import type { FieldState, FormState, FormStore, Problem } from '@tessera/engine';

/** A form store that also shows the problems the server found when it refused a save. */
export interface ServerCheckedFormStore extends FormStore {
  /**
   * Shows the server's problems on their fields, as the form's own validation shows its own
   * (paths `field` or `group[row].child`); they stay until the next validation.
   */
  setServerProblems(problems: readonly Problem[]): void;
}

const belongsTo = (problem: Problem, fieldId: string) =>
  problem.path === fieldId || problem.path.startsWith(`${fieldId}[`);

/** A snapshot of the store with the server's problems added to its fields' own. */
function withProblems(base: FormState, problems: readonly Problem[]): FormState {
  const fieldCache = new Map<string, FieldState | undefined>();
  const field = (id: string): FieldState | undefined => {
    if (fieldCache.has(id)) return fieldCache.get(id);
    const state = base.field(id);
    const own = problems.filter((problem) => belongsTo(problem, id));
    const merged =
      state === undefined || own.length === 0
        ? state
        : { ...state, problems: [...state.problems, ...own] };
    fieldCache.set(id, merged);
    return merged;
  };
  let fields: Readonly<Record<string, FieldState>> | undefined;
  return {
    field,
    value: (id) => base.value(id),
    get fields() {
      fields ??= Object.fromEntries(
        Object.keys(base.fields).map((id) => [id, field(id) as FieldState]),
      );
      return fields;
    },
    get values() {
      return base.values;
    },
    get variables() {
      return base.variables;
    },
    get dirty() {
      return base.dirty;
    },
    get warnings() {
      return base.warnings;
    },
  };
}

/**
 * Wraps a form store so a save refused by the server (422, spec 002 §4) shows its problems on
 * the fields exactly like the form's own: the form view, `useFormInvalid` and the focus on the
 * first problem read them from the state. The engine store keeps only its own validation's
 * problems; the wrapper lays the server's over each snapshot (one derived snapshot per store
 * snapshot, so `useSyncExternalStore` sees a stable one) and forgets them when the form is
 * validated again.
 */
export function withServerProblems(store: FormStore): ServerCheckedFormStore {
  let problems: readonly Problem[] = [];
  let derived: { base: FormState; problems: readonly Problem[]; state: FormState } | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const getState = (): FormState => {
    const base = store.getState();
    if (problems.length === 0) return base;
    if (derived?.base !== base || derived.problems !== problems) {
      derived = { base, problems, state: withProblems(base, problems) };
    }
    return derived.state;
  };

  return {
    ...store,
    getState,
    subscribe(listener) {
      listeners.add(listener);
      const unsubscribe = store.subscribe(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
    validate() {
      problems = [];
      return store.validate();
    },
    setServerProblems(next) {
      problems = [...next];
      notify();
    },
  };
}
