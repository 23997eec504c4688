import type { FormDefinition, FormStore, Problem } from '@tessera/engine';
import type { FieldRenderers } from '@tessera/react';
import type { Ref } from 'react';

/** What a form screen can ask of its {@link FormView}. @public */
export interface FormViewHandle {
  /**
   * Validates the form (`store.validate()`), shows the problems at once and, when there are
   * any, scrolls to and focuses the first field showing one — the save sequence's check
   * (spec 002 §4). Returns the problems: save only when there are none.
   */
  validate(): readonly Problem[];
  /** Scrolls to and focuses the first field showing a problem; false when no field shows one. */
  focusFirstProblem(): boolean;
}

/** Props of {@link FormView}. @public */
export interface FormViewProps {
  /** The form definition the store was created from. */
  readonly definition: FormDefinition;
  readonly store: FormStore;
  /**
   * Runtime components by field type name, every plugin's map spread into one
   * (`{ ...fieldsBasicRenderers, ...fieldsChoiceRenderers }`). Keep the object stable: a new
   * one renders every field again. Repeating groups and containers are laid out by the view.
   */
  readonly renderers: FieldRenderers;
  /** Shows the values without letting them change: renderers get `readOnly`, no row buttons. */
  readonly readOnly?: boolean;
  readonly className?: string;
  readonly ref?: Ref<FormViewHandle>;
}
