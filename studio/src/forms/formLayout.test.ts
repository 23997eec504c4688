import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bottomRow,
  clampLayout,
  type GridPlaced,
  type GridPlacement,
  layoutsOverlap,
  moveBy,
  placeAt,
  resizeBy,
  settleLayout,
} from './formLayout';

const at = (id: string, x: number, y: number, width = 3, height = 9): GridPlaced => ({
  id,
  layout: { x, y, width, height },
});

function expectValid(placement: GridPlacement) {
  const layouts = [...placement.entries()];
  for (const [, layout] of layouts) {
    expect(layout.x).toBeGreaterThanOrEqual(0);
    expect(layout.width).toBeGreaterThanOrEqual(1);
    expect(layout.x + layout.width).toBeLessThanOrEqual(12);
    expect(layout.y).toBeGreaterThanOrEqual(0);
    expect(layout.height).toBeGreaterThanOrEqual(1);
  }
  for (const [i, [idA, a]] of layouts.entries()) {
    for (const [idB, b] of layouts.slice(i + 1)) {
      expect(layoutsOverlap(a, b), `${idA} overlaps ${idB}`).toBe(false);
    }
  }
}

const layoutArb = fc.record({
  x: fc.integer({ min: -3, max: 14 }),
  y: fc.integer({ min: -3, max: 60 }),
  width: fc.integer({ min: -1, max: 14 }),
  height: fc.integer({ min: 0, max: 30 }),
});
const itemsArb = fc
  .array(layoutArb, { maxLength: 12 })
  .map((layouts) => layouts.map((layout, index) => ({ id: `f${index}`, layout })));

const withPlacement = (items: readonly GridPlaced[], placement: GridPlacement) =>
  items.map((item) => ({ ...item, layout: placement.get(item.id) ?? item.layout }));

describe('clampLayout (spec 002 §3: 12 columns, width 1 to 12)', () => {
  it('keeps a field inside the grid, moving it left rather than narrowing it', () => {
    expect(clampLayout({ x: 10, y: 0, width: 4, height: 9 })).toEqual({
      x: 8,
      y: 0,
      width: 4,
      height: 9,
    });
    expect(clampLayout({ x: -2, y: -1, width: 20, height: 0 })).toEqual({
      x: 0,
      y: 0,
      width: 12,
      height: 1,
    });
  });
});

describe('settleLayout', () => {
  it('pushes a field in the way below the one that keeps its place', () => {
    const placement = settleLayout([at('a', 0, 0), at('b', 1, 5)], ['b']);
    expect(placement.get('b')).toEqual({ x: 1, y: 5, width: 3, height: 9 });
    expect(placement.get('a')).toEqual({ x: 0, y: 14, width: 3, height: 9 });
  });

  it('leaves fields that do not touch where they are', () => {
    const items = [at('a', 0, 0), at('b', 3, 0), at('c', 0, 9, 12)];
    const placement = settleLayout(items);
    for (const item of items) expect(placement.get(item.id)).toEqual(item.layout);
  });

  it('property: whatever the input, fields never overlap and stay in 12 columns', () => {
    fc.assert(
      fc.property(itemsArb, fc.array(fc.nat(11), { maxLength: 3 }), (items, picks) => {
        const priority = picks.map((index) => `f${index}`);
        const placement = settleLayout(items, priority);
        expect(placement.size).toBe(items.length);
        expectValid(placement);
      }),
    );
  });
});

describe('moveBy (issue 8: arrow keys move a selected field by one cell)', () => {
  it('moves one column right and one row down', () => {
    expect(moveBy([at('a', 0, 0)], ['a'], 1, 0).get('a')).toMatchObject({ x: 1, y: 0 });
    expect(moveBy([at('a', 0, 0)], ['a'], 0, 1).get('a')).toMatchObject({ x: 0, y: 1 });
  });

  it('stops at the grid edges', () => {
    expect(moveBy([at('a', 0, 0)], ['a'], -1, -1).get('a')).toMatchObject({ x: 0, y: 0 });
    expect(moveBy([at('a', 9, 0)], ['a'], 1, 0).get('a')).toMatchObject({ x: 9 });
  });

  it('moves a selection together; the step shrinks so none leaves the grid', () => {
    const placement = moveBy([at('a', 0, 0), at('b', 8, 0)], ['a', 'b'], 2, 0);
    expect(placement.get('a')).toMatchObject({ x: 1 });
    expect(placement.get('b')).toMatchObject({ x: 9 });
  });

  it('moving up into a field above swaps their order', () => {
    const placement = moveBy([at('a', 0, 0), at('b', 0, 9)], ['b'], 0, -1);
    expect(placement.get('b')).toMatchObject({ y: 8 });
    expect(placement.get('a')).toMatchObject({ y: 17 });
  });

  it('property: after any moves the layout stays valid', () => {
    fc.assert(
      fc.property(
        itemsArb,
        fc.array(
          fc.record({
            pick: fc.nat(11),
            dx: fc.integer({ min: -2, max: 2 }),
            dy: fc.integer({ min: -2, max: 2 }),
          }),
          { maxLength: 10 },
        ),
        (start, moves) => {
          let items = withPlacement(start, settleLayout(start));
          for (const move of moves) {
            const placement = moveBy(items, [`f${move.pick}`], move.dx, move.dy);
            expectValid(placement);
            items = withPlacement(items, placement);
          }
        },
      ),
    );
  });
});

describe('resizeBy and placeAt', () => {
  it('grows a field up to the right edge and never below one cell', () => {
    expect(resizeBy([at('a', 6, 0)], 'a', 10, 0).get('a')).toMatchObject({ width: 6 });
    expect(resizeBy([at('a', 0, 0)], 'a', -5, -20).get('a')).toMatchObject({
      width: 1,
      height: 1,
    });
  });

  it('a resized field pushes the field it grows into down', () => {
    const placement = resizeBy([at('a', 0, 0), at('b', 0, 9)], 'a', 0, 3);
    expect(placement.get('b')).toMatchObject({ y: 12 });
  });

  it('property: placing any field anywhere keeps the layout valid', () => {
    fc.assert(
      fc.property(itemsArb, fc.nat(11), layoutArb, (start, pick, layout) => {
        const items = withPlacement(start, settleLayout(start));
        expectValid(placeAt(items, `f${pick}`, layout));
      }),
    );
  });
});

describe('bottomRow', () => {
  it('is the first row under every field', () => {
    expect(bottomRow([])).toBe(0);
    expect(bottomRow([at('a', 0, 0), at('b', 3, 4, 3, 18)])).toBe(22);
  });
});
