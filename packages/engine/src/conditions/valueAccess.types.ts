/**
 * Where an absolute array access points (spec 001 §3.9): the first item, the item at a 1-based
 * position, the item after a 1-based position, or the last item.
 * @public
 */
export type ArrayPositionType = 'firstItem' | 'atPosition' | 'afterPosition' | 'lastItem';

/**
 * An item counted from the row being computed (`EvaluationContext.rowIndexes`): offset 0 is the
 * same row, -1 the previous one. Without a current row it is the wildcard (every item).
 * @public
 */
export interface RelativeArrayAccess {
  readonly type: 'relative_position';
  /** @default 0 */
  readonly offset?: number;
}

/**
 * An item at a fixed place. `position` is 1-based (minimum 1) and required for `atPosition` and
 * `afterPosition`; `atPosition` 1000 is the wildcard: every item.
 * @public
 */
export interface AbsoluteArrayAccess {
  readonly type: 'absolute_position';
  /** @default 'atPosition' */
  readonly positionType?: ArrayPositionType;
  readonly position?: number;
}

/** Access to one item (or, with the wildcard, every item) of an array. @public */
export type ArrayAccess = RelativeArrayAccess | AbsoluteArrayAccess;

/** One step into a value: a property name of an object, or an array access. @public */
export type AccessPathSegment = string | ArrayAccess;

/**
 * Reads a form field's value, optionally going into it: `{ fieldId: 'items', path:
 * [{ type: 'relative_position' }, 'price'] }` is the price of the current row of a repeating
 * group; `{ fieldId: 'address', path: ['city'] }` a property of an object value.
 * @public
 */
export interface FieldValueAccess {
  readonly fieldId: string;
  readonly path?: readonly AccessPathSegment[];
}
