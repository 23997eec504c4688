import type { Problem } from '../plugins/problem';

/** The state of one field of one repeating-group row. @public */
export interface RowFieldState {
  readonly visible: boolean;
  readonly required: boolean;
  readonly disabled: boolean;
  readonly changedByUser: boolean;
}

/** The states of one row's fields, by template field id. @public */
export type RowState = Readonly<Record<string, RowFieldState>>;

/** The state of one form field. @public */
export interface FieldState {
  readonly value: unknown;
  readonly visible: boolean;
  readonly required: boolean;
  readonly disabled: boolean;
  /** The person changed this field: its default no longer follows its sources. */
  readonly changedByUser: boolean;
  /** A method computing this field's value has not answered yet (server-side methods). */
  readonly pending: boolean;
  /** Problems of the last validation; empty until the form is validated. */
  readonly problems: readonly Problem[];
  /** A repeating group's row states, one per row; absent for other fields. */
  readonly rows?: readonly RowState[];
  /** Set when no plugin registered the field's type: the form shows 'incorrect field type'. */
  readonly typeProblem: Problem | null;
}

/**
 * The state of a form, as its store hands it out: a new object per change, never mutated. Read one
 * field with `field(id)` / `value(id)` (constant time); `fields` and `values` build the whole
 * records on first read.
 * @public
 */
export interface FormState {
  /** One field's state; undefined for an unknown id. */
  field(id: string): FieldState | undefined;
  /** One field's value; undefined for an unknown id. */
  value(id: string): unknown;
  /** Field states by form field id (containers have none; a repeating group holds its rows). */
  readonly fields: Readonly<Record<string, FieldState>>;
  /** Field values by form field id: the values conditions and methods read. */
  readonly values: Readonly<Record<string, unknown>>;
  readonly variables: Readonly<Record<string, unknown>>;
  /** Some value differs from what the form was opened with. */
  readonly dirty: boolean;
  /** Circular dependencies met so far (spec 001 §4), for the designer's console. */
  readonly warnings: readonly string[];
}
