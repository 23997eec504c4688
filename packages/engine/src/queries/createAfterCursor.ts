import type { QueryCursorPosition } from './queryCursor';
import type { QueryRecord } from './queryRun.types';
import type { Frame } from './rowAccess';
import type { SortKeySpec } from './sortKeys';
import {
  compareKeys,
  compareText,
  fillOrderKey,
  newOrderKey,
  type OrderKey,
  type TemporalCache,
} from './valueOrder';

// The in-memory side of keyset pagination: where a record stands against a cursor's place in the
// order — its sort keys by the total order (each in its direction), then the ties' order: the
// creation instant (records without one last, as SQL's `created_at` nulls sort), then the id by
// code point (lowercase UUID text orders as PostgreSQL orders the `uuid`). Records come in that
// tie order (`QueryInput.records`), so a page by cursor is the page by number it stands for.

/** A record's creation instant in milliseconds; null without a readable one. */
function creationOf(createdAt: string | null | undefined): number | null {
  if (createdAt === undefined || createdAt === null) return null;
  const time = Date.parse(createdAt);
  return Number.isNaN(time) ? null : time;
}

/** The record's creation instant as cursors write it (`toISOString`), or null. */
function creationText(record: QueryRecord): string | null {
  const time = creationOf(record.createdAt);
  return time === null ? null : new Date(time).toISOString();
}

/**
 * A test of whether the record in `frame` (its base) comes after the cursor's place in the order
 * of `specs`. Read the cursor's keys once; call per record that passed the filters.
 * @internal
 */
export function createAfterCursor(
  position: QueryCursorPosition,
  specs: readonly SortKeySpec[],
  cache: TemporalCache,
): (record: QueryRecord, frame: Frame) => boolean {
  const cursorKeys = specs.map((_, index) =>
    fillOrderKey(position.keys[index], newOrderKey(), cache),
  );
  const signs = specs.map((spec) => (spec.direction === 'desc' ? -1 : 1));
  const cursorCreation = creationOf(position.createdAt);
  const scratch: OrderKey = newOrderKey();
  return (record, frame) => {
    for (let index = 0; index < specs.length; index += 1) {
      const value = specs[index]!.read(frame);
      const order = compareKeys(
        fillOrderKey(value, scratch, cache),
        value,
        cursorKeys[index]!,
        position.keys[index],
        cache,
      );
      if (order !== 0) return order * signs[index]! > 0;
    }
    const creation = creationOf(record.createdAt);
    if (creation !== cursorCreation) {
      if (creation === null) return true;
      if (cursorCreation === null) return false;
      return creation > cursorCreation;
    }
    return compareText(record.id, position.id) > 0;
  };
}

/**
 * The place of `record` (the base of `frame`) in the order of `specs`: what the cursor of the
 * page after it holds, `page` being that page's number.
 * @internal
 */
export function cursorPositionOf(
  record: QueryRecord,
  frame: Frame,
  specs: readonly SortKeySpec[],
  page: number,
): QueryCursorPosition {
  return {
    page,
    // JSON has no `undefined`: a missing value is null, which sorts as the same empty value.
    keys: specs.map((spec) => spec.read(frame) ?? null),
    createdAt: creationText(record),
    id: record.id,
  };
}
