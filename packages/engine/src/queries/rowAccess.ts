import { generatedPropertyReader } from './generatedPropertyReader';
import type { Extracts, JoinedList, JoinedRecord } from './joinedRecord';
import type { PipelineRow, QueryRecord } from './queryRun.types';

// How stages read rows without copying them. A row in flight is a `Frame`: its base (a record as
// the caller gave it, or a plain row) and the values earlier stages laid over it by slot (a
// lookup's matches, an unwound item). What a name means at each stage — a record's `$id`, a data
// property, an overlay — is worked out once when compiling (a `RowShape`), so reading a field is
// a property read or two. Records brought in by a lookup stay records in their overlay until a
// row is needed as an object: a sort, a condition reading the whole row, the pipeline's end
// ("late materialization"), where each record becomes its row once.

/** A row in flight; streaming stages pass one frame down, changing only their own slot. @internal */
export interface Frame {
  base: unknown;
  readonly slots: unknown[];
}

/**
 * What an overlay slot holds: a JSON value, one joined record (an unwound lookup match) or a list
 * of them (a lookup's matches, a `JoinedList`).
 * @internal
 */
export type OverlayKind = 'value' | 'record' | 'records';

/** One property laid over the base. @internal */
export interface Overlay {
  readonly slot: number;
  readonly kind: OverlayKind;
  /** For records brought by a lookup: the values taken out of them. */
  readonly extracts?: Extracts;
}

/** What the rows at a point of a pipeline look like, known when compiling. @internal */
export interface RowShape {
  /** `record`: the base is a {@link QueryRecord}; `row`: a plain row. */
  readonly base: 'record' | 'row';
  /** Property names laid over the base. */
  readonly overlays: ReadonlyMap<string, Overlay>;
  /** The next free slot. */
  readonly nextSlot: number;
}

/** Reads a value from a frame; a missing part reads as undefined. @internal */
export type FrameReader = (frame: Frame) => unknown;

/** Records as the caller gives them. @internal */
export const RECORD_SHAPE: RowShape = Object.freeze({
  base: 'record',
  overlays: new Map<string, Overlay>(),
  nextSlot: 0,
});

/** Plain rows, as a sort, a group or a union gives them. @internal */
export const ROW_SHAPE: RowShape = Object.freeze({
  base: 'row',
  overlays: new Map<string, Overlay>(),
  nextSlot: 0,
});

/**
 * The shape with `name` laid over the rows as `kind`, and its slot (an earlier overlay of the
 * name keeps its slot).
 * @internal
 */
export function withOverlay(
  shape: RowShape,
  name: string,
  kind: OverlayKind,
  extracts?: Extracts,
): { shape: RowShape; slot: number } {
  const existing = shape.overlays.get(name);
  const slot = existing?.slot ?? shape.nextSlot;
  const overlays = new Map(shape.overlays);
  overlays.set(name, extracts === undefined ? { slot, kind } : { slot, kind, extracts });
  return {
    shape: { base: shape.base, overlays, nextSlot: existing ? shape.nextSlot : shape.nextSlot + 1 },
    slot,
  };
}

/** A new frame over `base`. @internal */
export function createFrame(base: unknown = undefined): Frame {
  return { base, slots: [] };
}

// Names every object inherits: reading them must check the object's own properties.
function isInherited(name: string): boolean {
  return name in Object.prototype;
}

/** The own property `name` of a JSON value; an array is read item by item. @internal */
export function readProperty(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) return collectProperty(value, name);
  return Object.hasOwn(value, name) ? (value as Record<string, unknown>)[name] : undefined;
}

/**
 * An array met on a path is read item by item: the values found are collected into one list,
 * and values that are lists themselves give their items (PostgreSQL's lax JSON path `$.a[*].b[*]`).
 */
function collectProperty(items: readonly unknown[], name: string): unknown[] {
  const found: unknown[] = [];
  for (const item of items) {
    const value = readProperty(item, name);
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const part of value) found.push(part);
    else found.push(value);
  }
  return found;
}

/** Reads `segments` from `start` on into a JSON value. @internal */
export function readSegments(value: unknown, segments: readonly string[], start: number): unknown {
  let current = value;
  for (let index = start; index < segments.length && current !== undefined; index += 1) {
    current = readProperty(current, segments[index]!);
  }
  return current;
}

/** The property `name` of a record's row, read without making the row. @internal */
export function readRecordProperty(record: QueryRecord, name: string): unknown {
  if (name === '$id') return record.id;
  if (name === '$createdAt') return record.createdAt;
  const data = record.data;
  if (typeof data !== 'object' || data === null) return undefined;
  return isInherited(name) ? readProperty(data, name) : data[name];
}

/** A reader of one name of a record, specialised once. */
function recordNameReader(name: string): (record: QueryRecord) => unknown {
  if (name === '$id') return (record) => record.id;
  if (name === '$createdAt') return (record) => record.createdAt;
  if (isInherited(name)) return (record) => readProperty(record.data, name);
  const generated = generatedPropertyReader<QueryRecord>('record', name);
  if (generated !== undefined) return generated;
  return (record) => {
    const data = record.data;
    return typeof data === 'object' && data !== null ? data[name] : undefined;
  };
}

/**
 * A reader of one name of the record in a frame, in one closure (the commonest read of all: one
 * call, not a frame reader calling a record reader).
 */
