import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';

/** Where a field sits when it is rendered inside a repeating-group row. @public */
export interface FormRowPosition {
  readonly groupId: string;
  readonly index: number;
}

/**
 * What a field's renderer may ask of the form around it: a static button adds a row after its own
 * or removes its own (spec 002 §3 static_button actions). The form view provides it; outside a form
 * (a story, a preview) nothing happens and both calls answer false. Its functions are passed on
 * and called on their own, not as methods of this object: write them as closures.
 * @public
 */
export interface FormActions {
  /** The repeating-group row the field is rendered in; null outside a row. */
  readonly row: FormRowPosition | null;
  /** Inserts an empty row after `afterIndex` (at the end when absent); false at the maximum. */
  addRow(groupId: string, afterIndex?: number): boolean;
  /** Removes the row at `index`; false at the minimum. */
  removeRow(groupId: string, index: number): boolean;
  /** Whether a row may still be added / removed, for hiding buttons (spec 002 §4 Repeating group). */
  canAddRow(groupId: string): boolean;
  canRemoveRow(groupId: string): boolean;
  /**
   * Calls `listener` when the answers of `canAddRow(groupId)` and `canRemoveRow(groupId)` may
   * have changed (the group's rows or row limits changed); returns the unsubscribe. Without it,
   * those answers are read again only when the field renders for another reason.
   */
  subscribeToRows?(groupId: string, listener: () => void): () => void;
  /**
   * The form hides, while its group cannot take the change, every button inside a row of a
   * group that carries `ROW_CHANGE_ATTRIBUTE` ({@link useRowChangeButton}) for that group's rows: one attribute on the
   * group when it reaches a limit, where each button would otherwise render again to hide
   * (99 of them, with a static "add below" button in each row of a full group).
   */
  readonly hidesRowChangeButtons?: boolean;
}

/**
 * The repeating-group row a field is rendered in, as a click uses it: its group, and its
 * position read at the moment of asking. It stays the same object while rows are inserted or
 * removed before it, so a renderer holding it does not render again when its row moves.
 * @public
 */
export interface FormRowHandle {
  readonly groupId: string;
  /**
   * The row's position now. Ask in an event handler (a click), not while rendering: a renderer
   * is not told when its row moves. Renderers that show the position read `useFormActions().row`.
   */
  position(): number;
}

/**
 * The form's actions with the field's row as a {@link FormRowHandle}: the same object while the
 * field's row moves, for renderers that act on their row only when clicked (a static button).
 * @public
 */
export interface FormRowActions extends Omit<FormActions, 'row'> {
  /** The row the field is rendered in; null outside a row. */
  readonly row: FormRowHandle | null;
}

const noFormActions: FormActions = Object.freeze({
  row: null,
  addRow: () => false,
  removeRow: () => false,
  canAddRow: () => false,
  canRemoveRow: () => false,
});

/**
 * The latest actions a provider was given, for the fields that read them: the same object for the
 * provider's life, so a row that moves renews no context value. A changed context value makes
 * React search the provider's whole subtree for readers (a row's fields, deep Fluent trees) on
 * every move; a subscription reaches the few readers directly.
 */
interface ActionsSource {
  get(): FormActions;
  set(actions: FormActions): void;
  subscribe(listener: () => void): () => void;
}

function createActionsSource(initial: FormActions): ActionsSource {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(actions) {
      if (actions === current) return;
      current = actions;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const FormActionsContext = createContext<ActionsSource>(createActionsSource(noFormActions));
const FormRowActionsContext = createContext<FormRowActions>(noFormActions as FormRowActions);

/** Props of {@link FormActionsProvider}. @public */
export interface FormActionsProviderProps {
  readonly actions: FormActions;
  readonly children?: ReactNode;
}

/**
 * Hands the surrounding form's actions (and row position) to the fields below: as they are
 * ({@link useFormActions}, which renders again when the row moves) and with the row as a handle
 * asked at click time ({@link useFormRowActions}, which does not).
 * @public
 */
export function FormActionsProvider({ actions, children }: FormActionsProviderProps) {
  const [source] = useState(() => createActionsSource(actions));
  // Committed, then told to the readers: a click comes after, and so does a handle's question.
  useLayoutEffect(() => source.set(actions), [source, actions]);
  const groupId = actions.row?.groupId ?? null;
  const { addRow, removeRow, canAddRow, canRemoveRow, subscribeToRows, hidesRowChangeButtons } =
    actions;
  // Without a subscription the answers are read when the field renders: a change of them, seen
  // here, must still reach the fields (a moved row's buttons hide at the maximum).
  const answers =
    subscribeToRows || groupId === null ? null : `${canAddRow(groupId)}:${canRemoveRow(groupId)}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `answers` renews the object when canAddRow/canRemoveRow answer differently, for fields that read them while rendering.
  const rowActions = useMemo<FormRowActions>(() => {
    const row: FormRowHandle | null =
      groupId === null
        ? null
        : Object.freeze({ groupId, position: () => source.get().row?.index ?? -1 });
    return Object.freeze({
      row,
      addRow,
      removeRow,
      canAddRow,
      canRemoveRow,
      ...(subscribeToRows ? { subscribeToRows } : {}),
      ...(hidesRowChangeButtons ? { hidesRowChangeButtons } : {}),
    });
  }, [
    source,
    groupId,
    addRow,
    removeRow,
    canAddRow,
    canRemoveRow,
    subscribeToRows,
    hidesRowChangeButtons,
    answers,
  ]);
  return (
    <FormActionsContext.Provider value={source}>
      <FormRowActionsContext.Provider value={rowActions}>{children}</FormRowActionsContext.Provider>
    </FormActionsContext.Provider>
  );
}

/**
 * The actions of the form a field is rendered in, with its row's position; inert outside a form.
 * A renderer using it renders again whenever its row moves: read it to show the position.
 * @public
 */
export function useFormActions(): FormActions {
  const source = useContext(FormActionsContext);
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}

/**
 * The actions of the form a field is rendered in, with its row asked for its position when
 * clicked ({@link FormRowHandle}); inert outside a form. A renderer using it does not render
 * again when rows are inserted or removed before its own.
 * @example
 * const { row, addRow } = useFormRowActions();
 * const onClick = () => row && addRow(row.groupId, row.position());
 * @public
 */
export function useFormRowActions(): FormRowActions {
  return useContext(FormRowActionsContext);
}
