import type { Problem } from '../plugins/problem';

/** The state of one field of one repeating-group row. @public */
export interface RowFieldState {
  readonly visible: boolean;
  readonly required: boolean;
  readonly disabled: boolean;
  readonly changedByUser: boolean;
}

/**
 * How many rows a repeating group may hold now: its `minRowsCount` and `maxRowsCount` methods'
 * answers, floored, between 0 and 100 rows (spec 002 §3, §5), the maximum never below the
 * minimum. A limit that cannot be computed yet (a server-side method) counts as none (0, 100).
 * @public
 */
export interface RowLimits {
  readonly min: number;
  readonly max: number;
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
  /**
   * Problems of the last validation, and those laid on the field since (`setExternalProblems`);
   * empty until the form is validated. A repeating group holds its rows' problems too.
   */
  readonly problems: readonly Problem[];
  /** A repeating group's row states, one per row; absent for other fields. */
  readonly rows?: readonly RowState[];
  /**
   * A repeating group's row limits, kept up to date as their methods' sources change: `addRow`
   * refuses at the maximum, `removeRow` at the minimum; absent for other fields.
   */
  readonly rowLimits?: RowLimits;
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
  /**
   * The form holds unsaved changes: a value the person changed differs from the value the form
   * opened with. The person changes a field with `setValue`, and a repeating group also by
   * editing, adding or removing its rows; a change undone (the same value again) no longer
   * counts, nor does a field hidden and reset by its condition. Values that follow the person's
   * changes (defaults, row defaults) count through the change they follow.
   */
  readonly dirty: boolean;
  /** Circular dependencies met so far (spec 001 §4), for the designer's console. */
  readonly warnings: readonly string[];
}
