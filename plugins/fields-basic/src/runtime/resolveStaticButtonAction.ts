import type { FormActions } from '@tessera/react';
import type { StaticButtonAction } from '../definitions/staticFields.types';

/**
 * What a click on a static button does, or null when its action is not possible and the button
 * hides (spec 002 §4 Repeating group: add hidden at the maximum, remove hidden at the minimum).
 * The group is the action's `groupId`, else the group of the row the button sits in. Adding
 * inserts an empty row after the button's own row ("adding inserts an empty row after the chosen
 * row"), or at the end when the button is outside that group's rows; removing needs a row of the
 * group to remove — the button's own.
 */
export function resolveStaticButtonAction(
  action: StaticButtonAction,
  form: FormActions,
): (() => void) | null {
  const row = form.row;
  const groupId = action.groupId ?? row?.groupId ?? null;
  if (groupId === null) return null;
  const ownRow = row !== null && row.groupId === groupId ? row.index : null;
  switch (action.type) {
    case 'add_repeating_group_item':
      if (!form.canAddRow(groupId)) return null;
      return () => {
        form.addRow(groupId, ownRow ?? undefined);
      };
    case 'remove_repeating_group_item':
      if (ownRow === null || !form.canRemoveRow(groupId)) return null;
      return () => {
        form.removeRow(groupId, ownRow);
      };
    default:
      // An action type from newer stored data: nothing to run, so nothing to show.
      return null;
  }
}
