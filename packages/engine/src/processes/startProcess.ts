import type { DefinitionIssue } from '../definitions/definitionError';
import type { ProcessDefinition, ProcessState } from './process.types';
import { selectStartingStep } from './selectStartingStep';

/**
 * The state of a process a user starts: at the step {@link selectStartingStep} picks, not
 * finished. An error when the user may start the process at no step.
 * @public
 */
export function startProcess(
  process: ProcessDefinition,
  userRoleIds: readonly string[],
): { ok: true; state: ProcessState } | { ok: false; error: DefinitionIssue } {
  const step = selectStartingStep(process, userRoleIds);
  if (step === undefined) {
    return {
      ok: false,
      error: { path: 'steps', message: 'no start step is available to the user’s roles' },
    };
  }
  return { ok: true, state: { currentStepId: step.id, isFinished: false } };
}
