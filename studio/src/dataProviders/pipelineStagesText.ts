import { PIPELINE_STAGE_TYPES, type PipelineStage } from '@tessera/engine';
import type { ProblemText } from '../common/problemText';
import { readJsonSource, type TextRange } from './jsonSourceMap';
import type { ProviderDraft } from './providerDraft';

/** A pipeline's stages as the designer edits them: JSON, indented by two spaces. */
export function stagesText(stages: readonly PipelineStage[]): string {
  return JSON.stringify(stages, null, 2);
}

/** The stages as last typed, and the stages the draft held once they were typed. */
export interface TypedStages {
  readonly text: string;
  readonly stages: readonly PipelineStage[];
}

/**
 * The text a pipeline draft's stages show: what was typed while the draft still holds the
 * stages it held then (a text that is not stages yet leaves the draft as it was), else the
 * draft's stages written anew — after an undo, a reload, another type. `undefined` for a
 * provider without a pipeline.
 */
export function shownStagesText(
  draft: ProviderDraft,
  typed: TypedStages | null,
): string | undefined {
  if (draft.type !== 'pipeline_query') return undefined;
  const { stages } = draft.config.pipeline;
  return typed !== null && typed.stages === stages ? typed.text : stagesText(stages);
}

/**
 * The stages written as text: the stages, with where each part of them is written (by JSON
 * pointer into the list); or the first problem that keeps the text from being stages at all.
 */
export type StagesTextReading =
  | {
      readonly stages: readonly PipelineStage[];
      readonly ranges: ReadonlyMap<string, TextRange>;
    }
  | { readonly problem: { readonly range: TextRange; readonly text: ProblemText } };

/** Line and column (1-based) of an offset, as a person finds a place in a text. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Reads the stages the designer wrote: JSON, a list, each stage an object of a known stage type
 * (spec 001 §3.13). What each stage holds is the engine's to check: the server checks the
 * pipeline as it is written (the engine's validators cannot run in the browser under the app's
 * Content-Security-Policy) and its problems come back by JSON pointer.
 */
export function readStagesText(text: string): StagesTextReading {
  const source = readJsonSource(text);
  if (!source.ok) {
    return {
      problem: {
        range: { start: source.at, end: Math.min(source.at + 1, text.length) },
        text: {
          studio: 'dataProviders.problems.jsonSyntax',
          params: lineAndColumn(text, source.at),
        },
      },
    };
  }
  const whole = source.ranges.get('') ?? { start: 0, end: text.length };
  if (!Array.isArray(source.value)) {
    return { problem: { range: whole, text: { studio: 'dataProviders.problems.stagesNotList' } } };
  }
  const types: readonly string[] = PIPELINE_STAGE_TYPES;
  for (const [index, stage] of source.value.entries()) {
    const type = (stage as { type?: unknown } | null)?.type;
    if (
      typeof stage === 'object' &&
      stage !== null &&
      typeof type === 'string' &&
      types.includes(type)
    )
      continue;
    const range = source.ranges.get(`/${index}/type`) ?? source.ranges.get(`/${index}`) ?? whole;
    return {
      problem: {
        range,
        text: { studio: 'dataProviders.problems.stageType', params: { types: types.join(', ') } },
      },
    };
  }
  return { stages: source.value as PipelineStage[], ranges: source.ranges };
}
