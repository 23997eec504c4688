import { describe, expect, it } from 'vitest';
import type { ConditionDefinition } from '../conditions';
import type { FormField } from '../definitions/formField.types';
import { createStaticHost } from '../host/createStaticHost';
import type { MethodDefinition } from '../methods';
import { createRegistry } from '../plugins/createRegistry';
import { defineFieldType } from '../plugins/defineFieldType';
import { definePlugin } from '../plugins/definePlugin';
import { createFormStore } from './createFormStore';

declare module '../plugins/fieldTypes.types' {
  interface FieldTypes {
    row_number: { options: Record<string, never>; value: number | null };
  }
}

const registry = createRegistry([
  definePlugin({
    name: '@test/row-fields',
    fieldTypes: [
      defineFieldType({
        type: 'row_number',
        defaultOptions: {},
        emptyValue: null,
        optionsSchema: {},
        valueSchema: {},
      }),
    ],
  }),
]);
const host = createStaticHost({ now: new Date('2026-11-21T10:00:00Z'), timeZone: 'Europe/Warsaw' });

const field = (id: string, extra: Partial<FormField> = {}): FormField => ({
  id,
  name: id,
  status: 'active',
  type: { name: 'row_number' },
  layout: { x: 0, y: 0, width: 3, height: 9 },
  ...extra,
});
/** A field of the current row of `items`. */
const sameRow = (fieldId: string) => ({
  fieldId: 'items',
  path: [{ type: 'relative_position' as const }, fieldId],
});
const expression = (
  source: string,
  variables: Record<string, MethodDefinition>,
): MethodDefinition => ({
  type: 'computed_expression',
  expression: source,
  variables,
});
const rowTotal = expression('price * quantity', {
  price: { type: 'field_value_access', ...sameRow('price') },
  quantity: { type: 'field_value_access', ...sameRow('quantity') },
});
const bigRow: ConditionDefinition = {
  type: 'compare_value',
  leftValueAccess: sameRow('total'),
  operator: 'greater_than',
  rightValue: { type: 'const', value: 100 },
};

function openOrder() {
  return createFormStore(
    {
      id: 'order',
      name: 'Zamówienie',
      fields: [
        field('vat', { defaultValue: { type: 'manual', value: 23 } }),
        field('items', {
          type: {
            name: 'repeating_group',
            options: {
              fieldsTemplate: [
                field('price'),
                field('quantity', { defaultValue: { type: 'manual', value: 1 } }),
                field('total', { defaultValue: rowTotal }),
                field('vatRate', { defaultValue: { type: 'field_value_access', fieldId: 'vat' } }),
                field('note', { visible: bigRow, required: bigRow }),
              ],
              minRowsCount: { type: 'manual', value: 2 },
            },
          },
        }),
      ],
    },
    { registry, host },
  );
}

const rows = (form: ReturnType<typeof openOrder>) =>
  form.getState().value('items') as Record<string, unknown>[];

describe('repeating group rows', () => {
  it('computes each row from its own fields: a row default follows its row', () => {
    const form = openOrder();
    form.setRowValue('items', 0, 'price', 20);
    form.setRowValue('items', 1, 'price', 5);
    form.setRowValue('items', 1, 'quantity', 3);
    expect(rows(form).map((row) => row.total)).toEqual([20, 15]);
  });

  it('lets row defaults follow fields outside the group', () => {
    const form = openOrder();
    expect(rows(form).map((row) => row.vatRate)).toEqual([23, 23]);
    form.setValue('vat', 8);
    expect(rows(form).map((row) => row.vatRate)).toEqual([8, 8]);
  });

  it('stops following in the one row the person changed', () => {
    const form = openOrder();
    form.setRowValue('items', 0, 'total', 99);
    form.setRowValue('items', 0, 'price', 50);
    form.setRowValue('items', 1, 'price', 50);
    expect(rows(form).map((row) => row.total)).toEqual([99, 50]);
    expect(form.getState().field('items')?.rows?.[0]?.total?.changedByUser).toBe(true);
  });

  it('shows, requires and resets row fields by their row condition', () => {
    const form = openOrder();
    form.setRowValue('items', 1, 'price', 150);
    const states = form.getState().field('items')?.rows;
    expect(states?.map((state) => state.note?.visible)).toEqual([false, true]);
    expect(form.validate()).toEqual([
      { path: 'items[1].note', messageKey: 'validations.required' },
    ]);
    form.setRowValue('items', 1, 'note', 7);
    expect(form.validate()).toEqual([]);
    form.setRowValue('items', 1, 'price', 10);
    expect(rows(form)[1]?.note).toBeNull();
  });

  it('keeps each row state with its row when a row is added or removed', () => {
    const form = openOrder();
    form.setRowValue('items', 1, 'total', 77);
    expect(form.addRow('items', 0)).toBe(true);
    expect(form.getState().field('items')?.rows?.[2]?.total?.changedByUser).toBe(true);
    expect(form.removeRow('items', 0)).toBe(true);
    form.setRowValue('items', 1, 'price', 3);
    expect(rows(form)[1]?.total).toBe(77);
  });

  it('rejects an unknown row field or row', () => {
    const form = openOrder();
    expect(() => form.setRowValue('items', 0, 'colour', 1)).toThrow('is not a field of the rows');
    expect(() => form.setRowValue('items', 5, 'price', 1)).toThrow(RangeError);
  });
});
