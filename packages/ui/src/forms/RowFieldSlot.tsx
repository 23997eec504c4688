import {
  type FormField,
  type FormState,
  isContainerField,
  isRepeatingGroupField,
  type Problem,
} from '@tessera/engine';
import type { FieldRenderer } from '@tessera/react';
import { useCallback } from 'react';
import { FormGridCell } from './FormGridCell';
import { fieldLabel, incorrectTypeProblem } from './fieldLabel';
import type { CellPlacement } from './formGridPlacement';
import { useFormViewContext } from './formViewContext';
import { UnknownFieldType } from './UnknownFieldType';
import { shallowEqual, useFormSlice } from './useFormSlice';

/** Props of {@link RowFieldSlot}. @internal */
export interface RowFieldSlotProps {
  readonly groupId: string;
  readonly index: number;
  readonly field: FormField;
  readonly placement: CellPlacement;
  /** The group itself is disabled: so is every field of its rows. */
  readonly groupDisabled: boolean;
}

/** What a row field reads from the store: its value and state in its own row. */
interface RowFieldSlice {
  readonly value: unknown;
  readonly visible: boolean;
  readonly required: boolean;
  readonly disabled: boolean;
  readonly problem: Problem | undefined;
}

type AnyRenderers = Readonly<Record<string, FieldRenderer | undefined>>;

function selectRowField(state: FormState, groupId: string, index: number, fieldId: string) {
  const group = state.field(groupId);
  const rows = Array.isArray(group?.value) ? (group.value as Record<string, unknown>[]) : [];
  const rowState = group?.rows?.[index]?.[fieldId];
  const path = `${groupId}[${index}].${fieldId}`;
  return {
    value: rows[index]?.[fieldId] ?? null,
    visible: rowState?.visible ?? true,
    required: rowState?.required ?? false,
    disabled: rowState?.disabled ?? false,
    problem: group?.problems.find((problem) => problem.path === path),
  } satisfies RowFieldSlice;
}

/**
 * One field of one repeating-group row, bound to that row's value and state: an edit goes
 * through `setRowValue`, and the field renders again only when its own slice changes.
 * Structural fields inside rows are not supported by the form store (it computes a row's
 * template fields only), so they show as 'incorrect field type' rather than half-working.
 * @internal
 */
export function RowFieldSlot({
  groupId,
  index,
  field,
  placement,
  groupDisabled,
}: RowFieldSlotProps) {
  const { store, model, renderers, readOnly, translateProblem } = useFormViewContext();
  const select = useCallback(
    (state: FormState) => selectRowField(state, groupId, index, field.id),
    [groupId, index, field.id],
  );
  const slice = useFormSlice(store, select, shallowEqual);
  const onChange = useCallback(
    (value: unknown) => {
      if (!readOnly) store.setRowValue(groupId, index, field.id, value);
    },
    [store, groupId, index, field.id, readOnly],
  );
  if (!slice.visible) return null;
  const path = `${groupId}[${index}].${field.id}`;
  const Renderer = (renderers as AnyRenderers)[field.type.name];
  const structural = isRepeatingGroupField(field) || isContainerField(field);
  if (structural || !Renderer || !model.isRegisteredType(field.type.name)) {
    return (
      <FormGridCell placement={placement} path={path}>
        <UnknownFieldType
          label={fieldLabel(field)}
          type={field.type.name}
          message={translateProblem(incorrectTypeProblem(field, path))}
        />
      </FormGridCell>
    );
  }
  return (
    <FormGridCell placement={placement} path={path} invalid={slice.problem !== undefined}>
      <Renderer
        id={`${groupId}-${index}-${field.id}`}
        label={fieldLabel(field)}
        options={model.optionsOf(field)}
        value={slice.value}
        onChange={onChange}
        disabled={groupDisabled || slice.disabled}
        required={slice.required}
        readOnly={readOnly}
        errorText={slice.problem && translateProblem(slice.problem, field.type.name)}
      />
    </FormGridCell>
  );
}
