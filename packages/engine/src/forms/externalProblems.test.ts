import { describe, expect, it, vi } from 'vitest';
import { groupField, numberField, openForm, textField } from './formStoreTestKit';

const required = { type: 'constant', value: true } as const;

function openOffer() {
  return openForm(
    [
      numberField('power', { required }),
      textField('note'),
      groupField('products', [textField('productName')], {
        minRowsCount: { type: 'manual', value: 1 },
      }),
    ],
    { savedValues: { power: 5 } },
  );
}

const serverProblems = [
  { path: 'power', messageKey: 'validations.min_value', params: { min: 10 } },
  { path: 'products[0].productName', messageKey: 'validations.required' },
];

describe('setExternalProblems: "server 422 → field problems shown the same way" (spec 002 §4)', () => {
  it("lays each problem on its field, a row field's on its repeating group, as validation does", () => {
    const form = openOffer();
    expect(form.setExternalProblems(serverProblems)).toEqual([]);
    const state = form.getState();
    expect(state.field('power')?.problems).toEqual([serverProblems[0]]);
    expect(state.fields.products?.problems).toEqual([serverProblems[1]]);
    expect(state.field('note')?.problems).toEqual([]);
  });

  it("keeps the last validation's own problems beside them, and replaces the previous external ones", () => {
    const form = openOffer();
    form.setValue('power', null);
    const own = form.validate();
    expect(own).toEqual([{ path: 'power', messageKey: 'validations.required' }]);
    form.setExternalProblems(serverProblems);
    expect(form.getState().field('power')?.problems).toEqual([own[0], serverProblems[0]]);
    const later = { path: 'note', messageKey: 'validations.invalid' };
    form.setExternalProblems([later]);
    expect(form.getState().field('power')?.problems).toEqual([own[0]]);
    expect(form.getState().field('products')?.problems).toEqual([]);
    expect(form.getState().field('note')?.problems).toEqual([later]);
  });

  it('are cleared at the next validation', () => {
    const form = openOffer();
    form.setExternalProblems(serverProblems);
    form.setValue('power', 20);
    expect(form.getState().field('power')?.problems).toEqual([serverProblems[0]]);
    expect(form.validate()).toEqual([]);
    expect(form.getState().field('power')?.problems).toEqual([]);
    expect(form.getState().field('products')?.problems).toEqual([]);
  });

  it('answers the problems whose path names no field of the form, laid nowhere', () => {
    const form = openOffer();
    const stray = { path: 'discount', messageKey: 'validations.invalid' };
    const rowOfUnknown = { path: 'services[0].name', messageKey: 'validations.invalid' };
    expect(form.setExternalProblems([stray, serverProblems[0]!, rowOfUnknown])).toEqual([
      stray,
      rowOfUnknown,
    ]);
    expect(form.getState().field('power')?.problems).toEqual([serverProblems[0]]);
  });

  it('tells subscribers once with a new snapshot, values and dirty untouched', () => {
    const form = openOffer();
    const before = form.getState();
    const subscriber = vi.fn();
    form.subscribe(subscriber);
    form.setExternalProblems(serverProblems);
    expect(subscriber).toHaveBeenCalledTimes(1);
    const after = form.getState();
    expect(after).not.toBe(before);
    expect(after.values).toEqual(before.values);
    expect(after.dirty).toBe(false);
    expect(after.field('note')).toBe(before.field('note'));
  });
});
