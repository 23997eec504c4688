import type { FormField, FormState } from '@tessera/engine';
import type { FieldRenderer } from '@tessera/react';
import { useCallback } from 'react';
import { FormGridCell } from './FormGridCell';
import { fieldLabel, incorrectTypeProblem } from './fieldLabel';
import type { CellPlacement } from './formGridPlacement';
import { useFormViewContext } from './formViewContext';
import { UnknownFieldType } from './UnknownFieldType';
import { useFormSlice } from './useFormSlice';

/** Props of {@link FormFieldSlot}. @internal */
export interface FormFieldSlotProps {
  readonly field: FormField;
  readonly placement: CellPlacement;
}

/** Every renderer, whatever its options and value: the registry matched them by type name. */
type AnyRenderers = Readonly<Record<string, FieldRenderer | undefined>>;

/**
 * One field of the form bound to its own state in the store: it renders again only when that
 * state changes (its value, visibility, required, disabled, problems), so a keystroke renders
 * the field typed in and the fields depending on it, not the form; and only those changes reach
 * it (`FormViewModel.sourceOf`), so a keystroke costs what it changed, whatever the form's size.
 * Hidden fields render nothing.
 * @internal
 */
export function FormFieldSlot({ field, placement }: FormFieldSlotProps) {
  const { store, model, renderers, readOnly, translateProblem } = useFormViewContext();
  const select = useCallback((state: FormState) => state.field(field.id), [field.id]);
  const state = useFormSlice(model.sourceOf(field.id), select);
  const onChange = useCallback(
    (value: unknown) => {
      if (!readOnly) model.edit(field.id, () => store.setValue(field.id, value));
    },
    [store, model, field.id, readOnly],
  );
  if (!state?.visible) return null;
  const Renderer = (renderers as AnyRenderers)[field.type.name];
  if (state.typeProblem || !Renderer) {
    const problem = state.typeProblem ?? incorrectTypeProblem(field, field.id);
    return (
      <FormGridCell placement={placement} path={field.id}>
        <UnknownFieldType
          label={fieldLabel(field)}
          type={field.type.name}
          message={translateProblem(problem)}
        />
      </FormGridCell>
    );
  }
  const problem = state.problems[0];
  return (
    <FormGridCell placement={placement} path={field.id} invalid={problem !== undefined}>
      <Renderer
        id={field.id}
        label={fieldLabel(field)}
        options={model.optionsOf(field)}
        value={state.value}
        onChange={onChange}
        disabled={state.disabled}
        required={state.required}
        readOnly={readOnly}
        errorText={problem && translateProblem(problem, field.type.name)}
      />
    </FormGridCell>
  );
}
