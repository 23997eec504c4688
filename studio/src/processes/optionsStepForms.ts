import type { FormAccess, OptionsProcessStep, StepAction } from '@tessera/engine';

/**
 * The forms of an options-type step as one list, "input forms by role" (spec 001 §3.16): the
 * step action's form (a start step's form trigger, an enterForm step's form) first, then its
 * input forms. Both are offered the same way (spec 001 §4 "forms offered for a step").
 */
export function stepForms(step: OptionsProcessStep): FormAccess[] {
  const action = step.action;
  const own =
    action.type === 'start' && action.trigger
      ? [{ formId: action.trigger.formId, roleIds: action.trigger.roleIds }]
      : action.type === 'enterForm'
        ? [{ formId: action.formId, roleIds: action.roleIds }]
        : [];
  return [...own, ...(step.inputForms ?? [])];
}

/** Whether the step's action carries a form (its first form is the action's). */
export function actionHoldsForm(action: StepAction): boolean {
  return (action.type === 'start' && action.trigger !== undefined) || action.type === 'enterForm';
}

/**
 * The step with its forms: the first one goes into the action — a form trigger on the default
 * starting step, an enterForm action elsewhere — and the others into `inputForms`. A stored
 * definition reads back unchanged (the demo's start trigger and enterForm steps keep their
 * shape). An automatic-action or finish step keeps its action; all its forms are input forms.
 */
export function withStepForms(
  step: OptionsProcessStep,
  forms: readonly FormAccess[],
  isDefaultStart: boolean,
): OptionsProcessStep {
  const { inputForms: _inputForms, ...rest } = step;
  if (step.action.type === 'automaticAction' || step.action.type === 'finish') {
    return forms.length === 0 ? rest : { ...rest, inputForms: forms };
  }
  const [first, ...others] = forms;
  const action: StepAction =
    first === undefined
      ? { type: 'start' }
      : isDefaultStart
        ? { type: 'start', trigger: { type: 'form', formId: first.formId, roleIds: first.roleIds } }
        : { type: 'enterForm', formId: first.formId, roleIds: first.roleIds };
  const next: OptionsProcessStep = { ...rest, action };
  return others.length === 0 ? next : { ...next, inputForms: others };
}
