import { describe, expect, it } from 'vitest';
import { EXAMPLE_CONDITION, EXAMPLE_METHOD } from './exampleDefinitions';
import type { FormDefinition } from './form.types';
import type { FormField } from './formField.types';
import { validateDefinition } from './validateDefinition';

const method = EXAMPLE_METHOD;

function field(id: string, overrides: Partial<FormField> = {}): FormField {
  return {
    id,
    name: id,
    label: id.toUpperCase(),
    status: 'active',
    type: { name: 'text', options: { prefix: '', suffix: '' } },
    layout: { x: 0, y: 0, width: 3, height: 9 },
    ...overrides,
  };
}

const form: FormDefinition = {
  id: 'order-form',
  name: 'Order',
  status: 'active',
  schemaVersion: 1,
  fields: [
    field('customer', {
      visible: EXAMPLE_CONDITION,
      required: EXAMPLE_CONDITION,
      disabled: EXAMPLE_CONDITION,
      defaultValue: method,
      ignoreSavedValue: true,
      keepsRelationLink: true,
      validator: { type: 'regex', pattern: '^[A-Z]', errorMessage: 'Capital first' },
    }),
    field('email', { layout: { x: 3, y: 0, width: 9, height: 9 }, validator: { type: 'email' } }),
    field('items', {
      type: {
        name: 'repeating_group',
        options: {
          fieldsTemplate: [field('product'), field('quantity', { type: { name: 'number' } })],
          minRowsCount: method,
          maxRowsCount: method,
          groupVariables: [{ id: 'row-total', name: 'rowTotal', value: method }],
          addButtonText: 'Add item',
        },
      },
      layout: { x: 0, y: 9, width: 12, height: 9 },
    }),
    field('details', {
      type: {
        name: 'container',
        options: { fields: [field('notes', { type: { name: 'text_area' } })] },
      },
      layout: { x: 0, y: 18, width: 12, height: 9 },
    }),
  ],
  variables: [{ id: 'total', name: 'total', value: method }],
  binding: { dataProviderId: 'orders', fields: { customer: 'pf-customer', notes: 'pf-notes' } },
  layout: {
    saveButton: {
      redirect: {
        type: 'conditional',
        choices: [
          {
            condition: EXAMPLE_CONDITION,
            redirect: { type: 'form', formId: 'invoice', retrieveFromListenerId: 'on-customer' },
          },
          { condition: EXAMPLE_CONDITION, redirect: { type: 'url', url: method } },
        ],
      },
    },
  },
  formEventListeners: [
    {
      id: 'on-customer',
      type: 'field_value_changed',
      formFieldId: 'customer',
      condition: EXAMPLE_CONDITION,
      action: { id: 'create', type: 'create_record', dataProviderId: 'invoices', fieldValues: [] },
    },
  ],
  connections: [
    {
      id: 'c1',
      baseRecordLinkId: 'l1',
      links: [{ sourceLinkId: 'l1', targetLinkId: 'l2', fieldSchemaId: 'pf-customer' }],
    },
  ],
};

