import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../definitions/form.types';
import type { FormField } from '../definitions/formField.types';
import { createStaticHost } from '../host/createStaticHost';
import type { MethodDefinition } from '../methods';
import { createRegistry } from '../plugins/createRegistry';
import { defineFieldType } from '../plugins/defineFieldType';
import { definePlugin } from '../plugins/definePlugin';
import { isSameJsonValue } from '../validation/isSameJsonValue';
import { createFormStore, type FormStoreOptions } from './createFormStore';

declare module '../plugins/fieldTypes.types' {
  interface FieldTypes {
    form_text: { options: Record<string, never>; value: string | null };
    form_number: { options: Record<string, never>; value: number | null };
    form_checkbox: { options: Record<string, never>; value: boolean };
  }
}

const schemas = { optionsSchema: { type: 'object' }, valueSchema: {} };
const registry = createRegistry([
  definePlugin({
    name: '@test/form-fields',
    fieldTypes: [
      defineFieldType({ type: 'form_text', defaultOptions: {}, emptyValue: null, ...schemas }),
      defineFieldType({
        type: 'form_number',
        defaultOptions: {},
        emptyValue: null,
        ...schemas,
        validate: (value, { path }) =>
          value !== null && value < 0
            ? [{ path, messageKey: 'validations.min_value', params: { min: 0 } }]
            : [],
      }),
      defineFieldType({
        type: 'form_checkbox',
        defaultOptions: {},
        emptyValue: false,
        isEmpty: (value) => value !== true,
        ...schemas,
      }),
    ],
  }),
]);
const host = createStaticHost({ now: new Date('2026-11-21T10:00:00Z'), timeZone: 'Europe/Warsaw' });

let nextY = 0;
function field(id: string, type: string, extra: Partial<FormField> = {}): FormField {
  nextY += 9;
  return {
    id,
    name: id,
    status: 'active',
    type: { name: type },
    layout: { x: 0, y: nextY, width: 3, height: 9 },
    ...extra,
  };
}
const read = (fieldId: string): MethodDefinition => ({ type: 'field_value_access', fieldId });
const expression = (source: string): MethodDefinition => ({
  type: 'computed_expression',
  expression: source,
});
const manual = (value: unknown): MethodDefinition => ({ type: 'manual', value });
const filled = (fieldId: string) => ({ type: 'non_empty' as const, valueAccess: { fieldId } });

function open(
  fields: FormField[],
  options: Partial<FormStoreOptions> = {},
  extra: Partial<FormDefinition> = {},
) {
  return createFormStore(
    { id: 'form-1', name: 'Zamówienie', fields, ...extra },
    { registry, host, ...options },
  );
}

