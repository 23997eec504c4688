import { DefinitionError, type DefinitionIssue } from '../definitions/definitionError';
import { validateDefinition } from '../definitions/validateDefinition';
import { createDependencySink, sealDependencies } from '../host/dependencies';
import type { CompileNotes } from './compileQueryFilter';
import { compileGroupStage } from './groupStage';
import { compileLookupStage } from './lookupStage';
import { compileMatchStage } from './matchStage';
import { type CompiledStage, collectRows, type StageSink } from './pipelineSink';
import type { PipelineDefinition, PipelineStage } from './query.types';
import { featureIssues } from './queryRules';
import type {
  CompiledPipeline,
  PipelineRow,
  QueryCompileOptions,
  QueryDependencies,
  QueryInput,
  QueryRecord,
} from './queryRun.types';
import { createFrame, RECORD_SHAPE, type RowShape } from './rowAccess';
import { createRunState } from './runState';
import { compileSortStage } from './sortStage';
import { compileUnionStage } from './unionStage';
import { compileUnwindStage } from './unwindStage';

/** Creates the notes a compile collects into. @internal */
export function createCompileNotes(): CompileNotes {
  return { providers: new Set(), dependencies: createDependencySink() };
}

/** The dependencies of a compiled query or pipeline. @internal */
export function sealQueryDependencies(
  fromProviderId: string,
  notes: CompileNotes,
): QueryDependencies {
  const sealed = sealDependencies(notes.dependencies);
  return Object.freeze({
    providers: Object.freeze([...new Set([fromProviderId, ...notes.providers])]),
    fields: sealed.fields,
    context: sealed.context,
  });
}

function compileStage(stage: PipelineStage, shape: RowShape, notes: CompileNotes): CompiledStage {
  switch (stage.type) {
    case 'match':
      return compileMatchStage(stage, shape, notes);
    case 'lookup':
      return compileLookupStage(stage, shape, notes);
    case 'sort':
      return compileSortStage(stage, shape, notes);
    case 'group':
      return compileGroupStage(stage, shape, notes);
    case 'unwind':
      return compileUnwindStage(stage, shape, notes);
    case 'union':
      return compileUnionStage(stage, shape, notes);
  }
}

/** A validated pipeline's stages compiled in order; `run` pushes the records through. @internal */
export function buildPipeline(
  fromProviderId: string,
  stages: readonly PipelineStage[],
  notes: CompileNotes,
): (input: QueryInput) => readonly PipelineRow[] {
  let shape: RowShape = RECORD_SHAPE;
  const compiled = stages.map((stage) => {
    const stageCompiled = compileStage(stage, shape, notes);
    shape = stageCompiled.shape;
    return stageCompiled;
  });
  const finalShape = shape;
  const link = () => {
    const collector = collectRows(finalShape);
    const sinks: StageSink[] = [collector];
    let head: StageSink = collector;
    for (let index = compiled.length - 1; index >= 0; index -= 1) {
      head = compiled[index]!.link(head);
      sinks.push(head);
    }
    return { head, sinks, collector };
  };
  const chain = link();
  let running = false;
  return (input) => {
    // A run started while another is under way (from a callback of the caller's) gets a chain
    // of its own; every other run reuses the one linked when compiling.
    const own = running ? link() : chain;
    const ownsShared = own === chain;
    running = true;
    try {
      const run = createRunState(input);
      for (const sink of own.sinks) sink.open(run);
      const { head } = own;
      const frame = createFrame();
      const keep = input.recordFilter;
      const feed = (record: QueryRecord): void => {
        if (keep !== undefined && !keep(record, fromProviderId)) return;
        frame.base = record;
        head.push(frame);
      };
      // An array by position: `for...of` made an iterator result per record here (this loop
      // runs once per run, in on-stack-replaced code, where V8 did not take them out).
      const { records } = input;
      if (Array.isArray(records)) {
        for (let index = 0; index < records.length; index += 1) feed(records[index]!);
      } else {
        for (const record of records) feed(record);
      }
      head.end();
      return own.collector.rows();
    } finally {
      if (ownsShared) running = false;
    }
  };
}

/**
 * Every problem of a pipeline: its schema, the rules a schema cannot say, and stages the
 * client's features do not allow (the union stage without `pipelineUnionStage`). Empty when it
 * compiles.
 * @public
 */
export function validatePipeline(
  definition: unknown,
  options?: QueryCompileOptions,
): readonly DefinitionIssue[] {
  const result = validateDefinition('pipeline', definition);
  if (!result.ok) return result.errors;
  return featureIssues(result.value.stages, 'stages', options);
}

/**
 * Compiles a pipeline once into closures. Throws a `DefinitionError` listing every problem of a
 * malformed one, so running never meets one.
 * @example
 * const totals = compilePipeline({
 *   fromProviderId: 'orders',
 *   stages: [
 *     { type: 'group', groupBy: [{ propertyName: 'region', expression: { type: 'fieldPath', path: ['region'] } }],
 *       aggregations: [{ propertyName: 'total', method: 'sum', aggregateField: { path: ['amount'] } }] },
 *   ],
 * });
 * totals.run({ records, context }); // [{ region: 'north', total: 1250.5 }, ...]
 * @public
 */
export function compilePipeline(
  definition: PipelineDefinition,
  options?: QueryCompileOptions,
): CompiledPipeline {
  const issues = validatePipeline(definition, options);
  if (issues.length > 0) throw new DefinitionError(issues, 'pipeline');
  const notes = createCompileNotes();
  const run = buildPipeline(definition.fromProviderId, definition.stages, notes);
  return Object.freeze({
    dependencies: sealQueryDependencies(definition.fromProviderId, notes),
    run,
  });
}
