import type { CompileNotes } from './compileQueryFilter';
import type { CompiledStage } from './pipelineSink';
import type { Sorting, SortStage } from './query.types';
import type { PipelineRow } from './queryRun.types';
import { compileRowPath, createFrame, materializeRow, ROW_SHAPE, type RowShape } from './rowAccess';
import { type SortKeySpec, SortKeys } from './sortKeys';

/** Compiles sort keys for rows of `shape`. @internal */
export function compileSorting(sorting: readonly Sorting[], shape: RowShape): SortKeySpec[] {
  return sorting.map((key) => ({
    read: compileRowPath(key.fieldAccess.path, shape),
    direction: key.direction ?? 'asc',
  }));
}

/**
 * The sort stage: keeps every row (as a plain object) with its keys, then pushes them in order.
 * A stable sort: rows with equal keys keep their order.
 * @internal
 */
export function compileSortStage(
  stage: SortStage,
  shape: RowShape,
  _notes: CompileNotes,
): CompiledStage {
  const specs = compileSorting(stage.sorting, shape);
  return {
    shape: ROW_SHAPE,
    link(next) {
      let rows: PipelineRow[] = [];
      let keys: SortKeys | undefined;
      return {
        open(run) {
          rows = [];
          keys = new SortKeys(specs, run.temporal);
        },
        push(frame) {
          rows.push(materializeRow(frame, shape));
          keys!.add(frame);
        },
        end() {
          const frame = createFrame();
          for (const position of keys!.order()) {
            frame.base = rows[position];
            next.push(frame);
          }
          next.end();
        },
      };
    },
  };
}
