import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { fetchFormChoices, maxChoicesPerPage } from './formChoicesApi';

const page = { data: [{ value: 'krk', text: 'Kraków' }], meta: { page: 1, lastPage: 3 } };

describe('fetchFormChoices (POST queries/forContext in a form field context)', () => {
  it('asks for a page of options matching the search', async () => {
    const adapter = createFixtureAdapter({ 'POST queries/forContext': page });
    await expect(
      fetchFormChoices(adapter, {
        formId: 'f1',
        fieldId: 'city',
        search: 'Kra',
        page: 1,
        perPage: 30,
      }),
    ).resolves.toEqual(page);
    expect(adapter.calls[0]?.body).toEqual({
      context: { type: 'form', id: 'f1', fieldId: 'city' },
      params: { search: 'Kra', pagination: { page: 1, perPage: 30 } },
    });
  });

  it('looks up chosen values only', async () => {
    const adapter = createFixtureAdapter({ 'POST queries/forContext': page });
    await fetchFormChoices(adapter, {
      formId: 'f1',
      fieldId: 'city',
      values: ['krk', 7],
      page: 1,
      perPage: 2,
    });
    expect(adapter.calls[0]?.body).toEqual({
      context: { type: 'form', id: 'f1', fieldId: 'city' },
      params: { values: ['krk', 7], pagination: { page: 1, perPage: 2 } },
    });
  });

  it(`refuses pages larger than ${maxChoicesPerPage} (the server's limit)`, async () => {
    const adapter = createFixtureAdapter({ 'POST queries/forContext': page });
    await expect(
      fetchFormChoices(adapter, { formId: 'f1', fieldId: 'c', page: 1, perPage: 101 }),
    ).rejects.toThrow(RangeError);
    expect(adapter.calls).toHaveLength(0);
  });
});
