import type { JoinedList } from './joinedRecord';
import type { PipelineRow } from './queryRun.types';
import { type Frame, materializeRow, type RowShape } from './rowAccess';
import type { RunState } from './runState';

// Pipelines run push-based: each stage is a sink that gets rows one by one and pushes what it
// gives to the next. A streaming stage (match, lookup, unwind) passes one frame down per row and
// allocates nothing of its own; a stage that needs every row (sort, group) collects, then pushes
// when its input ends. Push rather than generators: a generator costs an iterator result per row
// and stage, where a push is one call.
//
// The chain of sinks is linked once per compiled pipeline and reused by every run (`open` resets
// a stage's state for a run): the functions rows go through stay the same objects from run to
// run, so the optimised code V8 builds for one run (with the next stage's `push` inlined) still
// holds for the next. Fresh closures per run made every run deoptimise ("wrong call target").

/** Where a stage sends its rows. @internal */
export interface Sink {
  push(frame: Frame): void;
  /**
   * Optional: the rows an unwind makes of a lookup's matches — the frame with each record of
   * `list` in `slot`, in order — at once, as `push` would get them one by one. A stage that can
   * take them together (a group adding up the records' numbers) saves a call and a dispatch per
   * row. The caller restores the slot afterwards.
   */
  pushRecords?(frame: Frame, slot: number, list: JoinedList): void;
  /** The input is over: a collecting stage pushes its rows now, then ends its own output. */
  end(): void;
}

/** A stage's sink: `open` starts a run (before any push). @internal */
export interface StageSink extends Sink {
  open(run: RunState): void;
}

/** A stage compiled once: the shape of its output rows, and its sink in front of `next`. @internal */
export interface CompiledStage {
  readonly shape: RowShape;
  link(next: Sink): StageSink;
}

/** The end of a pipeline: keeps every row of a run as a plain object. @internal */
export interface RowCollector extends StageSink {
  /** The rows of the current run. */
  readonly rows: () => PipelineRow[];
}

/** Creates the end of a pipeline whose rows have `shape`. @internal */
export function collectRows(shape: RowShape): RowCollector {
  let rows: PipelineRow[] = [];
  return {
    open: () => {
      rows = [];
    },
    push: (frame) => {
      rows.push(materializeRow(frame, shape));
    },
    end: () => {},
    rows: () => rows,
  };
}
