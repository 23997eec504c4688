import { formsOfferedForStep } from './formsOfferedForStep';
import type { ProcessDefinition } from './process.types';
import { selectStartingStep } from './selectStartingStep';

/**
 * How a user may start a process: whether they may at all (a form of the starting step is
 * offered to one of their roles), and the one form that starts it from the add-action menu
 * (spec 000 §2: only processes whose starting step has exactly one form, or whose start action
 * is triggered by a form, are listed; choosing one opens that form).
 * @public
 */
export interface ProcessStart {
  readonly startable: boolean;
  /** `undefined` when the starting step offers the user no form or several. */
  readonly formId: string | undefined;
}

/** @public */
export function processStartFor(
  process: ProcessDefinition,
  userRoleIds: readonly string[],
): ProcessStart {
  const step = selectStartingStep(process, userRoleIds);
  if (step === undefined) return { startable: false, formId: undefined };
  const forms = formsOfferedForStep(process, step, userRoleIds);
  const trigger = forms.find((form) => form.origin === 'start_trigger');
  const formId = trigger?.formId ?? (forms.length === 1 ? forms[0]?.formId : undefined);
  return { startable: forms.length > 0, formId };
}

/**
 * Every role a process names (start triggers, form steps, input forms, form inputs): an admin
 * passes every role check (spec 000 §6), so holding all of them is what an admin may do.
 * @public
 */
export function processRoleIds(process: ProcessDefinition): string[] {
  const roles = new Set<string>();
  const add = (roleIds: readonly string[]) => {
    for (const roleId of roleIds) roles.add(roleId);
  };
  for (const access of process.formInputs ?? []) add(access.roleIds);
  for (const step of process.steps) {
    if (step.action.type === 'start' && step.action.trigger) add(step.action.trigger.roleIds);
    if (step.action.type === 'enterForm') add(step.action.roleIds);
    if ('inputForms' in step) for (const access of step.inputForms ?? []) add(access.roleIds);
  }
  return [...roles];
}
