import { type CompileNotes, compileQueryFilter, type FilterPlan } from './compileQueryFilter';
import type { CompiledStage } from './pipelineSink';
import type { UnionStage } from './query.types';
import type { PipelineRow } from './queryRun.types';
import {
  compileRowPath,
  createFrame,
  type Frame,
  type FrameReader,
  RECORD_SHAPE,
  ROW_SHAPE,
  type RowShape,
} from './rowAccess';
import type { RunState } from './runState';

interface Projection {
  readonly name: string;
  readonly readers: readonly FrameReader[];
}

/**
 * The union stage: each row of the pipeline, then the records of every source in order (each
 * source in its own order, filtered by its filter), reduced to the common fields; a missing value
 * is null. With `sourcePropertyName`, each row also tells its source's name.
 * @internal
 */
export function compileUnionStage(
  stage: UnionStage,
  shape: RowShape,
  notes: CompileNotes,
): CompiledStage {
  const names = stage.commonFields.map((field) => field.propertyName);
  const projection = (sourceName: string, sourceShape: RowShape): Projection => ({
    name: sourceName,
    readers: stage.commonFields.map((field) =>
      compileRowPath(field.paths?.[sourceName] ?? [field.propertyName], sourceShape),
    ),
  });
  const input = projection(stage.inputSource.name, shape);
  const sources = stage.sources.map((source) => {
    notes.providers.add(source.fromProviderId);
    return {
      providerId: source.fromProviderId,
      projection: projection(source.name, RECORD_SHAPE),
      filter:
        source.filter === undefined
          ? undefined
          : (compileQueryFilter(source.filter, RECORD_SHAPE, notes) as FilterPlan),
    };
  });
  const sourceProperty = stage.sourcePropertyName;
  const project = (frame: Frame, { name, readers }: Projection): PipelineRow => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < readers.length; index += 1) {
      row[names[index]!] = readers[index]!(frame) ?? null;
    }
    if (sourceProperty !== undefined) row[sourceProperty] = name;
    return row;
  };
  return {
    shape: ROW_SHAPE,
    link(next) {
      const out = createFrame();
      const scratch = createFrame();
      let run: RunState | undefined;
      return {
        open(current) {
          run = current;
        },
        push(frame) {
          out.base = project(frame, input);
          next.push(out);
        },
        end() {
          for (const source of sources) {
            const test = source.filter?.bind(run!) ?? null;
            for (const record of run!.records(source.providerId)) {
              scratch.base = record;
              if (test !== null && !test(scratch)) continue;
              out.base = project(scratch, source.projection);
              next.push(out);
            }
          }
          next.end();
        },
      };
    },
  };
}
