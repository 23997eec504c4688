import {
  FORM_GRID_COLUMNS,
  FORM_GRID_ROW_HEIGHT_PX,
  type FormField,
  groupFieldsIntoRows,
} from '@tessera/engine';

/** Where one field's cell goes in its row of the 12-column grid. @internal */
export interface CellPlacement {
  /** CSS `grid-column`: from its column, spanning its width (`4 / span 3`). */
  readonly column: string;
  /** The least height of the cell: the field's layout height in 10 px grid rows. */
  readonly minHeightPx: number;
}

/** One row of the form grid: its fields, left to right, each with its cell. @internal */
export interface PlacedRow {
  readonly y: number;
  readonly cells: readonly { readonly field: FormField; readonly placement: CellPlacement }[];
}

/**
 * The active fields of a form (or of a container, or a row template) in rows: grouped by y,
 * sorted by x, each with its width and offset (spec 002 §3, `groupFieldsIntoRows`), turned into
 * grid columns. A field that overlaps the one before it starts where that one ends; one that
 * would then run past column 12 spans its width from the start of a line of its own.
 * @internal
 */
export function placeFormFields(fields: readonly FormField[]): PlacedRow[] {
  const active = fields.filter((field) => field.status === 'active');
  return groupFieldsIntoRows(active).map((row) => {
    let nextFreeColumn = 0;
    const cells = row.fields.map(({ field, width, offset }) => {
      const start = nextFreeColumn + offset;
      const fits = start + width <= FORM_GRID_COLUMNS;
      nextFreeColumn = fits ? start + width : width;
      return {
        field,
        placement: {
          column: fits ? `${start + 1} / span ${width}` : `1 / span ${width}`,
          minHeightPx: Math.max(1, field.layout.height) * FORM_GRID_ROW_HEIGHT_PX,
        },
      };
    });
    return { y: row.y, cells };
  });
}

/**
 * The least height of placed rows, without the gaps between them: each row as tall as its
 * tallest cell's minimum height. What a grid of fields is before its content says otherwise.
 * @internal
 */
export function minGridHeightPx(rows: readonly PlacedRow[]): number {
  return rows.reduce((sum, row) => sum + rowMinHeightPx(row), 0);
}

/** The least height of one placed row: its tallest cell's minimum height. @internal */
export function rowMinHeightPx(row: PlacedRow): number {
  return Math.max(0, ...row.cells.map((cell) => cell.placement.minHeightPx));
}
