import { useCallback, useSyncExternalStore } from 'react';
import { useFormRowActions } from './FormActionsProvider';

/** A change of a repeating group's rows a button makes: adding a row, or removing one. @public */
export type RowChange = 'add' | 'remove';

const noSubscription = () => () => {};

/**
 * Whether `change` is allowed on `groupId` now (its row limits, spec 002 §4: add hidden at the
 * maximum, remove at the minimum), for a renderer that hides its button. It renders again only
 * when this answer changes, told by the form (`FormActions.subscribeToRows`); nothing is allowed
 * without a group or outside a form.
 * @example const canAdd = useRowChangeAllowed(row?.groupId ?? null, 'add');
 * @public
 */
export function useRowChangeAllowed(groupId: string | null, change: RowChange): boolean {
  const { canAddRow, canRemoveRow, subscribeToRows } = useFormRowActions();
  const subscribe = useCallback(
    (listener: () => void) =>
      groupId === null || !subscribeToRows ? noSubscription() : subscribeToRows(groupId, listener),
    [groupId, subscribeToRows],
  );
  return useSyncExternalStore(subscribe, () =>
    groupId === null ? false : change === 'add' ? canAddRow(groupId) : canRemoveRow(groupId),
  );
}
