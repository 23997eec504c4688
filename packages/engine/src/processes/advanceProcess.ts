import type { AutomaticAction } from '../definitions/automaticAction.types';
import type { DefinitionIssue } from '../definitions/definitionError';
import { findStep } from './findStep';
import { nextStepForDiagram } from './nextStepForDiagram';
import { nextStepForOptions } from './nextStepForOptions';
import type {
  EvaluateCondition,
  OptionsProcessStep,
  ProcessDefinition,
  ProcessState,
  ProcessStep,
} from './process.types';

/** Where processing stopped after {@link advanceProcess}, and what happened on the way. @public */
export interface ProcessAdvance {
  readonly ok: true;
  readonly state: ProcessState;
  /** Steps entered, in order (the last one is `state.currentStepId`). */
  readonly enteredStepIds: readonly string[];
  /** Automatic-action steps passed because their condition failed: they count as done. */
  readonly skippedStepIds: readonly string[];
  /**
   * The automatic action the process stopped at: the caller runs it, then advances again from
   * this step (its outputs may change what later conditions see).
   */
  readonly pendingAction?: { readonly stepId: string; readonly action: AutomaticAction };
}

/** Why a process could not advance: a reference to a missing step, or a cycle. @public */
export interface ProcessAdvanceError {
  readonly ok: false;
  readonly error: DefinitionIssue;
}

/**
 * Moves a running process on from its current step, after that step's work is done (its form was
 * saved, its action run). Options-type steps move by their first satisfied finish condition,
 * diagram cells by their lowest-numbered route that holds (spec 001 §4). Entering an
 * automatic-action step whose condition fails counts it as done and processing continues; one
 * whose condition holds (or has none) stops with `pendingAction`. Entering a finish step, or a
 * finish_process action, finishes the process; entering any other step stops there; no satisfied
 * condition or route leaves the process where it is. Passing the same step twice in one advance
 * is a cycle that no data can break, reported as an error.
 * @public
 */
export function advanceProcess(
  process: ProcessDefinition,
  state: ProcessState,
  evaluateCondition: EvaluateCondition,
): ProcessAdvance | ProcessAdvanceError {
  const entered: string[] = [];
  const skipped: string[] = [];
  const result = (next: ProcessState, pendingAction?: ProcessAdvance['pendingAction']) => ({
    ok: true as const,
    state: next,
    enteredStepIds: entered,
    skippedStepIds: skipped,
    ...(pendingAction === undefined ? {} : { pendingAction }),
  });
  if (state.isFinished) return result(state);

  let current = findStep(process, state.currentStepId);
  if (current === undefined) {
    return failure('currentStepId', `step "${state.currentStepId}" is not a step of the process`);
  }
  const visited = new Set([current.id]);
  for (;;) {
    const target = nextTarget(process, current, evaluateCondition);
    if (target.type === 'stay') return result({ currentStepId: current.id, isFinished: false });
    if (target.type === 'finish') return result({ currentStepId: current.id, isFinished: true });
    const next = findStep(process, target.stepId);
    if (next === undefined) {
      return failure(
        'steps',
        `step "${current.id}" leads to "${target.stepId}", which is not a step of the process`,
      );
    }
    if (visited.has(next.id)) {
      const cycle = [state.currentStepId, ...entered, next.id].join(' → ');
      return failure('steps', `steps form a cycle without a stop: ${cycle}`);
    }
    visited.add(next.id);
    entered.push(next.id);
    current = next;
    const action = next.action;
    if (action.type === 'finish') return result({ currentStepId: next.id, isFinished: true });
    if (action.type !== 'automaticAction') {
      return result({ currentStepId: next.id, isFinished: false });
    }
    const condition = action.automaticAction.condition;
    if (condition === undefined || evaluateCondition(condition)) {
      return result(
        { currentStepId: next.id, isFinished: false },
        { stepId: next.id, action: action.automaticAction },
      );
    }
    skipped.push(next.id);
  }
}

function nextTarget(
  process: ProcessDefinition,
  step: ProcessStep,
  evaluateCondition: EvaluateCondition,
): { type: 'stay' } | { type: 'finish' } | { type: 'go'; stepId: string } {
  if (process.type === 'diagram') {
    const route = nextStepForDiagram(step, process.routes, evaluateCondition);
    return route === undefined ? { type: 'stay' } : { type: 'go', stepId: route.to };
  }
  const action = nextStepForOptions(step as OptionsProcessStep, evaluateCondition);
  if (action === undefined) return { type: 'stay' };
  return action.type === 'finish_process'
    ? { type: 'finish' }
    : { type: 'go', stepId: action.stepId };
}

function failure(path: string, message: string): ProcessAdvanceError {
  return { ok: false, error: { path, message } };
}
