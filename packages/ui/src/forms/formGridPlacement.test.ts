import type { FormField } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { placeFormFields } from './formGridPlacement';

const field = (id: string, x: number, y: number, width: number, height = 9): FormField => ({
  id,
  name: id,
  status: 'active',
  type: { name: 'text' },
  layout: { x, y, width, height },
});

describe('placeFormFields', () => {
  it('"Fields are grouped by row position y and sorted by x; each has a width and an offset"', () => {
    const rows = placeFormFields([
      field('city', 6, 9, 6),
      field('street', 0, 0, 8),
      field('zip', 2, 9, 3),
    ]);
    expect(
      rows.map((row) => row.cells.map((cell) => [cell.field.id, cell.placement.column])),
    ).toEqual([
      [['street', '1 / span 8']],
      [
        ['zip', '3 / span 3'],
        ['city', '7 / span 6'],
      ],
    ]);
  });

  it('"Grid row height 10 px": a cell is at least its layout height tall', () => {
    const [row] = placeFormFields([field('notes', 0, 0, 12, 18)]);
    expect(row?.cells[0]?.placement.minHeightPx).toBe(180);
  });

  it('places an overlapping field after the one before it, on a new line when it cannot fit', () => {
    const [row] = placeFormFields([field('a', 0, 0, 4), field('b', 2, 0, 4), field('c', 3, 0, 6)]);
    expect(row?.cells.map((cell) => cell.placement.column)).toEqual([
      '1 / span 4',
      '5 / span 4',
      '1 / span 6',
    ]);
  });

  it('leaves out inactive fields', () => {
    const inactive = { ...field('old', 0, 0, 3), status: 'inactive' } as FormField;
    expect(placeFormFields([inactive, field('new', 3, 0, 3)])[0]?.cells).toHaveLength(1);
  });
});