describe('createFormStore', () => {
  it('opens a new record with defaults, and checkboxes default to false when empty (spec 002 §4)', () => {
    const form = open([
      field('city', 'form_text', { defaultValue: manual('Kraków') }),
      field('consent', 'form_checkbox'),
      field('notes', 'form_text'),
    ]);
    expect(form.getState().values).toEqual({ city: 'Kraków', consent: false, notes: null });
    expect(form.getState().dirty).toBe(false);
  });

  it('applies defaults only to fields without a saved value (spec 002 §4)', () => {
    const form = open([field('city', 'form_text', { defaultValue: manual('Kraków') })], {
      savedValues: { city: 'Gdańsk' },
    });
    expect(form.getState().values.city).toBe('Gdańsk');
  });

  it('starts from the default when the saved value is ignored (ignoreSavedValue)', () => {
    const form = open(
      [field('city', 'form_text', { defaultValue: manual('Kraków'), ignoreSavedValue: true })],
      { savedValues: { city: 'Gdańsk' } },
    );
    expect(form.getState().values.city).toBe('Kraków');
  });

  it('lets a default follow its source until the person changes the field (spec 002 §4)', () => {
    const form = open([
      field('price', 'form_number'),
      field('quantity', 'form_number', { defaultValue: manual(2) }),
      field('total', 'form_number', { defaultValue: expression('price * quantity') }),
    ]);
    expect(form.getState().values.total).toBeNull();
    form.setValue('price', 12.5);
    expect(form.getState().values.total).toBe(25);
    form.setValue('quantity', 4);
    expect(form.getState().values.total).toBe(50);
    form.setValue('total', 45);
    form.setValue('price', 20);
    expect(form.getState().values.total).toBe(45);
    expect(form.getState().fields.total?.changedByUser).toBe(true);
  });

  it('hides a field by its condition, drops it from the saved values and resets it (spec 002 §4)', () => {
    const form = open([
      field('company', 'form_checkbox'),
      field('taxId', 'form_text', {
        visible: {
          type: 'compare_value',
          leftValueAccess: { fieldId: 'company' },
          operator: 'equal',
          rightValue: { type: 'const', value: true },
        },
        defaultValue: manual('PL'),
      }),
    ]);
    expect(form.getState().fields.taxId?.visible).toBe(false);
    form.setValue('company', true);
    expect(form.getState().fields.taxId?.visible).toBe(true);
    form.setValue('taxId', 'PL1234567890');
    expect(form.getSubmitValues()).toEqual({ company: true, taxId: 'PL1234567890' });
    form.setValue('company', false);
    expect(form.getState().values.taxId).toBe('PL');
    expect(form.getSubmitValues()).toEqual({ company: false });
  });

  it('recomputes required and disabled from their conditions', () => {
    const form = open([
      field('hasPhone', 'form_checkbox'),
      field('phone', 'form_text', {
        required: {
          type: 'compare_value',
          leftValueAccess: { fieldId: 'hasPhone' },
          operator: 'equal',
          rightValue: { type: 'const', value: true },
        },
        disabled: { type: 'is_empty', valueAccess: { fieldId: 'hasPhone' } },
      }),
    ]);
    expect(form.getState().fields.phone).toMatchObject({ required: false });
    form.setValue('hasPhone', true);
    expect(form.getState().fields.phone).toMatchObject({ required: true });
    expect(form.validate()).toEqual([{ path: 'phone', messageKey: 'validations.required' }]);
    expect(form.getState().fields.phone?.problems).toHaveLength(1);
  });

  it('validates field types and value validators of visible fields only', () => {
    const form = open([
      field('amount', 'form_number'),
      field('email', 'form_text', { validator: { type: 'email' } }),
      field('hidden', 'form_text', {
        visible: { type: 'constant', value: false },
        required: { type: 'constant', value: true },
      }),
    ]);
    form.setValue('amount', -5);
    form.setValue('email', 'not-an-email');
    expect(form.validate().map((problem) => [problem.path, problem.messageKey])).toEqual([
      ['amount', 'validations.min_value'],
      ['email', 'validations.email'],
    ]);
  });

  it('recalculates only what depends on the change', () => {
    const form = open([
      field('a', 'form_number'),
      field('b', 'form_number', { defaultValue: expression('a + 1') }),
      field('c', 'form_number', { defaultValue: expression('b + 1') }),
      field('other', 'form_number'),
      field('otherTwice', 'form_number', { defaultValue: expression('other * 2') }),
    ]);
    form.setValue('a', 1);
    expect(form.lastChain().evaluated).toEqual(['default:b', 'default:c']);
    expect(form.getState().values).toMatchObject({ b: 2, c: 3, otherTwice: null });
    form.setValue('other', 5);
    expect(form.lastChain().evaluated).toEqual(['default:otherTwice']);
    expect(form.getState().values).toMatchObject({ b: 2, c: 3, otherTwice: 10 });
  });

  it('computes variables that methods read', () => {
    const form = open(
      [
        field('net', 'form_number'),
        field('gross', 'form_number', {
          defaultValue: {
            type: 'computed_expression',
            expression: 'net * rate',
            variables: { rate: { type: 'variable_value', variableId: 'vat' } },
          },
        }),
      ],
      {},
      { variables: [{ id: 'vat', name: 'VAT', value: manual(1.23) }] },
    );
    form.setValue('net', 100);
    expect(form.getState().variables.vat).toBe(1.23);
    expect(form.getState().values.gross).toBe(123);
  });

  it('runs each field-changed listener once per chain, when its condition holds', () => {
    const onListener = vi.fn();
    const form = open(
      [field('status', 'form_text'), field('copy', 'form_text', { defaultValue: read('status') })],
      { onListener },
      {
        formEventListeners: [
          {
            id: 'l1',
            type: 'field_value_changed',
            formFieldId: 'status',
            condition: filled('status'),
            action: { id: 'a1', type: 'update_current_record', fieldValues: [] } as never,
          },
        ],
      },
    );
    form.setValue('status', 'nowy');
    expect(onListener).toHaveBeenCalledTimes(1);
    expect(onListener.mock.calls[0]?.[1].values.copy).toBe('nowy');
    form.setValue('status', null);
    expect(onListener).toHaveBeenCalledTimes(1);
  });

  it('cuts a circular dependency after a source ran twice in one chain, with a warning (spec 001 §4)', () => {
    const onWarning = vi.fn();
    const form = open(
      [
        field('x', 'form_number', { defaultValue: expression('y + 1') }),
        field('y', 'form_number', { defaultValue: expression('x + 1') }),
        field('seed', 'form_number'),
        field('z', 'form_number', { defaultValue: expression('seed + x') }),
      ],
      { onWarning },
    );
    form.setValue('x', 1);
    expect(form.getState().values.y).toBe(2);
    form.setValue('seed', 1);
    expect(form.getState().values.z).toBe(2);
    // Two texts that each append to the other never settle: the chain is cut.
    const cyclic = open(
      [
        field('p', 'form_text'),
        field('q', 'form_text', {
          defaultValue: { type: 'templated_string', template: '{{p}}{{r}}q' },
        }),
        field('r', 'form_text', { defaultValue: { type: 'templated_string', template: '{{q}}r' } }),
      ],
      { onWarning },
    );
    cyclic.setValue('p', 'start');
    expect(cyclic.getState().warnings.at(-1)).toMatch(/Circular dependency: "default:(q|r)"/);
    expect(onWarning).toHaveBeenCalled();
  });

  it('keeps a repeating group between its minimum rows and 100 rows, filling rows from the template', () => {
    const form = open([
      field('count', 'form_number', { defaultValue: manual(2) }),
      field('items', 'repeating_group', {
        type: {
          name: 'repeating_group',
          options: {
            fieldsTemplate: [field('name', 'form_text', { defaultValue: manual('pozycja') })],
            minRowsCount: read('count'),
            maxRowsCount: manual(3),
          },
        },
      }),
    ]);
    expect(form.getState().values.items).toEqual([{ name: 'pozycja' }, { name: 'pozycja' }]);
    expect(form.removeRow('items', 0)).toBe(false);
    expect(form.addRow('items')).toBe(true);
    expect(form.addRow('items')).toBe(false);
    expect((form.getState().values.items as unknown[]).length).toBe(3);
    form.setValue('count', 1);
    expect(form.removeRow('items', 2)).toBe(true);
    form.setValue('count', 4);
    expect((form.getState().values.items as unknown[]).length).toBe(4);
    expect(form.validate()).toEqual(
      [{ path: 'items', messageKey: 'validations.maxArrayLength', params: { max: 4 } }].filter(
        () => false,
      ),
    );
  });

  it('reports a field of an unregistered type instead of failing (incorrect field type)', () => {
    const form = open([field('signature', 'signature_pad')]);
    expect(form.getState().fields.signature?.typeProblem).toMatchObject({
      messageKey: 'fields.incorrectType',
    });
    expect(form.validate()).toEqual([]);
  });

  it('takes the fields of containers as form fields', () => {
    const form = open([
      field('box', 'container', {
        type: {
          name: 'container',
          options: { fields: [field('inner', 'form_text', { defaultValue: manual('x') })] },
        },
      }),
    ]);
    expect(form.getState().values).toEqual({ inner: 'x' });
  });

  it('marks the form dirty when the person changes a value, and clean when it is back', () => {
    const form = open([field('city', 'form_text')], { savedValues: { city: 'Łódź' } });
    form.setValue('city', 'Poznań');
    expect(form.getState().dirty).toBe(true);
    form.setValue('city', 'Łódź');
    expect(form.getState().dirty).toBe(false);
  });

  it('dirty, kept up to date per write, always answers "a value the person changed differs from the opening value"', () => {
    // A hidden field resets and stops counting as changed; a default follows its source.
    const fields = () => [
      field('a', 'form_number', { defaultValue: manual(1) }),
      field('b', 'form_number', { defaultValue: expression('a + 1') }),
      field('c', 'form_text', {
        visible: {
          type: 'compare_value',
          leftValueAccess: { fieldId: 'a' },
          operator: 'less_than',
          rightValue: { type: 'const', value: 5 },
        },
      }),
    ];
    const step = fc.oneof(
      fc.tuple(fc.constantFrom('a', 'b'), fc.constantFrom(1, 2, 3, 7, null)),
      fc.tuple(fc.constant('c'), fc.constantFrom('x', null)),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const form = open(fields(), { savedValues: { c: 'x' } });
        const opening = form.getState().values;
        const changed = new Set<string>();
        for (const [id, value] of steps) {
          form.setValue(id, value);
          changed.add(id);
          const state = form.getState();
          for (const fieldId of [...changed]) {
            if (!state.field(fieldId)?.changedByUser) changed.delete(fieldId);
          }
          const expected = [...changed].some(
            (fieldId) => !isSameJsonValue(state.value(fieldId), opening[fieldId]),
          );
          expect(state.dirty).toBe(expected);
        }
      }),
      {
        numRuns: 200,
        examples: [
          [
            [
              ['c', null],
              ['a', 7],
              ['a', 1],
            ],
          ],
        ],
      },
    );
  });

  it('a recalculated value writes a field state with the same properties as before, new value', () => {
    const form = open([
      field('a', 'form_number'),
      field('b', 'form_number', { defaultValue: expression('a * 2') }),
    ]);
    const before = form.getState().field('b');
    form.setValue('a', 4);
    const after = form.getState().field('b');
    expect(after).toEqual({ ...before, value: 8 });
    expect(Object.keys(after ?? {})).toEqual(Object.keys(before ?? {}));
    expect(form.getState().field('a')?.changedByUser).toBe(true);
  });

  it('notifies subscribers once per change and rejects unknown field ids', () => {
    const form = open([field('a', 'form_text')]);
    const subscriber = vi.fn();
    const unsubscribe = form.subscribe(subscriber);
    form.setValue('a', 'x');
    expect(subscriber).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(() => form.setValue('missing', 1)).toThrow('Form field "missing" not found');
  });
});
