import { findStep } from './findStep';
import { hasAnyRole } from './hasAnyRole';
import type { ProcessDefinition, ProcessStep } from './process.types';

/** Whether a step is a start step whose form trigger admits one of the user's roles. @public */
export function isStartStepFor(step: ProcessStep, userRoleIds: readonly string[]): boolean {
  return (
    step.action.type === 'start' &&
    step.action.trigger !== undefined &&
    hasAnyRole(step.action.trigger.roleIds, userRoleIds)
  );
}

/**
 * The step a new process starts at (spec 001 §4): `defaultStartingStepId` if it is a start step
 * whose form trigger is allowed for one of the user's roles, otherwise the first such step in step
 * order. Options-type processes start at the default step whatever its action (the first step
 * when no default is set). `undefined` when the user may start the process at no step.
 * @public
 */
export function selectStartingStep(
  process: ProcessDefinition,
  userRoleIds: readonly string[],
): ProcessStep | undefined {
  const defaultStep = findStep(process, process.defaultStartingStepId);
  if (process.type === 'options') return defaultStep ?? process.steps[0];
  if (defaultStep !== undefined && isStartStepFor(defaultStep, userRoleIds)) return defaultStep;
  return process.steps.find((step) => isStartStepFor(step, userRoleIds));
}
