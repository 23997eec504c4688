import { createContext, type ReactNode, useContext } from 'react';

/** Where a field sits when it is rendered inside a repeating-group row. @public */
export interface FormRowPosition {
  readonly groupId: string;
  readonly index: number;
}

/**
 * What a field's renderer may ask of the form around it: a static button adds a row after its own
 * or removes its own (spec 002 §3 static_button actions). The form view provides it; outside a form
 * (a story, a preview) nothing happens and both calls answer false.
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
}

const noFormActions: FormActions = Object.freeze({
  row: null,
  addRow: () => false,
  removeRow: () => false,
  canAddRow: () => false,
  canRemoveRow: () => false,
});

const FormActionsContext = createContext<FormActions>(noFormActions);

/** Props of {@link FormActionsProvider}. @public */
export interface FormActionsProviderProps {
  readonly actions: FormActions;
  readonly children?: ReactNode;
}

/** Hands the surrounding form's actions (and row position) to the fields below. @public */
export function FormActionsProvider({ actions, children }: FormActionsProviderProps) {
  return <FormActionsContext.Provider value={actions}>{children}</FormActionsContext.Provider>;
}

/** The actions of the form a field is rendered in; inert outside a form. @public */
export function useFormActions(): FormActions {
  return useContext(FormActionsContext);
}
