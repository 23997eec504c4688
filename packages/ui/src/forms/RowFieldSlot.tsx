import {
  type FieldState,
  type FormField,
  type FormState,
  isRepeatingGroupField,
  type Problem,
} from '@tessera/engine';
import type { FieldRenderer } from '@tessera/react';
import { useCallback, useMemo } from 'react';
import type { RowKeys } from './createRowKeys';
import { FormGridCell } from './FormGridCell';
import { fieldLabel, incorrectTypeProblem } from './fieldLabel';
import type { CellPlacement } from './formGridPlacement';
import { useFormViewContext } from './formViewContext';
import { UnknownFieldType } from './UnknownFieldType';
import { shallowEqual, useFormSlice } from './useFormSlice';

/** Props of {@link RowFieldSlot}. @internal */
export interface RowFieldSlotProps {
  readonly groupId: string;
  /**
   * The row's stable key (`createRowKeys`), not its position: the slot looks the position up
   * when it reads or writes the row, and names its input by the key.
   */
  readonly rowKey: string;
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

function selectRowField(
  group: FieldState | undefined,
  groupId: string,
  index: number,
  fieldId: string,
) {
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
 * A selector of one row field's slice, at the row's current position. While the group's state
 * and the row's position are the same (a change elsewhere in the form), it answers the previous
 * slice without building a new one: every row field of the group runs it on the group's changes.
 */
function createRowFieldSelector(groupId: string, rowKey: string, fieldId: string, keys: RowKeys) {
  let lastGroup: FieldState | undefined;
  let lastIndex = -1;
  let lastSlice: RowFieldSlice | undefined;
  return (state: FormState): RowFieldSlice => {
    const group = state.field(groupId);
    const index = keys.indexOf(rowKey);
    if (lastSlice === undefined || group !== lastGroup || index !== lastIndex) {
      lastGroup = group;
      lastIndex = index;
      lastSlice = selectRowField(group, groupId, index, fieldId);
    }
    return lastSlice;
  };
}

/**
 * One field of one repeating-group row, bound to that row's value and state: an edit goes
 * through `setRowValue`, and the field renders again only when its own slice changes. It knows
 * its row by key, not by position, so when a row is inserted or removed before it (its row
 * moves) it does not render again: its cell's path is relative to the row, whose fieldset
 * carries the row's path (`items[2]`); only renderers reading the position themselves
 * (`useFormActions().row`) render for it.
 * A repeating group inside a row is not supported by the form store (rows hold plain values),
 * so it shows as 'incorrect field type' rather than half-working; containers in a row are laid
 * out by the row (`RepeatingGroupRow`) and never reach a slot.
 * @internal
 */
export function RowFieldSlot({
  groupId,
  rowKey,
  field,
  placement,
  groupDisabled,
}: RowFieldSlotProps) {
  const { store, model, renderers, readOnly, translateProblem } = useFormViewContext();
  const keys = model.rowKeysOf(groupId);
  const select = useMemo(
    () => createRowFieldSelector(groupId, rowKey, field.id, keys),
    [groupId, rowKey, field.id, keys],
  );
  const slice = useFormSlice(model.sourceOf(groupId), select, shallowEqual);
  const onChange = useCallback(
    (value: unknown) => {
      const index = keys.indexOf(rowKey);
      if (readOnly || index < 0) return;
      model.edit(groupId, () => store.setRowValue(groupId, index, field.id, value));
    },
    [store, model, keys, groupId, rowKey, field.id, readOnly],
  );
  if (!slice.visible) return null;
  const Renderer = (renderers as AnyRenderers)[field.type.name];
  if (isRepeatingGroupField(field) || !Renderer || !model.isRegisteredType(field.type.name)) {
    return (
      <FormGridCell placement={placement} path={field.id}>
        <UnknownFieldType
          label={fieldLabel(field)}
          type={field.type.name}
          message={translateProblem(incorrectTypeProblem(field, field.id))}
        />
      </FormGridCell>
    );
  }
  return (
    <FormGridCell placement={placement} path={field.id} invalid={slice.problem !== undefined}>
      <Renderer
        id={`${rowKey}-${field.id}`}
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