describe('form fields (spec 002 §3)', () => {
  it('accepts id, name, label, status, type {name, options}, layout, conditions, defaultValue, flags, validator', () => {
    const customer = form.fields[0]!;
    expect(validateDefinition('formField', customer)).toEqual({ ok: true, value: customer });
  });

  it('"width (range 1 to 12)" and positions on the 12-column grid', () => {
    const result = validateDefinition(
      'formField',
      field('f', { layout: { x: 12, y: -1, width: 13, height: 0 } }),
    );
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'layout.x', message: 'must be at most 11' },
      { path: 'layout.y', message: 'must be at least 0' },
      { path: 'layout.width', message: 'must be at most 12' },
      { path: 'layout.height', message: 'must be at least 1' },
    ]);
  });

  it('a field must fit the grid: x + width at most 12', () => {
    expect(
      validateDefinition('formField', field('f', { layout: { x: 4, y: 0, width: 10, height: 9 } })),
    ).toEqual({
      ok: false,
      errors: [
        { path: 'layout.width', message: 'x + width must be at most 12 (x is 4, width is 10)' },
      ],
    });
  });

  it('keeps an unknown field type (the registry reports it as "incorrect field type")', () => {
    expect(validateDefinition('formField', field('f', { type: { name: 'signature' } })).ok).toBe(
      true,
    );
  });

  it('reports malformed fields deep inside repeating groups, with readable paths', () => {
    const result = validateDefinition('formField', {
      ...field('group'),
      type: {
        name: 'repeating_group',
        options: {
          fieldsTemplate: [
            field('a'),
            { ...field('b'), type: {} },
            { ...field('c'), statuss: 'x' },
          ],
        },
      },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'type.options.fieldsTemplate[1].type.name', message: 'is required' },
      { path: 'type.options.fieldsTemplate[2].statuss', message: 'is not an allowed property' },
    ]);
  });

  it('a repeating group needs fieldsTemplate; a container needs fields', () => {
    const group = validateDefinition(
      'formField',
      field('g', { type: { name: 'repeating_group', options: {} } }),
    );
    expect(group.ok ? [] : group.errors).toEqual([
      { path: 'type.options.fieldsTemplate', message: 'is required' },
    ]);
    const container = validateDefinition('formField', {
      ...field('c'),
      type: { name: 'container' },
    });
    expect(container.ok ? [] : container.errors).toEqual([
      { path: 'type.options', message: 'is required' },
    ]);
  });

  it('"may not contain ... another repeating group, upload or generated documents"; no repeating group in a container', () => {
    const result = validateDefinition(
      'formField',
      field('outer', {
        type: {
          name: 'container',
          options: {
            fields: [
              field('group', {
                type: {
                  name: 'repeating_group',
                  options: {
                    fieldsTemplate: [
                      field('upload', { type: { name: 'upload_files' } }),
                      field('box', {
                        type: {
                          name: 'container',
                          options: {
                            fields: [field('docs', { type: { name: 'generated_documents' } })],
                          },
                        },
                      }),
                    ],
                  },
                },
              }),
            ],
          },
        },
      }),
    );
    expect(result.ok ? [] : result.errors).toEqual([
      {
        path: 'type.options.fields[0].type.name',
        message: 'a repeating group cannot be placed in a container',
      },
      {
        path: 'type.options.fields[0].type.options.fieldsTemplate[0].type.name',
        message: 'a repeating group may not contain a upload_files field',
      },
      {
        path: 'type.options.fields[0].type.options.fieldsTemplate[1].type.options.fields[0].type.name',
        message: 'a repeating group may not contain a generated_documents field',
      },
    ]);
  });

  it('checks embedded conditions and methods by their own schemas, with full paths', () => {
    const result = validateDefinition(
      'formField',
      field('f', {
        visible: { type: 'and', conditions: [] },
        defaultValue: { type: 'computed_expression' } as never,
      }),
    );
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining([
        { path: 'visible.conditions', message: 'must have at least 1 item' },
        { path: 'defaultValue.expression', message: 'is required' },
      ]),
    );
  });

  it('a regex validator must compile', () => {
    const result = validateDefinition(
      'formField',
      field('f', { validator: { type: 'regex', pattern: '([a-z' } }),
    );
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual([
      'validator.pattern',
    ]);
    expect(result.ok ? '' : result.errors[0]?.message).toMatch(
      /^is not a valid regular expression/,
    );
  });
});

describe('forms (spec 001 §3.21, spec 002 §3)', () => {
  it('accepts fields, variables, binding, save redirect, field_value_changed listeners, connections', () => {
    expect(validateDefinition('form', form)).toEqual({ ok: true, value: form });
  });

  it('rejects a listener of another event type and a redirect of an unknown type', () => {
    const result = validateDefinition('form', {
      ...form,
      formEventListeners: [{ ...form.formEventListeners![0], type: 'form_saved' }],
      layout: { saveButton: { redirect: { type: 'view', viewId: 'v' } } },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        path: 'layout.saveButton.redirect.type',
        message: '"view" is not a known type; expected one of: "form", "url", "conditional"',
      },
      { path: 'formEventListeners[0].type', message: 'must be "field_value_changed"' },
    ]);
  });

  it('field ids are unique across the whole form, nested fields included', () => {
    const result = validateDefinition('form', {
      ...form,
      fields: [...form.fields, field('product', { layout: { x: 0, y: 30, width: 3, height: 9 } })],
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        path: 'fields[4].id',
        message:
          'duplicate field id "product" (already used at fields[2].type.options.fieldsTemplate[0])',
      },
    ]);
  });

  it('binding, listeners and redirects name things the form has', () => {
    const result = validateDefinition('form', {
      ...form,
      binding: { dataProviderId: 'orders', fields: { ghost: 'pf' } },
      formEventListeners: [{ ...form.formEventListeners![0], formFieldId: 'ghost' }],
      layout: {
        saveButton: {
          redirect: {
            type: 'form',
            formId: 'x',
            recordIdValue: method,
            retrieveFromListenerId: 'on-customer',
          },
        },
      },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'binding.fields.ghost', message: 'unknown field id "ghost"' },
      { path: 'formEventListeners[0].formFieldId', message: 'unknown field id "ghost"' },
      {
        path: 'layout.saveButton.redirect.retrieveFromListenerId',
        message: 'give either recordIdValue or retrieveFromListenerId, not both',
      },
    ]);
  });

  it('a form needs id, name and fields', () => {
    const result = validateDefinition('form', { name: 'x' });
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'id', message: 'is required' },
      { path: 'fields', message: 'is required' },
    ]);
  });
});
