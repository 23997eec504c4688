import type { AutomaticAction, ConditionDefinition, FormAccess } from '@tessera/engine';
import type { ProblemText } from '../common/problemText';
import type { ConditionField } from '../conditions/conditionDraft';
import { conditionProblems } from '../conditions/conditionProblems';
import { defaultStartProblem } from './drawingRules';
import { stepForms } from './optionsStepForms';
import type { ProcessDraft } from './processDraft';

/**
 * What the editor checks before sending a save (the server checks it all again, with the
 * engine): a name, the process provider, steps with names, forms with a form and at least one
 * role, finish conditions with a target, conditions over existing fields, automatic actions with
 * their provider and fields, and the diagram's default starting step (spec 001 §5.5). Problems
 * are keyed by `processProblemLocation`'s locations. `fields` are the process provider's; `null`
 * while they load (conditions are then left to the server).
 */
export function validateProcessDraft(
  draft: ProcessDraft,
  fields: readonly ConditionField[] | null,
): Map<string, ProblemText> {
  const problems = new Map<string, ProblemText>();
  const set = (location: string, key: ProblemText) => {
    if (!problems.has(location)) problems.set(location, key);
  };
  if (draft.name.trim() === '') set('name', { studio: 'processes.problems.nameRequired' });
  if (!draft.dataProviderId)
    set('dataProviderId', { studio: 'processes.problems.providerRequired' });

  const checkForms = (prefix: string, forms: readonly FormAccess[]) => {
    forms.forEach((access, index) => {
      if (access.formId === '')
        set(`${prefix}:${index}:formId`, { studio: 'processes.problems.formRequired' });
      if (access.roleIds.length === 0)
        set(`${prefix}:${index}:roleIds`, { studio: 'processes.problems.rolesRequired' });
    });
  };
  const checkCondition = (prefix: string, condition: ConditionDefinition | undefined) => {
    if (condition === undefined || fields === null) return;
    for (const [pointer, problem] of conditionProblems(condition, fields))
      set(`${prefix}${pointer}`, { studio: `conditions.problems.${problem}` });
  };
  checkForms('formInputs', draft.formInputs ?? []);

  const stepIds = new Set(draft.steps.map((step) => step.id));
  for (const step of draft.steps) {
    const at = `step:${step.id}`;
    if (step.name.trim() === '') set(`${at}:name`, { studio: 'processes.problems.nameRequired' });
    if (draft.type === 'options') {
      checkForms(`${at}:forms`, stepForms(step));
      (('finishConditions' in step ? step.finishConditions : undefined) ?? []).forEach(
        (item, index) => {
          checkCondition(`${at}:finish:${index}:condition`, item.condition);
          if (item.action.type !== 'go_to_step') return;
          if (item.action.stepId === '')
            set(`${at}:finish:${index}:target`, {
              studio: 'processes.problems.targetStepRequired',
            });
          else if (!stepIds.has(item.action.stepId))
            set(`${at}:finish:${index}:target`, { studio: 'processes.problems.unknownStep' });
        },
      );
      continue;
    }
    const action = step.action;
    if (action.type === 'start' && action.trigger) checkForms(`${at}:forms`, [action.trigger]);
    if (action.type === 'enterForm') checkForms(`${at}:forms`, [action]);
    if (action.type === 'automaticAction') checkAction(`${at}:action`, action.automaticAction, set);
  }

  if (draft.type === 'options') {
    if (draft.steps.length === 0) set('steps', { studio: 'processes.problems.stepsRequired' });
    return problems;
  }
  for (const route of draft.routes) checkCondition(`route:${route.id}:condition`, route.condition);
  const rule = defaultStartProblem(draft);
  if (rule !== null) set('defaultStartingStepId', { studio: `processes.diagram.rules.${rule}` });
  return problems;
}

function checkAction(
  at: string,
  action: AutomaticAction,
  set: (location: string, key: ProblemText) => void,
) {
  if (action.type === 'create_record' && action.dataProviderId === '')
    set(`${at}/dataProviderId`, { studio: 'processes.problems.targetProviderRequired' });
  if (action.type === 'update_records' && action.selectRecordsQuery.fromProviderId === '')
    set(`${at}/selectRecordsQuery/fromProviderId`, {
      studio: 'processes.problems.targetProviderRequired',
    });
  if ('fieldValues' in action) {
    action.fieldValues.forEach((assignment, index) => {
      if (assignment.providerFieldId === '')
        set(`${at}/fieldValues/${index}/providerFieldId`, {
          studio: 'processes.problems.fieldRequired',
        });
    });
  }
}
