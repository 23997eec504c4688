import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useRef } from 'react';

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

const FormActionsContext = createContext<FormActions>(noFormActions);
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
  // The position a handle answers: the one this provider last committed (a click comes after).
  const latest = useRef(actions.row);
  useLayoutEffect(() => {
    latest.current = actions.row;
  });
  const groupId = actions.row?.groupId ?? null;
  const { addRow, removeRow, canAddRow, canRemoveRow, subscribeToRows } = actions;
  // Without a subscription the answers are read when the field renders: a change of them, seen
  // here, must still reach the fields (a moved row's buttons hide at the maximum).
  const answers =
    subscribeToRows || groupId === null ? null : `${canAddRow(groupId)}:${canRemoveRow(groupId)}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `answers` renews the object when canAddRow/canRemoveRow answer differently, for fields that read them while rendering.
  const rowActions = useMemo<FormRowActions>(() => {
    const row: FormRowHandle | null =
      groupId === null
        ? null
        : Object.freeze({ groupId, position: () => latest.current?.index ?? -1 });
    return Object.freeze({
      row,
      addRow,
      removeRow,
      canAddRow,
      canRemoveRow,
      ...(subscribeToRows ? { subscribeToRows } : {}),
    });
  }, [groupId, addRow, removeRow, canAddRow, canRemoveRow, subscribeToRows, answers]);
  return (
    <FormActionsContext.Provider value={actions}>
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
  return useContext(FormActionsContext);
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
