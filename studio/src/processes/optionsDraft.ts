import type { FinishCondition, OptionsProcessStep } from '@tessera/engine';
import { stepForms, withStepForms } from './optionsStepForms';
import { moveItem, newId, type OptionsDraft } from './processDraft';

/** The draft with a new, formless step at the end; the first step becomes the starting one. */
export function addStep(
  draft: OptionsDraft,
  name: string,
): { draft: OptionsDraft; stepId: string } {
  const id = newId(
    'step',
    draft.steps.map((step) => step.id),
  );
  const step: OptionsProcessStep = { id, name, action: { type: 'start' } };
  const steps = [...draft.steps, step];
  const first = draft.steps.length === 0;
  return {
    draft: { ...draft, steps, ...(first ? { defaultStartingStepId: id } : {}) },
    stepId: id,
  };
}

/** The draft with a step replaced (by id). */
export function replaceStep(draft: OptionsDraft, step: OptionsProcessStep): OptionsDraft {
  return {
    ...draft,
    steps: draft.steps.map((current) => (current.id === step.id ? step : current)),
  };
}

/** The draft with the steps reordered (finish conditions name steps by id: nothing else moves). */
export function moveStep(draft: OptionsDraft, from: number, to: number): OptionsDraft {
  return { ...draft, steps: moveItem(draft.steps, from, to) };
}

/**
 * The draft with another starting step (spec 001 §4: an options-type process starts at its
 * default step): the forms of the old and the new starting step are rewritten so the starting
 * step's first form is its form trigger.
 */
export function withDefaultStep(draft: OptionsDraft, stepId: string | null): OptionsDraft {
  const before = draft.defaultStartingStepId ?? null;
  const steps = draft.steps.map((step) =>
    step.id === before || step.id === stepId
      ? withStepForms(step, stepForms(step), step.id === stepId)
      : step,
  );
  return { ...draft, steps, defaultStartingStepId: stepId };
}

/**
 * The draft without a step. Finish conditions that went to it keep their place with no target
 * (the designer chooses another; saving is refused until then); a removed starting step hands
 * over to the first step left.
 */
export function removeStep(draft: OptionsDraft, stepId: string): OptionsDraft {
  const steps = draft.steps
    .filter((step) => step.id !== stepId)
    .map((step) => {
      const conditions = step.finishConditions;
      if (!conditions?.some((item) => pointsTo(item, stepId))) return step;
      return {
        ...step,
        finishConditions: conditions.map((item) =>
          pointsTo(item, stepId)
            ? { ...item, action: { type: 'go_to_step' as const, stepId: '' } }
            : item,
        ),
      };
    });
  const next: OptionsDraft = { ...draft, steps };
  if (draft.defaultStartingStepId !== stepId) return next;
  return withDefaultStep({ ...next, defaultStartingStepId: null }, steps[0]?.id ?? null);
}

function pointsTo(item: FinishCondition, stepId: string): boolean {
  return item.action.type === 'go_to_step' && item.action.stepId === stepId;
}
