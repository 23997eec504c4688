import { isEmpty } from '../conditions/compareValues';
import { isPlainObject } from '../conditions/definitionReader';
import type { CompileNotes } from './compileQueryFilter';
import type { JoinedList } from './joinedRecord';
import type { CompiledStage, Sink, StageSink } from './pipelineSink';
import type { UnwindStage } from './query.types';
import {
  compileRootReader,
  type Frame,
  type FrameReader,
  type RowShape,
  withOverlay,
} from './rowAccess';

/** The value at `path` from `start` on, through objects only (an array on the way: none). */
function readThroughObjects(value: unknown, path: readonly string[], start: number): unknown {
  let current = value;
  for (let index = start; index < path.length; index += 1) {
    if (!isPlainObject(current) || !Object.hasOwn(current, path[index]!)) return undefined;
    current = current[path[index]!];
  }
  return current;
}

/** A shallow copy of `value` with the value at `path` (from `start`) replaced. */
function replaceAt(value: unknown, path: readonly string[], start: number, item: unknown): unknown {
  if (start === path.length) return item;
  const object = value as Readonly<Record<string, unknown>>;
  const name = path[start]!;
  return { ...object, [name]: replaceAt(object[name], path, start + 1, item) };
}

/** Unwinds a top-level property: the frame goes down once per item, only the slot changing. */
function topLevel(read: FrameReader, slot: number, keepEmpty: boolean, next: Sink): StageSink {
  return {
    open: () => {},
    push(frame) {
      const value = read(frame);
      const previous = frame.slots[slot];
      if (Array.isArray(value) && value.length > 0) {
        for (let index = 0; index < value.length; index += 1) {
          frame.slots[slot] = value[index];
          next.push(frame);
        }
      } else if (!isEmpty(value)) {
        frame.slots[slot] = value;
        next.push(frame);
      } else if (keepEmpty) {
        frame.slots[slot] = null;
        next.push(frame);
      }
      frame.slots[slot] = previous;
    },
    end: () => next.end(),
  };
}

/**
 * Unwinds a lookup's matches (a {@link JoinedList} in the slot): one row per record, the record in
 * the slot — or all of them at once, to a next stage that takes them so (`pushRecords`).
 */
function joinedRecords(slot: number, keepEmpty: boolean, next: Sink): StageSink {
  const pushRecords = next.pushRecords;
  return {
    open: () => {},
    push(frame) {
      const list = frame.slots[slot] as JoinedList;
      if (list.length > 0) {
        if (pushRecords !== undefined) {
          pushRecords(frame, slot, list);
        } else {
          const { records } = list;
          for (let index = 0; index < records.length; index += 1) {
            frame.slots[slot] = records[index];
            next.push(frame);
          }
        }
      } else if (keepEmpty) {
        frame.slots[slot] = null;
        next.push(frame);
      }
      frame.slots[slot] = list;
    },
    end: () => next.end(),
  };
}

/** Unwinds a nested property: each row gets copies of the objects along the path. */
function nested(
  readRoot: FrameReader,
  path: readonly string[],
  slot: number,
  keepEmpty: boolean,
  next: Sink,
): StageSink {
  const parentPath = path.slice(0, -1);
  const place = (frame: Frame, root: unknown, item: unknown) => {
    frame.slots[slot] = replaceAt(root, path, 1, item);
    next.push(frame);
  };
  return {
    open: () => {},
    push(frame) {
      const root = readRoot(frame);
      const value = readThroughObjects(root, path, 1);
      const previous = frame.slots[slot];
      if (Array.isArray(value) && value.length > 0) {
        for (const item of value) place(frame, root, item);
      } else if (!isEmpty(value)) {
        place(frame, root, value);
      } else if (keepEmpty) {
        // A parent that is not an object has no place to hold null: the row passes as it is.
        if (isPlainObject(readThroughObjects(root, parentPath, 1))) place(frame, root, null);
        else {
          frame.slots[slot] = root;
          next.push(frame);
        }
      }
      frame.slots[slot] = previous;
    },
    end: () => next.end(),
  };
}

/**
 * The unwind stage, streaming: one row per item of the array at the path (the item in the
 * array's place), a non-array value as one item, an empty value as no row — or, with
 * `keepEmpty`, one row with null in its place. For a top-level path nothing is allocated: the
 * frame is passed down once per item with only the unwound property changed (unwinding a
 * lookup's matches gives each row one record, still not made a row object).
 * @internal
 */
export function compileUnwindStage(
  stage: UnwindStage,
  shape: RowShape,
  _notes: CompileNotes,
): CompiledStage {
  const { path } = stage;
  const keepEmpty = stage.keepEmpty === true;
  const name = path[0]!;
  const overlay = shape.overlays.get(name);
  if (path.length === 1 && overlay !== undefined && overlay.kind !== 'value') {
    // The items of a lookup's matches are records: they stay records (a record unwound again is
    // one item).
    const { slot } = overlay;
    const out = withOverlay(shape, name, 'record', overlay.extracts);
    if (overlay.kind === 'records') {
      return { shape: out.shape, link: (next) => joinedRecords(out.slot, keepEmpty, next) };
    }
    const read: FrameReader = (frame) => frame.slots[slot];
    return { shape: out.shape, link: (next) => topLevel(read, out.slot, keepEmpty, next) };
  }
  const readRoot = compileRootReader(name, shape);
  const out = withOverlay(shape, name, 'value');
  return {
    shape: out.shape,
    link: (next) =>
      path.length === 1
        ? topLevel(readRoot, out.slot, keepEmpty, next)
        : nested(readRoot, path, out.slot, keepEmpty, next),
  };
}
