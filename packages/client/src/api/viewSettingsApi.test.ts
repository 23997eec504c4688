import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { encodeQuery } from '../encodeQuery';
import {
  deleteViewDefinition,
  fetchViewDefinition,
  fetchViewDefinitions,
  saveViewDefinition,
  type ViewDefinitionItem,
  viewNameExists,
  viewRouteKeyExists,
} from './viewSettingsApi';

const customersView: ViewDefinitionItem = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Klienci',
  status: 'active',
  type: 'table',
  title: 'Klienci',
  routeKey: 'klienci',
  roleIds: [],
  query: { fromProviderId: '44444444-4444-4444-8444-444444444444' },
  columns: [{ id: 'name', label: 'Nazwa', fieldAccess: { path: ['name'] } }],
  revision: 2,
};

const page = (data: ViewDefinitionItem[], total = data.length) => ({
  data,
  meta: { page: 1, perPage: 30, lastPage: 1, total },
  relations: {},
});

describe('fetchViewDefinitions (GET settings/views with filter, pagination, sort)', () => {
  it('answers the page; the query is sent nested', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/views': page([customersView]) });
    const result = await fetchViewDefinitions(adapter, {
      filter: { status: 'inactive', type: 'table' },
      sort: { name: 'desc' },
      pagination: { page: 2, perPage: 20 },
      query: 'kli',
    });
    expect(result.data).toEqual([customersView]);
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[status]=inactive&filter[type]=table&sort[name]=desc&pagination[page]=2&pagination[perPage]=20&query=kli',
    );
  });
});

describe('fetchViewDefinition (GET settings/views/{id})', () => {
  it('reads the view from data', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/views/:id': { data: customersView } });
    await expect(fetchViewDefinition(adapter, customersView.id)).resolves.toEqual(customersView);
    expect(adapter.calls[0]!.path).toBe(`settings/views/${customersView.id}`);
  });
});

describe('viewNameExists / viewRouteKeyExists (spec 001 §5.4: active records, exact match)', () => {
  it('asks for an active view with exactly the name, leaving out the one being edited', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/views': page([], 0) });
    await expect(viewNameExists(adapter, 'Klienci', { exceptId: 'v-1' })).resolves.toBe(false);
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[status]=active&filter[name]=Klienci&filter[id][ne]=v-1&pagination[perPage]=1',
    );
  });

  it('answers true when an active view already has the route key', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/views': page([customersView], 1) });
    await expect(viewRouteKeyExists(adapter, 'klienci')).resolves.toBe(true);
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[status]=active&filter[routeKey]=klienci&pagination[perPage]=1',
    );
  });
});

describe('saveViewDefinition (PUT settings/views[/{id}])', () => {
  const { id, revision, status: _status, ...draft } = customersView;

  it('creates without an id', async () => {
    const adapter = createFixtureAdapter({ 'PUT settings/views': { data: customersView } });
    await expect(saveViewDefinition(adapter, draft)).resolves.toEqual(customersView);
    expect(adapter.calls[0]).toMatchObject({ method: 'PUT', path: 'settings/views' });
    expect(adapter.calls[0]!.body).not.toHaveProperty('id');
  });

  it('replaces with the id in the path and the revision read in the body', async () => {
    const adapter = createFixtureAdapter({ 'PUT settings/views/:id': { data: customersView } });
    await saveViewDefinition(adapter, { ...draft, id, revision });
    expect(adapter.calls[0]!.path).toBe(`settings/views/${id}`);
    expect(adapter.calls[0]!.body).toMatchObject({ name: 'Klienci', revision: 2, type: 'table' });
    expect(adapter.calls[0]!.body).not.toHaveProperty('id');
  });
});

describe('deleteViewDefinition (DELETE settings/views/{id})', () => {
  it('deletes by id', async () => {
    const adapter = createFixtureAdapter({ 'DELETE settings/views/:id': null });
    await deleteViewDefinition(adapter, customersView.id);
    expect(adapter.calls[0]).toMatchObject({
      method: 'DELETE',
      path: `settings/views/${customersView.id}`,
    });
  });
});
