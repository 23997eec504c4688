import { createFormStore, createStaticHost } from '@tessera/engine';
import { describe, expect, it, vi } from 'vitest';
import { offerForm } from './processFormFixtures';
import { testRegistry } from './testRegistry';
import { withServerProblems } from './withServerProblems';

const open = () =>
  withServerProblems(
    createFormStore(offerForm, { registry: testRegistry, host: createStaticHost() }),
  );

describe('withServerProblems: "server 422 → field problems shown the same way" (spec 002 §4)', () => {
  it("lays the server's problems on their fields, rows included, next to the form's own", () => {
    const store = open();
    store.setServerProblems([
      { path: 'power', messageKey: 'validation.min', params: { min: 1 } },
      { path: 'products[0].productName', messageKey: 'validations.required' },
    ]);
    const state = store.getState();
    expect(state.field('power')?.problems).toEqual([
      { path: 'power', messageKey: 'validation.min', params: { min: 1 } },
    ]);
    expect(state.field('products')?.problems).toEqual([
      { path: 'products[0].productName', messageKey: 'validations.required' },
    ]);
    expect(state.fields.power?.problems).toHaveLength(1);
    expect(state.field('unitPrice')?.problems).toEqual([]);
  });

  it('tells subscribers and hands out one snapshot until something changes', () => {
    const store = open();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setServerProblems([{ path: 'power', messageKey: 'validations.invalid' }]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).toBe(store.getState());
    store.setValue('power', 5);
    expect(store.getState().value('power')).toBe(5);
    expect(store.getState().field('power')?.problems).toHaveLength(1);
  });

  it('forgets them when the form is validated again', () => {
    const store = open();
    store.setServerProblems([{ path: 'unitPrice', messageKey: 'validations.invalid' }]);
    store.validate();
    expect(store.getState().field('unitPrice')?.problems).toEqual([]);
    expect(store.getState().field('power')?.problems[0]?.messageKey).toBe('validations.required');
  });

  it('keeps the rest of the store working: rows, values, dirty', () => {
    const store = open();
    expect(store.addRow('products')).toBe(true);
    expect(store.getState().value('products')).toHaveLength(2);
    store.setServerProblems([{ path: 'power', messageKey: 'validations.invalid' }]);
    store.setValue('unitPrice', 10);
    expect(store.getState().dirty).toBe(true);
    expect(store.getSubmitValues().unitPrice).toBe(10);
  });
});
