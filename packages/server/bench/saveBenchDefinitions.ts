/*
 * The app the save benchmark works in: a process provider, a 20-field form bound to it with one
 * automatic action on save, and an options process that keeps the process at the form's step.
 */

/** The form's 20 fields: 8 text, 6 number, 6 checkbox. `check06` finishes the process. */
export const benchFieldIds = [
  ...['01', '02', '03', '04', '05', '06', '07', '08'].map((n) => `text${n}`),
  ...['01', '02', '03', '04', '05', '06'].map((n) => `number${n}`),
  ...['01', '02', '03', '04', '05', '06'].map((n) => `check${n}`),
] as const;

const valueTypeOf = (fieldId: string) =>
  fieldId.startsWith('text') ? 'text' : fieldId.startsWith('number') ? 'number' : 'boolean';

/** A provider's value field whose id, `dbFieldName` and name are `fieldId`. */
export const valueField = (fieldId: string, type: string) => ({
  id: fieldId,
  dbFieldName: fieldId,
  name: fieldId,
  status: 'active',
  type: 'value_field',
  fieldValue: { type },
});

/**
 * The process provider: the form's 20 value fields, and the two the automatic action writes
 * (`lastSavedAt`, `lastChange`).
 */
export const benchProvider = {
  name: 'Bench: save throughput',
  type: 'process',
  config: {
    fields: [
      ...benchFieldIds.map((fieldId) => valueField(fieldId, valueTypeOf(fieldId))),
      valueField('lastSavedAt', 'text'),
      valueField('lastChange', 'text'),
    ],
  },
};

const required = { required: { type: 'constant', value: true } };

function formField(fieldId: string, index: number) {
  const kind = valueTypeOf(fieldId);
  const type =
    kind === 'text'
      ? { name: 'text', options: {} }
      : kind === 'number'
        ? {
            name: 'number',
            options: { prefix: '', suffix: '', min: 0, max: null, maxDecimals: 2 },
          }
        : { name: 'checkbox', options: {} };
  return {
    id: fieldId,
    name: fieldId,
    label: fieldId,
    status: 'active',
    type,
    layout: { x: (index % 3) * 4, y: Math.floor(index / 3) * 9, width: 4, height: 9 },
    ...(fieldId === 'text01' || fieldId === 'number01' ? required : {}),
  };
}

/**
 * The 20-field form, bound field by field to the provider, with one `field_value_changed`
 * listener on `text01` (which every benchmark save changes): an `update_current_record` action
 * stamping `lastSavedAt` (now) and `lastChange` (a template over two fields) — a second record
 * write and a second history event inside the same save.
 */
export function benchForm(providerId: string) {
  return {
    name: 'Bench: 20 fields',
    fields: benchFieldIds.map(formField),
    binding: {
      dataProviderId: providerId,
      fields: Object.fromEntries(benchFieldIds.map((fieldId) => [fieldId, fieldId])),
    },
    formEventListeners: [
      {
        id: 'stamp-on-save',
        type: 'field_value_changed',
        formFieldId: 'text01',
        action: {
          id: 'stamp-last-change',
          type: 'update_current_record',
          fieldValues: [
            {
              providerFieldId: 'lastSavedAt',
              value: { type: 'expression', expression: 'now_date_time' },
            },
            {
              providerFieldId: 'lastChange',
              value: { type: 'templated_string', template: '{{text01}} / {{number01}}' },
            },
          ],
        },
      },
    ],
  };
}

/**
 * An options process: `start` (the form starts it) goes straight to `work`, whose form the
 * role may save again and again — its only finish condition (`check06` is true) never holds in
 * the benchmark, so every save evaluates it and the process stays.
 */
export function benchProcess(providerId: string, formId: string, roleId: string) {
  return {
    name: 'Bench: save throughput',
    type: 'options',
    dataProviderId: providerId,
    defaultStartingStepId: 'start',
    steps: [
      {
        id: 'start',
        name: 'Start',
        action: { type: 'start', trigger: { type: 'form', formId, roleIds: [roleId] } },
        finishConditions: [{ action: { type: 'go_to_step', stepId: 'work' } }],
      },
      {
        id: 'work',
        name: 'Work',
        action: { type: 'enterForm', formId, roleIds: [roleId] },
        finishConditions: [
          {
            condition: {
              type: 'compare_value',
              leftValueAccess: { fieldId: 'check06' },
              operator: 'equal',
              rightValue: { type: 'const', value: true },
            },
            action: { type: 'finish_process' },
          },
        ],
      },
    ],
  };
}

/** The fields one benchmark save sends: four values, `text01` always new (history, action). */
export function benchSaveFields(sequence: number) {
  return [
    { fieldId: 'text01', value: `Change ${sequence}` },
    { fieldId: 'number01', value: sequence % 10_000 },
    { fieldId: 'check01', value: sequence % 2 === 0 },
    { fieldId: 'text02', value: `Note ${sequence % 97}` },
  ];
}
