import { createFormStore, createStaticHost } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { createDirtySelector } from './createDirtySelector';
import { offerForm } from './processFormFixtures';
import { testRegistry } from './testRegistry';

const open = () => {
  const store = createFormStore(offerForm, { registry: testRegistry, host: createStaticHost() });
  return { store, isDirty: createDirtySelector(offerForm, store.getState()) };
};

describe('unsaved changes of a form (spec 000 §4: tracked per form)', () => {
  it('a freshly opened form has none', () => {
    const { store, isDirty } = open();
    expect(isDirty(store.getState())).toBe(false);
  });

  it('a changed field is one', () => {
    const { store, isDirty } = open();
    store.setValue('power', 5);
    expect(isDirty(store.getState())).toBe(true);
  });

  it('so is a row typed in, added or removed', () => {
    const typed = open();
    typed.store.setRowValue('products', 0, 'productName', 'Panel');
    expect(typed.isDirty(typed.store.getState())).toBe(true);
    const added = open();
    added.store.addRow('products');
    expect(added.isDirty(added.store.getState())).toBe(true);
    added.store.removeRow('products', 1);
    expect(added.isDirty(added.store.getState())).toBe(false);
  });
});