function recordFrameReader(name: string): FrameReader {
  if (name === '$id') return (frame) => (frame.base as QueryRecord).id;
  if (name === '$createdAt') return (frame) => (frame.base as QueryRecord).createdAt;
  if (isInherited(name)) return (frame) => readProperty((frame.base as QueryRecord).data, name);
  const generated = generatedPropertyReader<Frame>('frameRecord', name);
  if (generated !== undefined) return generated;
  return (frame) => {
    const data = (frame.base as QueryRecord).data;
    return typeof data === 'object' && data !== null ? data[name] : undefined;
  };
}

/**
 * The row of a record: its data with `$id` and, when known, `$createdAt` (they win over data
 * properties of those names, which provider fields cannot have).
 * @internal
 */
export function recordRow(record: QueryRecord): PipelineRow {
  const data = typeof record.data === 'object' && record.data !== null ? record.data : {};
  return record.createdAt === undefined
    ? { ...data, $id: record.id }
    : { ...data, $id: record.id, $createdAt: record.createdAt };
}

const sharedRows = (joined: JoinedList): PipelineRow[] => joined.records.map((item) => item.row());

/** The JSON value an overlay holds (joined records made rows). @internal */
export function overlayValue(value: unknown, kind: OverlayKind): unknown {
  if (kind === 'value' || value === undefined || value === null) return value;
  return kind === 'record' ? (value as JoinedRecord).row() : sharedRows(value as JoinedList);
}

/** Steps into objects by property name (the conditions' rule: arrays and scalars end it). @internal */
export function readStrictSteps(value: unknown, steps: readonly string[], start: number): unknown {
  let current = value;
  for (let index = start; index < steps.length; index += 1) {
    const step = steps[index]!;
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    if (!Object.hasOwn(current, step)) return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

/** Reads a path inside a record by the conditions' rule; missing is null. @internal */
export function strictRecordReader(path: readonly string[]): (record: QueryRecord) => unknown {
  return (record) => {
    const value = readStrictSteps(readRecordProperty(record, path[0]!), path, 1);
    return value === undefined ? null : value;
  };
}

/** Reads an extract (a path inside a record) the lax way of query paths. @internal */
export function laxRecordReader(path: readonly string[]): (record: QueryRecord) => unknown {
  const first = recordNameReader(path[0]!);
  return path.length === 1 ? first : (record) => readSegments(first(record), path, 1);
}

/** Reads the top-level property `name` of the rows of `shape`, as JSON. @internal */
export function compileRootReader(name: string, shape: RowShape): FrameReader {
  const overlay = shape.overlays.get(name);
  if (overlay !== undefined) {
    const { slot, kind } = overlay;
    if (kind === 'value') return (frame) => frame.slots[slot];
    return (frame) => overlayValue(frame.slots[slot], kind);
  }
  if (shape.base === 'record') return recordFrameReader(name);
  if (isInherited(name)) return (frame) => readProperty(frame.base, name);
  return (
    generatedPropertyReader<Frame>('row', name) ??
    ((frame) => (frame.base as Record<string, unknown>)[name])
  );
}

/** Reads the path's second name from a JSON value. */
function secondReader(name: string): (value: unknown) => unknown {
  if (isInherited(name)) return (value) => readProperty(value, name);
  return (value) => {
    if (typeof value !== 'object' || value === null) return undefined;
    return Array.isArray(value)
      ? readProperty(value, name)
      : (value as Record<string, unknown>)[name];
  };
}

/**
 * Compiles a path from the row (its first name a data property, `$id` or `$createdAt`, or a
 * property a stage laid over the row) into a reader of JSON values.
 * @internal
 */
export function compileRowPath(path: readonly string[], shape: RowShape): FrameReader {
  const overlay = shape.overlays.get(path[0]!);
  if (overlay !== undefined && overlay.kind !== 'value' && path.length > 1) {
    // A path into joined records: its value is taken out once per record by the lookup.
    const { slot } = overlay;
    const at = overlay.extracts!.indexPath(path.slice(1), false);
    if (overlay.kind === 'record') {
      return (frame) => {
        const joined = frame.slots[slot] as JoinedRecord | null | undefined;
        return joined === null || joined === undefined ? undefined : joined.value(at);
      };
    }
    return (frame) => {
      const list = frame.slots[slot] as JoinedList | null | undefined;
      if (list === null || list === undefined) return undefined;
      const found: unknown[] = [];
      for (const joined of list.records) {
        const part = joined.value(at);
        if (part === undefined) continue;
        if (Array.isArray(part)) for (const item of part) found.push(item);
        else found.push(part);
      }
      return found;
    };
  }
  if (overlay === undefined && shape.base === 'record' && path.length === 2) {
    const first = recordNameReader(path[0]!);
    const second = secondReader(path[1]!);
    return (frame) => second(first(frame.base as QueryRecord));
  }
  const root = compileRootReader(path[0]!, shape);
  if (path.length === 1) return root;
  if (path.length === 2) {
    const second = secondReader(path[1]!);
    return (frame) => second(root(frame));
  }
  return (frame) => readSegments(root(frame), path, 1);
}

/**
 * The plain row a frame stands for: the base's row with the overlays written over it (a shallow
 * copy; nested values are shared).
 * @internal
 */
export function materializeRow(frame: Frame, shape: RowShape): PipelineRow {
  const base =
    shape.base === 'record' ? recordRow(frame.base as QueryRecord) : (frame.base as PipelineRow);
  if (shape.overlays.size === 0) return base;
  const row: Record<string, unknown> =
    shape.base === 'record' ? (base as Record<string, unknown>) : { ...base };
  for (const [name, { slot, kind }] of shape.overlays) {
    row[name] = overlayValue(frame.slots[slot], kind);
  }
  return row;
}
