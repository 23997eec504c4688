import { FORM_GRID_COLUMNS, type FormFieldLayout } from '@tessera/engine';

/** Something placed on the form grid: a field's id and where it sits. */
export interface GridPlaced {
  readonly id: string;
  readonly layout: FormFieldLayout;
}

/** Layouts by field id, as the grid should show them. */
export type GridPlacement = ReadonlyMap<string, FormFieldLayout>;

const whole = (value: number, min: number) =>
  Number.isFinite(value) ? Math.max(min, Math.trunc(value)) : min;

/**
 * A layout inside the 12-column grid (spec 002 §3: width 1 to 12, x + width at most 12): whole
 * cells, x from 0, y from 0, height at least 1. A field wider than the room left of x keeps its
 * width and moves left.
 */
export function clampLayout(layout: FormFieldLayout): FormFieldLayout {
  const width = Math.min(FORM_GRID_COLUMNS, whole(layout.width, 1));
  const x = Math.min(FORM_GRID_COLUMNS - width, whole(layout.x, 0));
  return { x, y: whole(layout.y, 0), width, height: whole(layout.height, 1) };
}

/** Whether two layouts share at least one cell. */
export function layoutsOverlap(a: FormFieldLayout, b: FormFieldLayout): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The first free row below every field (0 on an empty grid). */
export function bottomRow(items: readonly GridPlaced[]): number {
  return items.reduce((bottom, item) => Math.max(bottom, item.layout.y + item.layout.height), 0);
}

/**
 * Where every field ends up once the fields in `priority` keep their (clamped) places: the others,
 * top to bottom, move down just far enough to clear what is already placed. The result never
 * overlaps and never leaves the 12 columns; fields are only ever pushed down, never sideways, so
 * a designer's columns stay as they were.
 */
export function settleLayout(
  items: readonly GridPlaced[],
  priority: readonly string[] = [],
): GridPlacement {
  const first = new Set(priority);
  const order = [
    ...priority.flatMap((id) => items.filter((item) => item.id === id)),
    ...items
      .filter((item) => !first.has(item.id))
      .sort((a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x),
  ];
  const placed = new Map<string, FormFieldLayout>();
  for (const item of order) {
    if (placed.has(item.id)) continue;
    let layout = clampLayout(item.layout);
    for (;;) {
      const blocking = [...placed.values()].filter((other) => layoutsOverlap(layout, other));
      if (blocking.length === 0) break;
      const below = Math.max(...blocking.map((other) => other.y + other.height));
      layout = { ...layout, y: below };
    }
    placed.set(item.id, layout);
  }
  return placed;
}

/**
 * Moves the fields `ids` together by whole cells (the arrow keys: one column or one 10 px row).
 * The step shrinks so the group stays inside the grid; fields in the way are pushed down.
 */
export function moveBy(
  items: readonly GridPlaced[],
  ids: readonly string[],
  dx: number,
  dy: number,
): GridPlacement {
  const moving = items.filter((item) => ids.includes(item.id));
  if (moving.length === 0) return settleLayout(items);
  const minX = Math.min(...moving.map((item) => item.layout.x));
  const maxRight = Math.max(...moving.map((item) => item.layout.x + item.layout.width));
  const minY = Math.min(...moving.map((item) => item.layout.y));
  const stepX = Math.max(-minX, Math.min(FORM_GRID_COLUMNS - maxRight, dx));
  const stepY = Math.max(-minY, dy);
  const moved = items.map((item) =>
    ids.includes(item.id)
      ? { ...item, layout: { ...item.layout, x: item.layout.x + stepX, y: item.layout.y + stepY } }
      : item,
  );
  return settleLayout(moved, ids);
}

/** Resizes one field by whole cells (width within the grid, height at least one row). */
export function resizeBy(
  items: readonly GridPlaced[],
  id: string,
  dWidth: number,
  dHeight: number,
): GridPlacement {
  const moved = items.map((item) =>
    item.id === id
      ? {
          ...item,
          layout: {
            ...item.layout,
            width: Math.max(
              1,
              Math.min(FORM_GRID_COLUMNS - item.layout.x, item.layout.width + dWidth),
            ),
            height: Math.max(1, item.layout.height + dHeight),
          },
        }
      : item,
  );
  return settleLayout(moved, [id]);
}

/** Puts one field at a layout (a drop, a drag, a resize, the size inputs); others make room. */
export function placeAt(
  items: readonly GridPlaced[],
  id: string,
  layout: FormFieldLayout,
): GridPlacement {
  return settleLayout(
    items.map((item) => (item.id === id ? { ...item, layout } : item)),
    [id],
  );
}
