import {
  compileCondition,
  createEvaluationContext,
  createFormStore,
  createRegistry,
  createStaticHost,
  type FormDefinition,
  nextStepForOptions,
  type OptionsProcessDefinition,
  selectStartingStep,
  validateDefinition,
} from '@tessera/engine';
import { fieldsBasic } from '@tessera/fields-basic';

/** An order form: price × quantity gives the total; a discount code shows for big orders. */
export const orderForm: FormDefinition = {
  id: 'order',
  name: 'Zamówienie',
  fields: [
    {
      id: 'price',
      name: 'price',
      label: 'Cena jednostkowa',
      status: 'active',
      type: {
        name: 'number',
        options: { prefix: '', suffix: 'zł', min: 0, max: null, maxDecimals: 2 },
      },
      layout: { x: 0, y: 0, width: 4, height: 9 },
      required: { type: 'constant', value: true },
    },
    {
      id: 'quantity',
      name: 'quantity',
      label: 'Ilość',
      status: 'active',
      type: {
        name: 'number',
        options: { prefix: '', suffix: 'szt.', min: 1, max: 1000, maxDecimals: 0 },
      },
      layout: { x: 4, y: 0, width: 4, height: 9 },
      defaultValue: { type: 'manual', value: 1 },
    },
    {
      id: 'total',
      name: 'total',
      label: 'Razem',
      status: 'active',
      type: {
        name: 'number',
        options: { prefix: '', suffix: 'zł', min: null, max: null, maxDecimals: 2 },
      },
      layout: { x: 8, y: 0, width: 4, height: 9 },
      defaultValue: { type: 'computed_expression', expression: 'price * quantity' },
      disabled: { type: 'constant', value: true },
    },
    {
      id: 'discountCode',
      name: 'discountCode',
      label: 'Kod rabatowy',
      status: 'active',
      type: { name: 'text', options: { prefix: '', suffix: '' } },
      layout: { x: 0, y: 9, width: 6, height: 9 },
      visible: {
        type: 'compare_value',
        leftValueAccess: { fieldId: 'total' },
        operator: 'greater_than_or_equal',
        rightValue: { type: 'const', value: 1000 },
      },
    },
  ],
};

/** An options-type process: orders of 1,000 zł or more go to approval, the rest are done. */
export const orderProcess: OptionsProcessDefinition = {
  id: 'orders',
  name: 'Zamówienia',
  type: 'options',
  status: 'active',
  defaultStartingStepId: 'new',
  formInputs: [],
  steps: [
    {
      id: 'new',
      name: 'Nowe zamówienie',
      action: { type: 'start', trigger: { type: 'form', formId: 'order', roleIds: ['sales'] } },
      finishConditions: [
        {
          condition: orderForm.fields[3]!.visible!,
          action: { type: 'go_to_step', stepId: 'approval' },
        },
        { condition: { type: 'constant', value: true }, action: { type: 'finish_process' } },
      ],
    },
    {
      id: 'approval',
      name: 'Akceptacja',
      action: { type: 'enterForm', formId: 'order', roleIds: ['manager'] },
    },
  ],
};

/** Runs the example and returns what it printed, line by line. */
export function runOrderExample(): string[] {
  const lines: string[] = [];
  const registry = createRegistry([fieldsBasic]);
  const host = createStaticHost({
    now: new Date('2026-11-21T09:00:00Z'),
    timeZone: 'Europe/Warsaw',
  });

  for (const [kind, definition] of [
    ['form', orderForm],
    ['process', orderProcess],
  ] as const) {
    const result = validateDefinition(kind, definition);
    lines.push(
      `${kind} definition: ${result.ok ? 'valid' : result.errors.map((e) => `${e.path} ${e.message}`).join('; ')}`,
    );
  }

  const form = createFormStore(orderForm, { registry, host });
  form.setValue('price', 249.99);
  form.setValue('quantity', 5);
  const { values, fields } = form.getState();
  lines.push(`total: ${values.total} zł, discount code shown: ${fields.discountCode?.visible}`);
  form.setValue('quantity', 1.5);
  lines.push(
    `problems: ${
      form
        .validate()
        .map((p) => `${p.path} ${p.messageKey}`)
        .join(', ') || 'none'
    }`,
  );
  form.setValue('quantity', 5);

  const start = selectStartingStep(orderProcess, ['sales']);
  lines.push(`starting step: ${start?.name ?? 'none'}`);
  const context = createEvaluationContext({ host, values: form.getState().values });
  // The options-type step itself, with its finish conditions in order.
  const startStep = orderProcess.steps.find((step) => step.id === start?.id);
  const next =
    startStep && nextStepForOptions(startStep, (condition) => compileCondition(condition)(context));
  lines.push(`next: ${next ? JSON.stringify(next) : 'none'}`);
  return lines;
}
