import type { ProcessState } from './process.types';

/** Finishes a process (spec 001 §4); its current step is kept. Idempotent. @public */
export function finishProcess(state: ProcessState): ProcessState {
  return state.isFinished ? state : { ...state, isFinished: true };
}

/**
 * Restores a finished process (spec 001 §4) at the step it was finished at, or at `stepId` when
 * given. Restoring a running process only moves it when a step is given.
 * @public
 */
export function restoreProcess(state: ProcessState, stepId?: string): ProcessState {
  const currentStepId = stepId ?? state.currentStepId;
  if (!state.isFinished && currentStepId === state.currentStepId) return state;
  return { currentStepId, isFinished: false };
}
