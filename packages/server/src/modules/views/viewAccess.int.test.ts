import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { addTestRole } from '../../testing/addTestRole';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { createTestCaller, type TestCaller } from '../../testing/createTestCaller';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { setClientFeatures } from '../../testing/setClientFeatures';
import { testClientSeed } from '../../testing/testClientSeed';
import { testValueField } from '../../testing/testProviderFields';
import { createClient } from '../clients/createClient';

type Row = { id: string; cells: Record<string, unknown> };

describe.each(testDatabaseKinds)('who sees which views, rows and columns on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let api: TestCaller;
  let demo: string;
  let north: string;
  let leadsViewId: string;
  let priceListViewId: string;
  let otherViewId: string;
  const canary = `canary-${Date.now()}`;

  const record = (who: string, providerId: string, values: Record<string, unknown>) =>
    api.call(who, 'PUT', `/dataRecords/${providerId}/record`, {
      fields: Object.entries(values).map(([providerFieldId, value]) => ({
        providerFieldId,
        value,
      })),
    });
  const anonymous = (method: 'GET' | 'POST', url: string, clientKey: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { 'x-client-key': clientKey },
      ...(payload === undefined ? {} : { payload }),
    });
  const setFeatures = (features: Record<string, boolean>) => setClientFeatures(db, demo, features);

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    api = createTestCaller(app);
    demo = await demoClientId(db);
    north = await addTestRole(db, { clientId: demo, name: 'Region północ' });
    const south = await addTestRole(db, { clientId: demo, name: 'Region południe' });
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    await addTestUser(db, { email: 'north@example.com', clientId: demo, roleIds: [north] });
    await addTestUser(db, { email: 'south@example.com', clientId: demo, roleIds: [south] });
    const other = await createClient(db.kysely, testClientSeed('other'));
    await addTestUser(db, { email: 'intruder@example.com', clientId: other, type: 'client_admin' });
    for (const who of ['admin', 'north', 'south', 'intruder']) {
      await api.login(who, `${who}@example.com`);
    }

    const leads = await api.call('admin', 'PUT', '/settings/dataProviders', {
      name: 'Leady',
      type: 'manual',
      config: {
        fields: [
          testValueField('name', 'text'),
          testValueField('region', 'text'),
          testValueField('price', 'number'),
        ],
      },
      access: [
        {
          roleIds: [north],
          columns: { type: 'limited', fieldIds: ['name', 'region'] },
          records: {
            type: 'matching',
            condition: {
              type: 'compare_value',
              leftValueAccess: { fieldId: 'region' },
              operator: 'equal',
              rightValue: { type: 'const', value: 'północ' },
            },
          },
        },
      ],
    });
    expect(leads.statusCode, leads.body).toBe(200);
    const leadsId = leads.json().data.id;
    const regions = ['północ', 'południe', 'północ', 'południe', 'północ'];
    for (const [index, region] of regions.entries()) {
      const saved = await record('admin', leadsId, {
        name: `Lead ${index + 1}`,
        region,
        price: 1000 * (index + 1),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const leadsView = await api.call('admin', 'PUT', '/settings/views', {
      name: 'Leady',
      type: 'table',
      title: 'Leady',
      routeKey: 'leady',
      roleIds: [north, south],
      query: { fromProviderId: leadsId },
      columns: [
        { id: 'name', label: 'Nazwa', fieldAccess: { path: ['name'] } },
        { id: 'region', label: 'Region', fieldAccess: { path: ['region'] } },
        { id: 'price', label: 'Cena', fieldAccess: { path: ['price'] } },
      ],
    });
    expect(leadsView.statusCode, leadsView.body).toBe(200);
    leadsViewId = leadsView.json().data.id;

    const priceList = await api.call('admin', 'PUT', '/settings/dataProviders', {
      name: 'Cennik',
      type: 'manual',
      config: { fields: [testValueField('product', 'text'), testValueField('price', 'number')] },
    });
    const priceListId = priceList.json().data.id;
    await record('admin', priceListId, { product: 'Panel 410 W', price: 690 });
    await record('admin', priceListId, { product: 'Falownik 5 kW', price: 4900 });
    const priceListView = await api.call('admin', 'PUT', '/settings/views', {
      name: 'Cennik',
      type: 'table',
      title: 'Cennik',
      routeKey: 'cennik',
      isPublic: true,
      roleIds: [],
      query: {
        fromProviderId: priceListId,
        sorting: [{ fieldAccess: { path: ['price'] }, direction: 'asc' }],
      },
      columns: [
        { id: 'product', label: 'Produkt', fieldAccess: { path: ['product'] } },
        { id: 'price', label: 'Cena', fieldAccess: { path: ['price'] } },
      ],
    });
    expect(priceListView.statusCode, priceListView.body).toBe(200);
    priceListViewId = priceListView.json().data.id;

    // Another tenant with a public view under the same route key and a canary record.
    await api.login('intruder', 'intruder@example.com');
    const otherHeaders = { 'x-client-key': 'other' };
    const otherProvider = await api.call(
      'intruder',
      'PUT',
      '/settings/dataProviders',
      { name: 'Cennik', type: 'manual', config: { fields: [testValueField('product', 'text')] } },
      otherHeaders,
    );
    const otherProviderId = otherProvider.json().data.id;
    await api.call(
      'intruder',
      'PUT',
      `/dataRecords/${otherProviderId}/record`,
      { fields: [{ providerFieldId: 'product', value: canary }] },
      otherHeaders,
    );
    const otherView = await api.call(
      'intruder',
      'PUT',
      '/settings/views',
      {
        name: 'Cennik',
        type: 'table',
        title: canary,
        routeKey: 'cennik',
        isPublic: true,
        roleIds: [],
        query: { fromProviderId: otherProviderId },
        columns: [{ id: 'product', label: 'Produkt', fieldAccess: { path: ['product'] } }],
      },
      otherHeaders,
    );
    expect(otherView.statusCode, otherView.body).toBe(200);
    otherViewId = otherView.json().data.id;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('"data source access can limit records per role": rows they may not see are neither listed nor counted', async () => {
    const response = await api.call('north', 'POST', `/views/${leadsViewId}/rows`, {
      page: 1,
      perPage: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const cursor = response.json().meta.next;
    expect(response.json().meta).toEqual({
      page: 1,
      perPage: 2,
      lastPage: 2,
      total: 3,
      next: cursor,
    });
    const next = await api.call('north', 'POST', `/views/${leadsViewId}/rows`, {
      page: 2,
      perPage: 2,
    });
    // By cursor, the same page: the role's record filter holds the walk as it holds the count.
    const after = await api.call('north', 'POST', `/views/${leadsViewId}/rows`, {
      after: cursor,
      perPage: 2,
    });
    expect(after.json()).toEqual(next.json());
    const names = [...response.json().data, ...next.json().data].map((row: Row) => row.cells.name);
    expect(names).toEqual(['Lead 1', 'Lead 3', 'Lead 5']);
    // A role the provider's access does not name sees every record.
    const south = await api.call('south', 'POST', `/views/${leadsViewId}/rows`, {
      page: 1,
      perPage: 20,
    });
    expect(south.json().meta.total).toBe(5);
  });

  it('"... and columns": a hidden column is left out of the view, blank in rows, and not sortable', async () => {
    const view = await api.call('north', 'GET', '/views/resolve/leady');
    expect(view.json().data.columns.map((column: { id: string }) => column.id)).toEqual([
      'name',
      'region',
    ]);
    const response = await api.call('north', 'POST', `/views/${leadsViewId}/rows`, {
      page: 1,
      perPage: 1,
    });
    expect(response.json().data[0].cells).toEqual({
      name: 'Lead 1',
      region: 'północ',
      price: null,
    });
    const sorted = await api.call('north', 'POST', `/views/${leadsViewId}/rows`, {
      page: 1,
      perPage: 5,
      sort: [{ columnId: 'price', direction: 'desc' }],
    });
    expect(sorted.statusCode).toBe(422);
    expect(sorted.json().errors).toEqual([
      { path: '/sort/0/columnId', message: 'is not a column of the view you may see' },
    ]);
    const admin = await api.call('admin', 'POST', `/views/${leadsViewId}/rows`, {
      page: 1,
      perPage: 2,
      sort: [{ columnId: 'price', direction: 'desc' }],
    });
    expect(admin.json().data.map((row: Row) => row.cells.price)).toEqual([5000, 4000]);
  });

  it('a public view without login answers 401 unless the client has viewsPublic', async () => {
    await setFeatures({});
    expect((await anonymous('GET', '/views/resolve/cennik', 'demo')).statusCode).toBe(401);
    expect(
      (await anonymous('POST', `/views/${priceListViewId}/rows`, 'demo', { page: 1, perPage: 5 }))
        .statusCode,
    ).toBe(401);
    await setFeatures({ viewsPublic: true });
    const view = await anonymous('GET', '/views/resolve/cennik', 'demo');
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({ id: priceListViewId, isPublic: true });
    const page = await anonymous('POST', `/views/${priceListViewId}/rows`, 'demo', {
      page: 1,
      perPage: 5,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.map((row: Row) => row.cells)).toEqual([
      { product: 'Panel 410 W', price: 690 },
      { product: 'Falownik 5 kW', price: 4900 },
    ]);
    // A view that is not public still needs a login; so does one that does not exist.
    expect((await anonymous('GET', '/views/resolve/leady', 'demo')).statusCode).toBe(401);
    expect((await anonymous('GET', '/views/resolve/nie-ma', 'demo')).statusCode).toBe(401);
    expect((await anonymous('GET', '/views/resolve/cennik', 'no-such-client')).statusCode).toBe(
      404,
    );
    // A person without the view's roles may open a public one too.
    expect((await api.call('north', 'GET', '/views/resolve/cennik')).statusCode).toBe(200);
    await setFeatures({});
    expect((await api.call('north', 'GET', '/views/resolve/cennik')).statusCode).toBe(403);
  });

  it("keeps tenants apart: a route key means the request's client's view; another's id is unknown", async () => {
    await setFeatures({ viewsPublic: true });
    const mine = await api.call('north', 'GET', '/views/resolve/cennik');
    expect(mine.json().data.id).toBe(priceListViewId);
    expect(mine.body).not.toContain(canary);
    const theirs = await api.call('north', 'GET', `/views/resolve/${otherViewId}`);
    expect(theirs.statusCode).toBe(404);
    const theirRows = await api.call('north', 'POST', `/views/${otherViewId}/rows`, {
      page: 1,
      perPage: 5,
    });
    expect(theirRows.statusCode).toBe(404);
    expect(theirRows.body).not.toContain(canary);
    // Naming the other client without belonging to it: a visitor there, and its view is not public.
    const asVisitor = await api.call('north', 'GET', `/views/resolve/${otherViewId}`, undefined, {
      'x-client-key': 'other',
    });
    expect(asVisitor.statusCode).toBe(403);
    expect(asVisitor.body).not.toContain(canary);
    const anonymousThere = await anonymous('GET', '/views/resolve/cennik', 'other');
    expect(anonymousThere.statusCode).toBe(401);
    await setFeatures({});
  });
});
