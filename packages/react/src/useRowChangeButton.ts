import { useFormRowActions } from './FormActionsProvider';
import { type RowChange, useRowChangeAllowed } from './useRowChangeAllowed';

/**
 * The attribute (`add` or `remove`) of a button inside a repeating-group row that changes that
 * group's rows: a form that `hidesRowChangeButtons` hides it, by the group's own attributes,
 * while the group is at the limit of that change.
 * @public
 */
export const ROW_CHANGE_ATTRIBUTE = 'data-tessera-row-change';

/** Whether to render a row button, and the attributes to put on it. @public */
export interface RowChangeButton {
  readonly rendered: boolean;
  readonly attributes: Readonly<Partial<Record<typeof ROW_CHANGE_ATTRIBUTE, RowChange>>>;
}

const unmarked = Object.freeze({});
const hidden: RowChangeButton = Object.freeze({ rendered: false, attributes: unmarked });
const shown: RowChangeButton = Object.freeze({ rendered: true, attributes: unmarked });
const marked: Readonly<Record<RowChange, RowChangeButton>> = Object.freeze({
  add: Object.freeze({
    rendered: true,
    attributes: Object.freeze({ [ROW_CHANGE_ATTRIBUTE]: 'add' }),
  }),
  remove: Object.freeze({
    rendered: true,
    attributes: Object.freeze({ [ROW_CHANGE_ATTRIBUTE]: 'remove' }),
  }),
});

/**
 * A button that makes `change` on the rows of `groupId` (spec 002 §4: add hidden at the
 * maximum, remove at the minimum). Inside a row of that very group, in a form that
 * `hidesRowChangeButtons`, it is always rendered, marked with {@link ROW_CHANGE_ATTRIBUTE}, and the
 * form hides it: a group reaching its limit then renders none of its rows' buttons. Anywhere else
 * it is rendered while {@link useRowChangeAllowed} says so, and renders again when that changes.
 * Spread `attributes` on the button.
 * @example
 * const button = useRowChangeButton(row?.groupId ?? null, 'add');
 * return button.rendered ? <Button {...button.attributes} onClick={add}>Dodaj</Button> : null;
 * @public
 */
export function useRowChangeButton(groupId: string | null, change: RowChange): RowChangeButton {
  const { row, hidesRowChangeButtons } = useFormRowActions();
  const hiddenByGroup =
    hidesRowChangeButtons === true && groupId !== null && row?.groupId === groupId;
  const allowed = useRowChangeAllowed(hiddenByGroup ? null : groupId, change);
  if (hiddenByGroup) return marked[change];
  return allowed ? shown : hidden;
}
