import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { encodeQuery } from '../encodeQuery';
import {
  type DataProviderDraft,
  type DataProviderItem,
  dataProviderNameExists,
  deleteDataProvider,
  fetchDataProvider,
  fetchDataProviders,
  saveDataProvider,
} from './dataProvidersApi';

const customers: DataProviderItem = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Klienci',
  type: 'manual',
  status: 'active',
  config: {
    fields: [
      {
        id: 'f-name',
        dbFieldName: 'name',
        name: 'Nazwa',
        status: 'active',
        type: 'value_field',
        fieldValue: { type: 'text' },
      },
    ],
  },
  revision: 3,
};

const page = (data: DataProviderItem[], total = data.length) => ({
  data,
  meta: { page: 1, perPage: 30, lastPage: 1, total },
  relations: {},
});

describe('fetchDataProviders (spec 001 §7: GET settings/dataProviders with filter, pagination, sort)', () => {
  it('answers the page; the query is sent nested', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/dataProviders': page([customers]) });
    const result = await fetchDataProviders(adapter, {
      filter: { status: 'inactive' },
      sort: { name: 'desc' },
      pagination: { page: 2, perPage: 20 },
      query: 'kli',
    });
    expect(result.data).toEqual([customers]);
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[status]=inactive&sort[name]=desc&pagination[page]=2&pagination[perPage]=20&query=kli',
    );
  });
});

describe('fetchDataProvider (GET settings/dataProviders/{id})', () => {
  it('reads the provider from data', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/dataProviders/:id': { data: customers } });
    await expect(fetchDataProvider(adapter, customers.id)).resolves.toEqual(customers);
    expect(adapter.calls[0]!.path).toBe(`settings/dataProviders/${customers.id}`);
  });
});

describe('dataProviderNameExists (spec 001 §5.4: active records, exact name)', () => {
  it('asks for an active provider with exactly the name, leaving out the one being edited', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/dataProviders': page([], 0) });
    await expect(dataProviderNameExists(adapter, 'Klienci', { exceptId: 'p-1' })).resolves.toBe(
      false,
    );
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[status]=active&filter[name]=Klienci&filter[id][ne]=p-1&pagination[perPage]=1',
    );
  });
});

describe('saveDataProvider (PUT settings/dataProviders[/{id}])', () => {
  const { id, revision } = customers;
  const draft: DataProviderDraft = { name: 'Klienci', type: 'manual', config: customers.config };

  it('creates without an id', async () => {
    const adapter = createFixtureAdapter({ 'PUT settings/dataProviders': { data: customers } });
    await expect(saveDataProvider(adapter, { ...draft, status: 'active' })).resolves.toEqual(
      customers,
    );
    expect(adapter.calls[0]).toMatchObject({ method: 'PUT', path: 'settings/dataProviders' });
    expect(adapter.calls[0]!.body).not.toHaveProperty('id');
  });

  it('replaces with the id in the path and the revision read in the body', async () => {
    const adapter = createFixtureAdapter({ 'PUT settings/dataProviders/:id': { data: customers } });
    await saveDataProvider(adapter, { ...draft, status: 'active', id, revision });
    expect(adapter.calls[0]!.path).toBe(`settings/dataProviders/${id}`);
    expect(adapter.calls[0]!.body).toMatchObject({ name: 'Klienci', revision: 3 });
    expect(adapter.calls[0]!.body).not.toHaveProperty('id');
  });
});

describe('deleteDataProvider (DELETE settings/dataProviders/{id})', () => {
  it('deletes by id', async () => {
    const adapter = createFixtureAdapter({ 'DELETE settings/dataProviders/:id': null });
    await deleteDataProvider(adapter, customers.id);
    expect(adapter.calls[0]).toMatchObject({
      method: 'DELETE',
      path: `settings/dataProviders/${customers.id}`,
    });
  });
});
