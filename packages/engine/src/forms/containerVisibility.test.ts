import { describe, expect, it } from 'vitest';
import type { MethodDefinition } from '../methods';
import {
  containerField,
  equals,
  groupField,
  manual,
  numberField,
  openForm,
  rowsOf,
  sameRow,
  textField,
} from './formStoreTestKit';

const required = { type: 'constant', value: true } as const;

/** A company box shown for companies, with a nested address box shown when asked for. */
function openCustomer(savedValues: Record<string, unknown> = {}) {
  return openForm(
    [
      textField('kind', { defaultValue: manual('firma') }),
      textField('wantsAddress', { defaultValue: manual('tak') }),
      containerField(
        'company',
        [
          textField('taxId', { defaultValue: manual('PL'), required }),
          textField('contact', { visible: equals({ fieldId: 'kind' }, 'firma') }),
          containerField('address', [textField('street', { defaultValue: manual('Długa') })], {
            visible: equals({ fieldId: 'wantsAddress' }, 'tak'),
          }),
        ],
        { visible: equals({ fieldId: 'kind' }, 'firma') },
      ),
    ],
    { savedValues },
  );
}

const visibility = (form: ReturnType<typeof openCustomer>) =>
  ['taxId', 'contact', 'street'].map((id) => form.getState().field(id)?.visible);

describe('containers: a hidden container hides its fields (spec 002 §3, §4)', () => {
  it("hides every field of a container, nested ones too, while the container's condition fails", () => {
    const form = openCustomer();
    expect(visibility(form)).toEqual([true, true, true]);
    form.setValue('wantsAddress', 'nie');
    expect(visibility(form)).toEqual([true, true, false]);
    form.setValue('kind', 'osoba');
    expect(visibility(form)).toEqual([false, false, false]);
    form.setValue('wantsAddress', 'tak');
    expect(visibility(form)).toEqual([false, false, false]);
    form.setValue('kind', 'firma');
    expect(visibility(form)).toEqual([true, true, true]);
  });

  it('drops their values from the saved values, resets them like hidden fields and checks them no more', () => {
    const form = openCustomer({ contact: 'Jan' });
    form.setValue('taxId', 'PL123');
    form.setValue('contact', 'Anna');
    form.setValue('street', 'Krótka');
    form.setValue('kind', 'osoba');
    expect(form.getSubmitValues()).toEqual({ kind: 'osoba', wantsAddress: 'tak' });
    // Reset to the initial value: the default, or the saved value.
    expect(form.getState().values).toMatchObject({ taxId: 'PL', contact: 'Jan', street: 'Długa' });
    form.setValue('taxId', null);
    expect(form.validate()).toEqual([]);
    form.setValue('kind', 'firma');
    expect(form.validate()).toEqual([{ path: 'taxId', messageKey: 'validations.required' }]);
  });

  it('keeps a field hidden by its own condition inside a shown container', () => {
    const form = openForm([
      numberField('count', { defaultValue: manual(1) }),
      containerField('box', [numberField('extra', { visible: equals({ fieldId: 'count' }, 2) })]),
    ]);
    expect(form.getState().field('extra')?.visible).toBe(false);
    form.setValue('count', 2);
    expect(form.getState().field('extra')?.visible).toBe(true);
  });
});

const linePrice: MethodDefinition = {
  type: 'computed_expression',
  expression: 'unit * 2',
  variables: { unit: { type: 'field_value_access', ...sameRow('items', 'unit') } },
};

describe("containers in repeating-group rows: their fields are the row's fields", () => {
  function openItems() {
    return openForm([
      groupField(
        'items',
        [
          textField('kind', { defaultValue: manual('usługa') }),
          numberField('unit'),
          containerField(
            'details',
            [
              numberField('price', { defaultValue: linePrice }),
              textField('serial', { visible: equals(sameRow('items', 'unit'), 1) }),
            ],
            { visible: equals(sameRow('items', 'kind'), 'usługa') },
          ),
        ],
        { minRowsCount: manual(2) },
      ),
    ]);
  }
  const rowVisibility = (form: ReturnType<typeof openItems>, field: string) =>
    form
      .getState()
      .field('items')
      ?.rows?.map((row) => row[field]?.visible);

  it("holds the container's fields in each row, computing their defaults per row", () => {
    const form = openItems();
    expect(rowsOf(form, 'items')).toEqual([
      { kind: 'usługa', unit: null, price: null, serial: null },
      { kind: 'usługa', unit: null, price: null, serial: null },
    ]);
    form.setRowValue('items', 1, 'unit', 4);
    expect(rowsOf(form, 'items').map((row) => row.price)).toEqual([null, 8]);
  });

  it("hides the container's fields in the rows where its condition fails, resetting them there", () => {
    const form = openItems();
    form.setRowValue('items', 0, 'unit', 1);
    form.setRowValue('items', 1, 'unit', 1);
    form.setRowValue('items', 0, 'serial', 'SN-1');
    form.setRowValue('items', 1, 'serial', 'SN-2');
    expect(rowVisibility(form, 'serial')).toEqual([true, true]);
    form.setRowValue('items', 0, 'kind', 'towar');
    expect(rowVisibility(form, 'price')).toEqual([false, true]);
    expect(rowVisibility(form, 'serial')).toEqual([false, true]);
    expect(rowsOf(form, 'items').map((row) => row.serial)).toEqual([null, 'SN-2']);
  });

  it('checks the fields of a hidden container in no row', () => {
    const form = openForm([
      groupField(
        'items',
        [
          textField('kind', { defaultValue: manual('towar') }),
          containerField('details', [textField('serial', { required })], {
            visible: equals(sameRow('items', 'kind'), 'usługa'),
          }),
        ],
        { minRowsCount: manual(2) },
      ),
    ]);
    form.setRowValue('items', 1, 'kind', 'usługa');
    expect(form.validate()).toEqual([
      { path: 'items[1].serial', messageKey: 'validations.required' },
    ]);
  });
});
