import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { encodeQuery } from '../encodeQuery';
import type { QueryParams } from '../httpAdapter.types';
import { type ClientItem, fetchClients, findClientConflicts, saveClient } from './clientsApi';

const demo: ClientItem = {
  id: '44444444-4444-4444-8444-444444444444',
  key: 'demo',
  name: 'Demo',
  domains: ['demo.example.pl'],
  enabledFeatures: { applicationVersions: true },
  status: 'active',
};

const page = (data: ClientItem[], total = data.length) => ({
  data,
  meta: { page: 1, perPage: 30, lastPage: 1, total },
  relations: {},
});

const queryOf = (request: { query?: QueryParams }) =>
  decodeURIComponent(encodeQuery(request.query ?? {}));

describe('fetchClients (GET clients, a collection)', () => {
  it('sends filter, sort and pagination nested, and answers the page', async () => {
    const adapter = createFixtureAdapter({ 'GET clients': page([demo]) });
    await expect(
      fetchClients(adapter, {
        filter: { domain: ['demo.example.pl'], status: { ne: 'deleted' } },
        sort: { key: 'asc' },
        query: 'de',
      }),
    ).resolves.toEqual(page([demo]));
    expect(adapter.calls[0]).toMatchObject({ method: 'GET', path: 'clients' });
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[domain][0]=demo.example.pl&filter[status][ne]=deleted&sort[key]=asc&query=de',
    );
  });
});

describe('saveClient (PUT clients / PUT clients/{id}, super admins)', () => {
  it('creates with PUT clients', async () => {
    const adapter = createFixtureAdapter({ 'PUT clients': { data: demo } });
    await expect(
      saveClient(adapter, { key: 'demo', name: 'Demo', domains: ['demo.example.pl'] }),
    ).resolves.toEqual(demo);
    expect(adapter.calls[0]).toMatchObject({
      method: 'PUT',
      path: 'clients',
      body: { key: 'demo', name: 'Demo', domains: ['demo.example.pl'] },
    });
  });

  it('edits with PUT clients/{id}, sending only the changes', async () => {
    const adapter = createFixtureAdapter({ 'PUT clients/:id': { data: demo } });
    await saveClient(adapter, {
      id: demo.id,
      status: 'inactive',
      settings: { defaultLocale: 'pl' },
    });
    expect(adapter.calls[0]).toMatchObject({ method: 'PUT', path: `clients/${demo.id}` });
    expect(adapter.calls[0]!.body).toEqual({
      status: 'inactive',
      settings: { defaultLocale: 'pl' },
    });
  });
});

describe('findClientConflicts (spec 000 §7: GET clients filtered by exact name, key or domain)', () => {
  const clientsAnswering = (answer: (query: string) => ClientItem[]) =>
    createFixtureAdapter({
      'GET clients': (request) => page(answer(queryOf(request))),
    });

  it('checks key (any status), name (active) and domains (not deleted) in one request each', async () => {
    const adapter = clientsAnswering((query) =>
      query.includes('filter[key]') || query.includes('filter[domain]') ? [demo] : [],
    );
    await expect(
      findClientConflicts(adapter, {
        key: 'demo',
        name: 'Demo',
        domains: ['DEMO.example.pl', 'free.example.pl'],
      }),
    ).resolves.toEqual({ key: true, name: false, domains: ['DEMO.example.pl'] });
    expect(adapter.calls.map(queryOf).sort()).toEqual([
      'filter[domain][0]=DEMO.example.pl&filter[domain][1]=free.example.pl&filter[status][ne]=deleted&pagination[perPage]=2',
      'filter[key]=demo&pagination[perPage]=1',
      'filter[name]=Demo&filter[status]=active&pagination[perPage]=1',
    ]);
  });

  it('leaves the client being edited out of every check', async () => {
    const adapter = clientsAnswering(() => []);
    await expect(
      findClientConflicts(adapter, { key: 'demo', name: 'Demo' }, { exceptId: demo.id }),
    ).resolves.toEqual({ key: false, name: false, domains: [] });
    for (const call of adapter.calls) {
      expect(queryOf(call)).toContain(`filter[id][ne]=${demo.id}`);
    }
  });

  it('asks nothing for fields it is not given', async () => {
    const adapter = clientsAnswering(() => [demo]);
    await expect(findClientConflicts(adapter, { domains: [] })).resolves.toEqual({
      key: false,
      name: false,
      domains: [],
    });
    expect(adapter.calls).toHaveLength(0);
  });
});
