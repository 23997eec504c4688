import type { EvaluateCondition, FinishAction, OptionsProcessStep } from './process.types';

/**
 * Where an options-type step goes (spec 001 §4): the action of its first satisfied finish
 * condition, in order — go to another step or finish the process. A finish condition without a
 * condition is satisfied. `undefined` when none is satisfied (the process stays at the step).
 * Conditions after the first satisfied one are not evaluated.
 * @public
 */
export function nextStepForOptions(
  step: OptionsProcessStep,
  evaluateCondition: EvaluateCondition,
): FinishAction | undefined {
  for (const finishCondition of step.finishConditions ?? []) {
    if (finishCondition.condition === undefined || evaluateCondition(finishCondition.condition)) {
      return finishCondition.action;
    }
  }
  return undefined;
}
