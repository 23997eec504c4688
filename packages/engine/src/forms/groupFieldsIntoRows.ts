import { FORM_GRID_COLUMNS } from './formGrid';

/** Where a field sits on the form grid (spec 002 §3: position x and y, width, height). @public */
export interface FieldLayout {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A field placed in a row: its width and the empty columns before it. @public */
export interface PlacedField<TField> {
  readonly field: TField;
  readonly width: number;
  /** Empty columns between the previous field of the row (or the row start) and this one. */
  readonly offset: number;
}

/** One row of the form: the fields sharing a y position, left to right. @public */
export interface FormRow<TField> {
  readonly y: number;
  readonly fields: readonly PlacedField<TField>[];
}

/**
 * Groups fields into rows by their y position and sorts each row by x, giving every field its
 * width and offset (spec 001 §3.21, 002 §3) — the layout a renderer without a grid engine uses,
 * e.g. on a phone. Widths are clamped to the 12-column grid; overlapping fields get offset 0.
 * @public
 */
export function groupFieldsIntoRows<TField extends { readonly layout: FieldLayout }>(
  fields: readonly TField[],
): FormRow<TField>[] {
  const rows = new Map<number, TField[]>();
  for (const field of fields) {
    const row = rows.get(field.layout.y);
    if (row) row.push(field);
    else rows.set(field.layout.y, [field]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([y, rowFields]) => {
      const sorted = [...rowFields].sort((a, b) => a.layout.x - b.layout.x);
      let nextFreeColumn = 0;
      const placed = sorted.map((field) => {
        const x = clamp(field.layout.x, 0, FORM_GRID_COLUMNS - 1);
        const width = clamp(field.layout.width, 1, FORM_GRID_COLUMNS - x);
        const offset = Math.max(0, x - nextFreeColumn);
        nextFreeColumn = Math.max(nextFreeColumn, x + width);
        return { field, width, offset };
      });
      return { y, fields: placed };
    });
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(value)));
}
