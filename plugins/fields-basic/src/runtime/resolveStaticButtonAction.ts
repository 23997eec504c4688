import type { FormRowActions, FormRowHandle, RowChange } from '@tessera/react';
import type { StaticButtonAction } from '../definitions/staticFields.types';

/**
 * The repeating group a static button acts on: its action's `groupId`, else the group of the row
 * the button sits in; null when there is neither.
 */
export function staticButtonGroupId(
  action: StaticButtonAction,
  row: FormRowHandle | null,
): string | null {
  return action.groupId ?? row?.groupId ?? null;
}

/** The change of rows a static button's action makes; null for an action type it does not know. */
export function staticButtonRowChange(action: StaticButtonAction): RowChange | null {
  switch (action.type) {
    case 'add_repeating_group_item':
      return 'add';
    case 'remove_repeating_group_item':
      return 'remove';
    default:
      return null;
  }
}

/**
 * What a click on a static button does, or null when its action is not possible and the button
 * hides (spec 002 §4 Repeating group: add hidden at the maximum, remove hidden at the minimum —
 * `allowed`: whether the button shows — its group allows its change now, or the form hides it
 * when not). Adding inserts an empty row after the button's own row
 * ("adding inserts an empty row after the chosen row"), or at the end when the button is outside
 * that group's rows; removing needs a row of the group to remove — the button's own. The row's
 * position is asked when the button is clicked: rows inserted or removed before it since it
 * rendered do not send the click to another row.
 */
export function resolveStaticButtonAction(
  action: StaticButtonAction,
  form: FormRowActions,
  allowed: boolean,
): (() => void) | null {
  const groupId = staticButtonGroupId(action, form.row);
  if (groupId === null || !allowed) return null;
  const ownRow = form.row !== null && form.row.groupId === groupId ? form.row : null;
  switch (staticButtonRowChange(action)) {
    case 'add':
      return () => {
        form.addRow(groupId, ownRow?.position());
      };
    case 'remove':
      if (ownRow === null) return null;
      return () => {
        form.removeRow(groupId, ownRow.position());
      };
    default:
      // An action type from newer stored data: nothing to run, so nothing to show.
      return null;
  }
}
