import type { LookupStage, PipelineStage } from '@tessera/engine';

/**
 * Whether a lookup is unwound by the stage after it, item by item, dropping rows without a match:
 * then it compiles as a join (`lookupJoinSql.ts`).
 * @internal
 */
export function unwindsLookup(stage: LookupStage, following: PipelineStage | undefined): boolean {
  return (
    following?.type === 'unwind' &&
    following.keepEmpty !== true &&
    following.path.length === 1 &&
    following.path[0] === stage.asPropertyName
  );
}

/** Which rows of a pipeline must be numbered in their order (see {@link pipelineOrderNeeds}). */
export interface PipelineOrderNeeds {
  /** The provider's records, as the pipeline reads them. */
  readonly source: boolean;
  /** Each stage's rows, by the stage's index. */
  readonly stages: readonly boolean[];
}

/**
 * Which rows a pipeline's statement must number in their order (packages/engine/docs/queries.md
 * "Pipelines"): the result's, and, walking back, the rows of each stage whose order a later one
 * keeps (match, unwind, a lookup unwound at once, union) or uses (a sort's ties, a lookup's list
 * per row). A group's rows come out in key order and its aggregates do not depend on the order of
 * their rows (max and min report the preferred spelling, sums are exact), so what comes before
 * a group needs no numbering: numbering sorts whole rows.
 * @internal
 */
export function pipelineOrderNeeds(stages: readonly PipelineStage[]): PipelineOrderNeeds {
  const needs: boolean[] = new Array<boolean>(stages.length);
  let needed = true;
  for (let index = stages.length - 1; index >= 0; index -= 1) {
    const stage = stages[index]!;
    needs[index] = needed;
    switch (stage.type) {
      case 'group':
        needed = false;
        break;
      case 'sort':
        needed = true;
        break;
      case 'lookup':
        needed = needed || !unwindsLookup(stage, stages[index + 1]);
        break;
      case 'match':
      case 'unwind':
      case 'union':
        break;
    }
  }
  return { source: needed, stages: needs };
}
