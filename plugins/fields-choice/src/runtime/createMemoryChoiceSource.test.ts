import { describe, expect, it } from 'vitest';
import type { ChoiceRequest } from './choiceSource.types';
import { createMemoryChoiceSource } from './createMemoryChoiceSource';
import { EXAMPLE_STATUSES } from './exampleChoiceRecords';

const base: Omit<ChoiceRequest, 'signal'> = {
  fieldId: 'status',
  query: {
    fromProviderId: 'statuses',
    filter: {
      type: 'match_field',
      searchField: { type: 'own_field', fieldName: 'order' },
      matchKind: 'less_than_or_equal',
      value: { type: 'const', value: 4 },
    },
    sorting: [{ fieldAccess: { path: ['order'] }, direction: 'desc' }],
  },
  valueAccess: { path: ['$id'] },
  presentValueAccess: { path: ['name'] },
  colorAccess: { path: ['color'] },
};
const signal = new AbortController().signal;

describe('createMemoryChoiceSource', () => {
  it("runs the field's query with the engine: filter, then sorting, then the search and the page", async () => {
    const source = createMemoryChoiceSource({ providers: { statuses: EXAMPLE_STATUSES } });
    const page = await source.loadPage({ ...base, signal, search: '', page: 1, perPage: 3 });
    expect(page).toEqual({
      items: [
        { value: 'done', text: 'Zakończony', color: '#107c10' },
        { value: 'on_hold', text: 'Wstrzymany', color: 'orange' },
        { value: 'in_progress', text: 'W realizacji', color: '#f7630c' },
      ],
      page: 1,
      lastPage: 2,
    });
    const searched = await source.loadPage({ ...base, signal, search: 'NOW', page: 1, perPage: 3 });
    expect(searched.items.map((item) => item.value)).toEqual(['new']);
  });

  it('looks values up among the options the query offers only', async () => {
    const source = createMemoryChoiceSource({ providers: { statuses: EXAMPLE_STATUSES } });
    const found = await source.loadByValues({ ...base, signal, values: ['new', 'cancelled', 'x'] });
    expect(found.map((item) => item.value)).toEqual(['new']);
  });

  it('rejects an aborted request', async () => {
    const controller = new AbortController();
    const source = createMemoryChoiceSource({ providers: {}, delayMs: 50 });
    const answer = source.loadByValues({ ...base, signal: controller.signal, values: [] });
    controller.abort();
    await expect(answer).rejects.toBeDefined();
  });
});
