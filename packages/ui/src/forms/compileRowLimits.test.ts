import {
  createFormStore,
  createRegistry,
  createStaticHost,
  type FormField,
  type RepeatingGroupOptions,
} from '@tessera/engine';
import { fieldsBasic } from '@tessera/fields-basic';
import { describe, expect, it } from 'vitest';
import { compileRowLimits } from './compileRowLimits';

const registry = createRegistry([fieldsBasic]);
const layout = { x: 0, y: 0, width: 12, height: 9 };

function open(options: Omit<RepeatingGroupOptions, 'fieldsTemplate'>) {
  const group: FormField = {
    id: 'items',
    name: 'items',
    status: 'active',
    type: { name: 'repeating_group', options: { fieldsTemplate: [], ...options } },
    layout,
  };
  const count: FormField = {
    id: 'count',
    name: 'count',
    status: 'active',
    type: { name: 'number' },
    layout,
    defaultValue: { type: 'manual', value: 2 },
  };
  const store = createFormStore(
    { id: 'f', name: 'f', fields: [count, group] },
    { registry, host: createStaticHost() },
  );
  return { store, limits: compileRowLimits({ fieldsTemplate: [], ...options }) };
}

describe('compileRowLimits', () => {
  it('has no limits but the 100-row cap without methods (spec 002 §9)', () => {
    const { store, limits } = open({});
    expect(limits(store.getState())).toEqual({ min: 0, max: 100 });
  });

  it('follows the fields a limit reads, as the store does', () => {
    const { store, limits } = open({
      minRowsCount: { type: 'field_value_access', fieldId: 'count' },
      maxRowsCount: { type: 'manual', value: 500 },
    });
    expect(limits(store.getState())).toEqual({ min: 2, max: 100 });
    store.setValue('count', 4.7);
    expect(limits(store.getState())).toEqual({ min: 4, max: 100 });
  });

  it('never puts the maximum below the minimum', () => {
    const { store, limits } = open({
      minRowsCount: { type: 'manual', value: 3 },
      maxRowsCount: { type: 'manual', value: 1 },
    });
    expect(limits(store.getState())).toEqual({ min: 3, max: 3 });
  });

  it('leaves a limit that reads the url to the store: no limit here', () => {
    const { store, limits } = open({ maxRowsCount: { type: 'url_query', paramName: 'rows' } });
    expect(limits(store.getState())).toEqual({ min: 0, max: 100 });
  });
});
