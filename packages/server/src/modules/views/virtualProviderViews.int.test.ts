import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { addTestRole } from '../../testing/addTestRole';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { createTestCaller, type TestCaller } from '../../testing/createTestCaller';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { testValueField } from '../../testing/testProviderFields';

type Row = { id: string; cells: Record<string, unknown> };

describe.each(testDatabaseKinds)('a table view of an aggregating provider on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let api: TestCaller;
  let ordersId: string;
  let viewId: string;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    api = createTestCaller(app);
    const demo = await demoClientId(db);
    const north = await addTestRole(db, { clientId: demo, name: 'Region północ' });
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    await addTestUser(db, { email: 'seller@example.com', clientId: demo, roleIds: [north] });
    for (const who of ['admin', 'seller']) await api.login(who, `${who}@example.com`);
    const orders = await api.call('admin', 'PUT', '/settings/dataProviders', {
      name: 'Zamówienia',
      type: 'manual',
      config: { fields: [testValueField('region', 'text'), testValueField('amount', 'number')] },
      // A seller of the north sees only the north's orders.
      access: [
        {
          roleIds: [north],
          columns: { type: 'all' },
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
    expect(orders.statusCode, orders.body).toBe(200);
    ordersId = orders.json().data.id;
    for (const [region, amount] of [
      ['północ', 100],
      ['południe', 40],
      ['północ', 25.5],
      ['południe', 60],
      ['zachód', 7],
    ] as const) {
      const saved = await api.call('admin', 'PUT', `/dataRecords/${ordersId}/record`, {
        fields: [
          { providerFieldId: 'region', value: region },
          { providerFieldId: 'amount', value: amount },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const byRegion = await api.call('admin', 'PUT', '/settings/dataProviders', {
      name: 'Sprzedaż według regionu',
      type: 'aggregating',
      config: {
        sourceProviderId: ordersId,
        fields: [
          {
            id: 'area',
            dbFieldName: 'area',
            status: 'active',
            type: 'grouping_field',
            groupByFieldId: 'region',
            fieldValue: { type: 'text' },
          },
          {
            id: 'total',
            dbFieldName: 'total',
            status: 'active',
            type: 'aggregating_field',
            aggregation: { method: 'sum', aggregateFieldId: 'amount' },
            fieldValue: { type: 'number' },
          },
          {
            id: 'orders',
            dbFieldName: 'orders',
            status: 'active',
            type: 'aggregating_field',
            aggregation: { method: 'count' },
            fieldValue: { type: 'number' },
          },
        ],
      },
    });
    expect(byRegion.statusCode, byRegion.body).toBe(200);
    const view = await api.call('admin', 'PUT', '/settings/views', {
      name: 'Regiony',
      type: 'table',
      title: 'Sprzedaż według regionu',
      routeKey: 'regiony',
      roleIds: [north],
      query: {
        fromProviderId: byRegion.json().data.id,
        sorting: [{ fieldAccess: { path: ['total'] }, direction: 'desc' }],
      },
      columns: [
        { id: 'area', label: 'Region', fieldAccess: { path: ['area'] } },
        { id: 'total', label: 'Suma', fieldAccess: { path: ['total'] } },
        { id: 'orders', label: 'Zamówienia', fieldAccess: { path: ['orders'] } },
        { id: 'created', label: 'Utworzono', fieldAccess: { path: ['$createdAt'] } },
      ],
    });
    expect(view.statusCode, view.body).toBe(200);
    viewId = view.json().data.id;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const rows = async (who: string, body: object = { page: 1, perPage: 20 }) => {
    const response = await api.call(who, 'POST', `/views/${viewId}/rows`, body, {
      'x-timezone': 'Europe/Warsaw',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Row[]; meta: Record<string, number> };
  };

  it('lists the groups computed from every order an admin may see, sorted by the view', async () => {
    const page = await rows('admin');
    expect(page.data.map((row) => row.cells)).toEqual([
      { area: 'północ', total: 125.5, orders: 2, created: null },
      { area: 'południe', total: 100, orders: 2, created: null },
      { area: 'zachód', total: 7, orders: 1, created: null },
    ]);
    expect(page.meta).toEqual({ page: 1, perPage: 20, lastPage: 1, total: 3 });
  });

  it("computes a seller's groups only from the orders their role may see", async () => {
    const page = await rows('seller');
    expect(page.data.map((row) => row.cells)).toEqual([
      { area: 'północ', total: 125.5, orders: 2, created: null },
    ]);
    expect(page.meta.total).toBe(1);
  });

  it('sorts and pages by a clicked column like any table', async () => {
    const page = await rows('admin', {
      page: 2,
      perPage: 2,
      sort: [{ columnId: 'area', direction: 'asc' }],
    });
    expect(page.data.map((row) => row.cells.area)).toEqual(['zachód']);
    expect(page.meta).toEqual({ page: 2, perPage: 2, lastPage: 2, total: 3 });
    // By cursor, the same page, over rows without a creation instant (numbered aggregates).
    const sort = [{ columnId: 'area', direction: 'asc' }];
    const first = await rows('admin', { page: 1, perPage: 2, sort });
    expect(await rows('admin', { after: first.meta.next, perPage: 2, sort })).toEqual(page);
  });

  it('refuses to write records of a virtual provider', async () => {
    const view = await api.call('admin', 'GET', `/settings/views/${viewId}`);
    const providerId = view.json().data.query.fromProviderId;
    const write = await api.call('admin', 'PUT', `/dataRecords/${providerId}/record`, {
      fields: [{ providerFieldId: 'area', value: 'wschód' }],
    });
    expect(write.statusCode).toBe(422);
    expect(write.json().errorType).toBe('providerNotWritable');
  });
});
