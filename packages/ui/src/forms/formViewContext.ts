import type { FormStore } from '@tessera/engine';
import type { FieldRenderers, FormActions } from '@tessera/react';
import { createContext, useContext } from 'react';
import type { FormViewModel } from './createFormViewModel';
import type { ProblemTranslator } from './translateProblem';

/** What every part of one form view reads: it changes only when the view's props do. @internal */
export interface FormViewContextValue {
  readonly store: FormStore;
  readonly model: FormViewModel;
  /** The model's row actions, or inert ones in a read-only view. */
  readonly actions: FormActions;
  readonly renderers: FieldRenderers;
  readonly readOnly: boolean;
  readonly translateProblem: ProblemTranslator;
}

/** @internal */
export const FormViewContext = createContext<FormViewContextValue | null>(null);

/** The surrounding form view's shared parts. @internal */
export function useFormViewContext(): FormViewContextValue {
  const value = useContext(FormViewContext);
  if (!value) throw new Error('Form parts render inside <FormView>.');
  return value;
}
