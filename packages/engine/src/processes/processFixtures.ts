import type { ConditionDefinition } from '../conditions';
import type {
  DiagramProcessDefinition,
  DiagramProcessStep,
  DiagramRoute,
  OptionsProcessDefinition,
} from './process.types';

/** A condition tests evaluate by its constant value (the engine's evaluator is injected). @internal */
export function constantCondition(value: boolean): ConditionDefinition {
  return { type: 'constant', value };
}

/** Test evaluator: constant conditions yield their value. @internal */
export function evaluateConstant(condition: ConditionDefinition): boolean {
  return condition.type === 'constant' && condition.value === true;
}

/** A diagram cell. @internal */
export function cell(id: string, action: DiagramProcessStep['action']): DiagramProcessStep {
  return { id, name: id, action };
}

/** A diagram route. @internal */
export function route(
  id: string,
  from: string,
  to: string,
  order: number,
  condition?: ConditionDefinition,
): DiagramRoute {
  return { id, name: id, order, from, to, ...(condition === undefined ? {} : { condition }) };
}

/**
 * An order process: a start cell for sales (and one for admins), an approval form, a mail step,
 * and two finishes.
 * @internal
 */
export const diagramProcess: DiagramProcessDefinition = {
  id: 'order',
  name: 'Order',
  status: 'active',
  type: 'diagram',
  dataProviderId: 'orders',
  defaultStartingStepId: 'start-sales',
  formInputs: [{ formId: 'note', roleIds: ['sales', 'manager'] }],
  steps: [
    cell('start-admin', {
      type: 'start',
      trigger: { type: 'form', formId: 'admin-order', roleIds: ['admin'] },
    }),
    cell('start-sales', {
      type: 'start',
      trigger: { type: 'form', formId: 'order', roleIds: ['sales'] },
    }),
    cell('approve', { type: 'enterForm', formId: 'approval', roleIds: ['manager'] }),
    cell('notify', {
      type: 'automaticAction',
      automaticAction: {
        id: 'mail',
        type: 'send_sms',
        recipient: { type: 'current_record_id' },
        message: { type: 'current_record_id' },
      },
    }),
    cell('done', { type: 'finish' }),
  ],
  routes: [
    route('r1', 'start-sales', 'approve', 1),
    route('r2', 'start-admin', 'notify', 1),
    route('r3', 'approve', 'notify', 1),
    route('r4', 'notify', 'done', 1),
  ],
};

/** An options-type process: draft → review → finished. @internal */
export const optionsProcess: OptionsProcessDefinition = {
  id: 'leave',
  name: 'Leave request',
  status: 'active',
  type: 'options',
  defaultStartingStepId: 'draft',
  formInputs: [{ formId: 'comment', roleIds: ['employee'] }],
  steps: [
    {
      id: 'draft',
      name: 'Draft',
      action: { type: 'enterForm', formId: 'request', roleIds: ['employee'] },
      inputForms: [{ formId: 'attachment', roleIds: ['employee'] }],
      finishConditions: [{ action: { type: 'go_to_step', stepId: 'review' } }],
    },
    {
      id: 'review',
      name: 'Review',
      action: { type: 'enterForm', formId: 'review', roleIds: ['manager'] },
      finishConditions: [
        { condition: constantCondition(false), action: { type: 'go_to_step', stepId: 'draft' } },
        { condition: constantCondition(true), action: { type: 'finish_process' } },
      ],
    },
  ],
};
