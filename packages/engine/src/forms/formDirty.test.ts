import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MethodDefinition } from '../methods';
import { isSameJsonValue } from '../validation/isSameJsonValue';
import type { FormStore, FormStoreOptions } from './createFormStore';
import {
  equals,
  groupField,
  manual,
  numberField,
  openForm,
  read,
  rowsOf,
  sameRow,
  textField,
} from './formStoreTestKit';

const rowTotal: MethodDefinition = {
  type: 'computed_expression',
  expression: 'price * quantity',
  variables: {
    price: { type: 'field_value_access', ...sameRow('items', 'price') },
    quantity: { type: 'field_value_access', ...sameRow('items', 'quantity') },
  },
};

/** An order: a VAT rate, and 1 to 4 rows whose defaults follow their row and the VAT rate. */
function openOrder(options: Partial<FormStoreOptions> = {}) {
  return openForm(
    [
      numberField('vat', { defaultValue: manual(23) }),
      groupField(
        'items',
        [
          numberField('price'),
          numberField('quantity', { defaultValue: manual(1) }),
          numberField('total', { defaultValue: rowTotal }),
          numberField('vatRate', { defaultValue: read('vat') }),
        ],
        { minRowsCount: manual(1), maxRowsCount: manual(4) },
      ),
    ],
    options,
  );
}

const savedOrder = {
  savedValues: {
    vat: 8,
    items: [
      { price: 10, quantity: 2, total: 20, vatRate: 8 },
      { price: 5, quantity: 1, total: 99, vatRate: 8 },
    ],
  },
};

describe('dirty: "a value the person changed differs from the value the form opened with"', () => {
  it("counts a repeating group's row edited by the person, until it is back", () => {
    const form = openOrder();
    form.setRowValue('items', 0, 'price', 12);
    expect(form.getState().dirty).toBe(true);
    form.setRowValue('items', 0, 'price', null);
    expect(form.getState().dirty).toBe(false);
  });

  it('counts a row added, and no longer once it is removed again', () => {
    const form = openOrder();
    expect(form.addRow('items', 0)).toBe(true);
    expect(form.getState().dirty).toBe(true);
    expect(form.getState().field('items')?.changedByUser).toBe(true);
    expect(form.removeRow('items', 0)).toBe(true);
    expect(form.getState().dirty).toBe(false);
  });

  it('counts a saved row removed', () => {
    const form = openOrder(savedOrder);
    expect(form.removeRow('items', 1)).toBe(true);
    expect(form.getState().dirty).toBe(true);
  });

  it('does not count a refused add or remove (at the maximum, at the minimum)', () => {
    const form = openOrder();
    expect(form.removeRow('items', 0)).toBe(false);
    expect(form.getState().dirty).toBe(false);
    expect(form.getState().field('items')?.changedByUser).toBe(false);
  });

  it('does not count rows reset because their group was hidden (spec 002 §4)', () => {
    const form = openForm([
      textField('kind', { defaultValue: manual('firma') }),
      groupField(
        'items',
        [numberField('price')],
        {},
        { visible: equals({ fieldId: 'kind' }, 'firma') },
      ),
    ]);
    form.addRow('items');
    form.setRowValue('items', 0, 'price', 3);
    form.setValue('kind', 'osoba');
    expect(rowsOf(form, 'items')).toEqual([]);
    form.setValue('kind', 'firma');
    expect(form.getState().dirty).toBe(false);
  });

  type Step =
    | { readonly kind: 'vat'; readonly value: number | null }
    | {
        readonly kind: 'row';
        readonly row: number;
        readonly field: 'price' | 'quantity' | 'total';
        readonly value: number | null;
      }
    | { readonly kind: 'add'; readonly at: number }
    | { readonly kind: 'remove'; readonly at: number };

  const value = fc.constantFrom(null, 1, 2, 5, 8, 10, 20, 23, 99);
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('vat' as const), value }),
    fc.record({
      kind: fc.constant('row' as const),
      row: fc.nat(4),
      field: fc.constantFrom('price' as const, 'quantity' as const, 'total' as const),
      value,
    }),
    fc.record({ kind: fc.constant('add' as const), at: fc.nat(4) }),
    fc.record({ kind: fc.constant('remove' as const), at: fc.nat(4) }),
  );

  /** Applies a step; the fields the person changed by it (none when the store refused it). */
  function apply(form: FormStore, next: Step): string[] {
    const rowCount = rowsOf(form, 'items').length;
    switch (next.kind) {
      case 'vat':
        form.setValue('vat', next.value);
        return ['vat'];
      case 'row':
        form.setRowValue('items', next.row % rowCount, next.field, next.value);
        return ['items'];
      case 'add':
        return form.addRow('items', next.at % (rowCount + 1)) ? ['items'] : [];
      case 'remove':
        return form.removeRow('items', next.at % rowCount) ? ['items'] : [];
    }
  }

  it('always answers: some value the person changed (a field, a group by its rows) differs from the opened one', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { maxLength: 15 }), (fromRecord, steps) => {
        const form = openOrder(fromRecord ? savedOrder : {});
        const opened = form.getState().values;
        const changed = new Set<string>();
        for (const next of steps) {
          for (const id of apply(form, next)) changed.add(id);
          const state = form.getState();
          const expected = [...changed].some((id) => !isSameJsonValue(state.value(id), opened[id]));
          expect(state.dirty).toBe(expected);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('where every value follows the person\'s changes, dirty(state) is exactly "values differ from the opened values"', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { maxLength: 15 }), (fromRecord, steps) => {
        const form = openOrder(fromRecord ? savedOrder : {});
        const opened = form.getState().values;
        for (const next of steps) {
          apply(form, next);
          const state = form.getState();
          expect(state.dirty).toBe(!isSameJsonValue(state.values, opened));
        }
      }),
      { numRuns: 150 },
    );
  });
});
