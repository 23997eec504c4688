import { pvSalesIds, pvSalesRecords } from '@tessera/demo-app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { createTestCaller, type TestCaller } from '../../testing/createTestCaller';
import { expectCancelledOnAbort } from '../../testing/expectCancelledOnAbort';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { seedDemoApp } from '../../testing/seedDemoApp';
import { mintTenantScope } from '../access/tenantScope';
import { insertDataRecords } from './dataRecordRepository';
import { maxRequestsPerCall } from './formChoiceRoutes';

/** Customers added to the demo's eight, so the list select reads far more than 1000 records. */
const extraCustomers = 1500;
/** Sorts after every other name by code point ('Ł' > 'Z'): the very last choice. */
const lastName = 'Łucja Żak';

describe.each(testDatabaseKinds)('queries/forContext and forContexts on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let api: TestCaller;
  let lastId = '';

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    api = createTestCaller(app);
    const demo = await demoClientId(db);
    await seedDemoApp(db, demo);
    await runScoped(db.kysely, { clientId: demo }, async (trx) => {
      const scope = mintTenantScope(demo, 'tester');
      const names = Array.from(
        { length: extraCustomers - 1 },
        (_, index) => `Klient ${String(index).padStart(4, '0')}`,
      );
      await insertDataRecords(
        trx,
        scope,
        pvSalesIds.customersProvider,
        names.map((name) => ({ data: { name, city: 'Kraków' } })),
      );
      lastId = crypto.randomUUID();
      await insertDataRecords(trx, scope, pvSalesIds.customersProvider, [
        { id: lastId, data: { name: lastName, city: 'Olkusz' } },
      ]);
    });
    await api.login('sales', 'handlowiec@demo.tessera.local');
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const customerContext = { type: 'form', id: pvSalesIds.leadForm, fieldId: 'customer' };
  const choices = (params: object) =>
    api.call('sales', 'POST', '/queries/forContext', {
      context: customerContext,
      params: { pagination: { page: 1, perPage: 100 }, ...params },
    });

  it('searches, looks up and counts over every record of the query, not the first 1000', async () => {
    const all = await choices({});
    expect(all.statusCode).toBe(200);
    const total = pvSalesRecords.length + extraCustomers;
    expect(all.json().meta).toEqual({
      page: 1,
      lastPage: Math.ceil(total / 100),
      next: expect.any(String),
    });

    const found = await choices({ search: '  żAK ' });
    expect(found.json()).toEqual({
      data: [{ value: lastId, text: lastName }],
      meta: { page: 1, lastPage: 1 },
    });
    const looked = await choices({ values: [lastId] });
    expect(looked.json().data).toEqual([{ value: lastId, text: lastName }]);

    const lastPage = await choices({ pagination: { page: Math.ceil(total / 100), perPage: 100 } });
    const items = lastPage.json().data as { text: string }[];
    expect(items.at(-1)).toEqual({ value: lastId, text: lastName });
    expect(items).toHaveLength(total % 100 || 100);
  });

  it('pages by cursor: each meta.next leads to the page after, the walk gives every choice once', async () => {
    const byNumber: unknown[] = [];
    const byCursor: unknown[] = [];
    const total = pvSalesRecords.length + extraCustomers;
    let after: string | undefined;
    for (let page = 1; page <= Math.ceil(total / 100); page += 1) {
      const numbered = await choices({ pagination: { page, perPage: 100 } });
      const walked = await choices({
        pagination: after === undefined ? { page: 1, perPage: 100 } : { after, perPage: 100 },
      });
      expect(walked.statusCode, walked.body).toBe(200);
      expect(walked.json()).toEqual(numbered.json());
      byNumber.push(...numbered.json().data);
      byCursor.push(...walked.json().data);
      after = walked.json().meta.next;
    }
    expect(after).toBeUndefined();
    expect(byCursor).toEqual(byNumber);
    expect(new Set(byCursor.map((item) => (item as { value: string }).value)).size).toBe(total);

    const refused = await choices({ pagination: { after: 'garbage', perPage: 100 } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      {
        path: '/params/pagination/after',
        message: 'is not a cursor this query gave: start again from the first page',
      },
    ]);
  });

  it('answers a GET with the context and params in the query string as it answers the POST', async () => {
    const query = [
      `context[type]=form`,
      `context[id]=${pvSalesIds.leadForm}`,
      `context[fieldId]=customer`,
      `params[search]=${encodeURIComponent('żak')}`,
      `params[pagination][page]=1`,
      `params[pagination][perPage]=100`,
    ].join('&');
    const got = await api.call('sales', 'GET', `/queries/forContext?${query}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual((await choices({ search: 'żak' })).json());
    expect(got.json().data).toEqual([{ value: lastId, text: lastName }]);

    const looked = await api.call(
      'sales',
      'GET',
      `/queries/forContext?context[type]=form&context[id]=${pvSalesIds.leadForm}&context[fieldId]=customer&params[values][]=${lastId}&params[pagination][page]=1&params[pagination][perPage]=30`,
    );
    expect(looked.json().data).toEqual([{ value: lastId, text: lastName }]);

    // No data inputs in a GET (spec 001 §7): they go in the POST's body.
    const withInputs = await api.call(
      'sales',
      'GET',
      `/queries/forContext?${query}&dataInputs[0][inputId]=city&dataInputs[0][data]=x`,
    );
    expect(withInputs.statusCode).toBe(422);
    const noContext = await api.call(
      'sales',
      'GET',
      '/queries/forContext?params[pagination][page]=1&params[pagination][perPage]=30',
    );
    expect(noContext.statusCode).toBe(422);
    expect(JSON.stringify(noContext.json())).toContain('context');
  });

  it('takes no search character as a wildcard (a "%" or "_" matches itself only)', async () => {
    expect((await choices({ search: '%' })).json().data).toEqual([]);
    expect((await choices({ search: 'Klient 000_' })).json().data).toEqual([]);
    expect((await choices({ search: 'klient 0001' })).json().data).toEqual([
      expect.objectContaining({ text: 'Klient 0001' }),
    ]);
  });

  it('answers several requests in one round trip, in request order, a failing one alone failing', async () => {
    const response = await api.call('sales', 'POST', '/queries/forContexts', {
      commonDataInputs: [{ inputId: 'city', inputName: 'Miasto', data: 'Kraków' }],
      requests: [
        {
          context: customerContext,
          queryParams: { search: 'żak', pagination: { page: 1, perPage: 5 } },
        },
        {
          context: { ...customerContext, fieldId: 'phone' },
          dataInputs: [{ inputId: 'city', data: 'Olkusz' }],
          queryParams: { pagination: { page: 1, perPage: 5 } },
        },
        {
          context: { ...customerContext, id: crypto.randomUUID() },
          queryParams: { pagination: { page: 1, perPage: 5 } },
        },
        {
          context: customerContext,
          queryParams: { values: [lastId], pagination: { page: 1, perPage: 5 } },
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          statusCode: 200,
          data: [{ value: lastId, text: lastName }],
          meta: { page: 1, lastPage: 1 },
        },
        {
          statusCode: 422,
          message: expect.any(String),
          errors: [
            { path: '/requests/1/context/fieldId', message: 'is not a choice field of the form' },
          ],
          path: '/requests/1',
        },
        { statusCode: 404, message: 'Form not found', path: '/requests/2' },
        {
          statusCode: 200,
          data: [{ value: lastId, text: lastName }],
          meta: { page: 1, lastPage: 1 },
        },
      ],
    });
  });

  it(`answers 422 for more than ${maxRequestsPerCall} requests, or none`, async () => {
    const one = { context: customerContext, queryParams: { pagination: { page: 1, perPage: 1 } } };
    const many = await api.call('sales', 'POST', '/queries/forContexts', {
      requests: Array.from({ length: maxRequestsPerCall + 1 }, () => one),
    });
    expect(many.statusCode).toBe(422);
    expect(many.json().errors[0].path).toBe('/requests');
    const none = await api.call('sales', 'POST', '/queries/forContexts', { requests: [] });
    expect(none.statusCode).toBe(422);
    const full = await api.call('sales', 'POST', '/queries/forContexts', {
      requests: Array.from({ length: maxRequestsPerCall }, () => one),
    });
    expect(full.statusCode).toBe(200);
    expect(full.json().data).toHaveLength(maxRequestsPerCall);
  });

  // PGlite runs a statement in this very thread, as its only session: nothing can interrupt it
  // (runCancellable's doc), so there is no running statement to cancel there.
  it.skipIf(kind === 'pglite')(
    'cancels the running statement when the client aborts, and stays healthy',
    async () => {
      await expectCancelledOnAbort(app, db, {
        token: await loginAs(app, 'handlowiec@demo.tessera.local'),
        method: 'POST',
        path: '/api/queries/forContext',
        body: { context: customerContext, params: { pagination: { page: 1, perPage: 10 } } },
        statement: '%row_number() over (order by%',
      });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect((await choices({ search: 'żak' })).json().data).toEqual([
        { value: lastId, text: lastName },
      ]);
    },
    30_000,
  );
});
