/** Columns of the form grid (spec 002 §3: widths range 1 to 12). @public */
export const FORM_GRID_COLUMNS = 12;

/** Height of one grid row in pixels (spec 002 §3). @public */
export const FORM_GRID_ROW_HEIGHT_PX = 10;

/** Size of a field on the form grid, in columns and rows. @public */
export interface FieldSize {
  readonly width: number;
  readonly height: number;
}

/** Size of a field whose type names no default of its own: width 3, height 9 (spec 002 §3). @public */
export const DEFAULT_FIELD_SIZE: FieldSize = Object.freeze({ width: 3, height: 9 });
