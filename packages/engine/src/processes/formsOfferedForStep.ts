import { hasAnyRole } from './hasAnyRole';
import type { FormAccess, ProcessDefinition, ProcessStep } from './process.types';

/** Why a form is offered: the step's own form, its input forms, or the process's form inputs. @public */
export type OfferedFormOrigin = 'start_trigger' | 'enter_form' | 'step_input_form' | 'form_input';

/** A form the user may fill in at a step. @public */
export interface OfferedForm {
  readonly formId: string;
  readonly origin: OfferedFormOrigin;
}

/**
 * The forms a user may fill in while a process is at `step` (spec 001 §4): a start step's form
 * trigger and an enterForm step offer their form to holders of one of the step's roles; an
 * options-type step's input forms and the process's `formInputs` likewise by their roles. Each
 * form is offered once, by its first origin in that order.
 * @public
 */
export function formsOfferedForStep(
  process: ProcessDefinition,
  step: ProcessStep,
  userRoleIds: readonly string[],
): OfferedForm[] {
  const candidates: { access: FormAccess; origin: OfferedFormOrigin }[] = [];
  const action = step.action;
  if (action.type === 'start' && action.trigger !== undefined) {
    candidates.push({ access: action.trigger, origin: 'start_trigger' });
  }
  if (action.type === 'enterForm') candidates.push({ access: action, origin: 'enter_form' });
  if ('inputForms' in step) {
    for (const access of step.inputForms ?? []) {
      candidates.push({ access, origin: 'step_input_form' });
    }
  }
  for (const access of process.formInputs ?? []) candidates.push({ access, origin: 'form_input' });

  const offered: OfferedForm[] = [];
  for (const { access, origin } of candidates) {
    if (!hasAnyRole(access.roleIds, userRoleIds)) continue;
    if (offered.some((form) => form.formId === access.formId)) continue;
    offered.push({ formId: access.formId, origin });
  }
  return offered;
}
