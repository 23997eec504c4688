import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_GRID_COLUMNS } from './formGrid';
import { groupFieldsIntoRows } from './groupFieldsIntoRows';

const field = (id: string, x: number, y: number, width = 3) => ({
  id,
  layout: { x, y, width, height: 9 },
});

describe('groupFieldsIntoRows', () => {
  it('groups fields by row position y and sorts them by x (spec 001 §3.21)', () => {
    const rows = groupFieldsIntoRows([
      field('c', 6, 9),
      field('a', 0, 0),
      field('d', 0, 9),
      field('b', 4, 0),
    ]);
    expect(rows.map((row) => [row.y, row.fields.map((placed) => placed.field.id)])).toEqual([
      [0, ['a', 'b']],
      [9, ['d', 'c']],
    ]);
  });

  it('gives each field its width and the offset from the previous field', () => {
    const [row] = groupFieldsIntoRows([field('a', 1, 0, 2), field('b', 6, 0, 4)]);
    expect(row?.fields.map(({ width, offset }) => ({ width, offset }))).toEqual([
      { width: 2, offset: 1 },
      { width: 4, offset: 3 },
    ]);
  });

  it('clamps a field to the 12 columns: offset + width never passes the grid edge', () => {
    const layout = fc.record({
      x: fc.integer({ min: -2, max: 14 }),
      width: fc.integer({ min: -1, max: 15 }),
    });
    fc.assert(
      fc.property(layout, ({ x, width }) => {
        const [row] = groupFieldsIntoRows([field('a', x, 0, width)]);
        const placed = row?.fields[0];
        return (
          placed !== undefined &&
          placed.width >= 1 &&
          placed.offset >= 0 &&
          placed.offset + placed.width <= FORM_GRID_COLUMNS
        );
      }),
    );
  });

  it('places side-by-side fields so that offsets and widths add up to their x positions', () => {
    const [row] = groupFieldsIntoRows([
      field('a', 0, 0, 3),
      field('b', 3, 0, 3),
      field('c', 9, 0, 3),
    ]);
    expect(row?.fields.map(({ offset }) => offset)).toEqual([0, 0, 3]);
  });

  it('keeps every field exactly once', () => {
    const layouts = fc.array(fc.record({ x: fc.nat(11), y: fc.nat(50) }), { maxLength: 30 });
    fc.assert(
      fc.property(layouts, (items) => {
        const rows = groupFieldsIntoRows(
          items.map((item, index) => field(String(index), item.x, item.y)),
        );
        const ids = rows.flatMap((row) => row.fields.map((placed) => placed.field.id)).sort();
        return (
          ids.join() ===
          items
            .map((_, index) => String(index))
            .sort()
            .join()
        );
      }),
    );
  });
});
