import { type CompileNotes, compileQueryFilter, type FramePredicate } from './compileQueryFilter';
import type { CompiledStage } from './pipelineSink';
import type { MatchStage } from './query.types';
import type { RowShape } from './rowAccess';

/** The match stage: passes on the rows its filter holds for, streaming. @internal */
export function compileMatchStage(
  stage: MatchStage,
  shape: RowShape,
  notes: CompileNotes,
): CompiledStage {
  const plan = compileQueryFilter(stage.filter, shape, notes);
  return {
    shape,
    link(next) {
      let test: FramePredicate | null = null;
      return {
        open(run) {
          test = plan.bind(run);
        },
        push(frame) {
          if (test === null || test(frame)) next.push(frame);
        },
        end: () => next.end(),
      };
    },
  };
}
