/** The row limits of a repeating group, as the form view reads them. @public */
export interface RowLimits {
  readonly min: number;
  readonly max: number;
}

/** Which of the add and remove buttons a place of a repeating group shows. @public */
export interface RowControls {
  readonly add: boolean;
  readonly remove: boolean;
}

const none: RowControls = Object.freeze({ add: false, remove: false });

/**
 * The buttons a repeating group shows at one place (spec 002 §4): "Add button hidden at the
 * maximum; remove button hidden at the minimum; a button may show only in the last row; with
 * zero rows only add is shown unless the maximum is reached." `index` is the row's position, or
 * null for the place of an empty group.
 * @public
 */
export function rowControls(
  rowCount: number,
  index: number | null,
  limits: RowLimits,
): RowControls {
  if (rowCount === 0) return { add: limits.max > 0, remove: false };
  if (index !== rowCount - 1) return none;
  return { add: rowCount < limits.max, remove: rowCount > limits.min };
}
