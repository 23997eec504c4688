import { describe, expect, it } from 'vitest';
import type { FormField } from '../definitions/formField.types';
import type { MethodDefinition } from '../methods';
import {
  equals,
  groupField,
  manual,
  numberField,
  openForm,
  read,
  rowsOf,
  sameRow,
} from './formStoreTestKit';

const rowTotal: MethodDefinition = {
  type: 'computed_expression',
  expression: 'price * quantity',
  variables: {
    price: { type: 'field_value_access', ...sameRow('items', 'price') },
    quantity: { type: 'field_value_access', ...sameRow('items', 'quantity') },
  },
};

function openOrder(
  savedItems: Record<string, unknown>[],
  extra: { readonly vatRate?: Partial<FormField>; readonly note?: Partial<FormField> } = {},
) {
  return openForm(
    [
      numberField('vat', { defaultValue: manual(23) }),
      groupField('items', [
        numberField('price'),
        numberField('quantity', { defaultValue: manual(1) }),
        numberField('total', { defaultValue: rowTotal }),
        numberField('vatRate', { defaultValue: read('vat'), ...extra.vatRate }),
        numberField('note', extra.note),
      ]),
    ],
    { savedValues: { vat: 23, items: savedItems } },
  );
}

const saved = [
  { price: 10, quantity: 2, total: 15, vatRate: 8, note: 1 },
  { price: 4, quantity: 3, total: 12, vatRate: 5, note: 2 },
];

describe('saved rows: "Default values apply to fields without a saved value" (spec 002 §4)', () => {
  it("keeps a saved row's values: its row defaults do not overwrite them", () => {
    const form = openOrder(saved);
    expect(rowsOf(form, 'items')).toEqual(saved);
    expect(form.getState().dirty).toBe(false);
  });

  it("keeps them when the default's sources change: in the saved row, the row's own and the form's", () => {
    const form = openOrder(saved);
    form.setRowValue('items', 0, 'price', 30);
    form.setValue('vat', 0);
    expect(rowsOf(form, 'items')[0]).toEqual({ ...saved[0], price: 30 });
    expect(rowsOf(form, 'items')[1]).toEqual(saved[1]);
  });

  it('gives a saved row field without a saved value its default, which follows', () => {
    const form = openOrder([{ price: 10, quantity: 2 }]);
    expect(rowsOf(form, 'items')[0]).toMatchObject({
      price: 10,
      quantity: 2,
      total: 20,
      vatRate: 23,
    });
    form.setRowValue('items', 0, 'quantity', 5);
    form.setValue('vat', 8);
    expect(rowsOf(form, 'items')[0]).toMatchObject({ total: 50, vatRate: 8 });
  });

  it('starts a row field that ignores its saved value (ignoreSavedValue) from its default', () => {
    const form = openOrder(saved, { vatRate: { ignoreSavedValue: true } });
    expect(rowsOf(form, 'items').map((row) => row.vatRate)).toEqual([23, 23]);
    form.setValue('vat', 0);
    expect(rowsOf(form, 'items').map((row) => row.vatRate)).toEqual([0, 0]);
  });

  it('lets the defaults of rows added later apply and follow, saved rows keeping theirs wherever they move', () => {
    const form = openOrder(saved);
    form.addRow('items', 0);
    form.setRowValue('items', 0, 'price', 7);
    expect(rowsOf(form, 'items')).toEqual([
      { price: 7, quantity: 1, total: 7, vatRate: 23, note: null },
      ...saved,
    ]);
    form.removeRow('items', 1);
    form.setValue('vat', 5);
    expect(rowsOf(form, 'items')).toEqual([
      { price: 7, quantity: 1, total: 7, vatRate: 5, note: null },
      saved[1],
    ]);
  });

  it('resets a saved row field hidden by its row condition to its saved value, not its default', () => {
    const form = openOrder(saved, {
      note: { defaultValue: manual(0), visible: equals(sameRow('items', 'quantity'), 2) },
    });
    expect(rowsOf(form, 'items').map((row) => row.note)).toEqual([1, 2]);
    form.setRowValue('items', 0, 'note', 6);
    form.setRowValue('items', 0, 'quantity', 4);
    expect(rowsOf(form, 'items')[0]?.note).toBe(1);
    form.addRow('items');
    form.setRowValue('items', 2, 'quantity', 2);
    expect(rowsOf(form, 'items')[2]?.note).toBe(0);
  });

  it("takes rows set whole with setValue as the person's answers, not saved ones", () => {
    const form = openOrder(saved, {
      note: { defaultValue: manual(0), visible: equals(sameRow('items', 'quantity'), 2) },
    });
    const given = { price: 2, quantity: 2, total: 1, vatRate: 1, note: 9 };
    form.setValue('items', [given, { price: 3 }]);
    expect(rowsOf(form, 'items')).toEqual([
      given,
      { price: 3, quantity: 1, total: 3, vatRate: 23, note: 0 },
    ]);
    // Hidden, the given note resets to its default: the row has no saved value.
    form.setRowValue('items', 0, 'quantity', 5);
    expect(rowsOf(form, 'items')[0]?.note).toBe(0);
  });
});
