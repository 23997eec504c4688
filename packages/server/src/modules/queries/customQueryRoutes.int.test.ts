import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { addTestUser } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { testClientSeed } from '../../testing/testClientSeed';
import { mintTenantScope } from '../access/tenantScope';
import { createClient } from '../clients/createClient';
import { createDefinitionRepository } from '../definitions/definitionRepository';
import { insertDataRecords } from './dataRecordRepository';

/** Records created a minute apart, in the order given. */
function timed(records: readonly Record<string, unknown>[]) {
  return records.map((data, index) => ({
    data,
    createdAt: new Date(Date.UTC(2024, 0, 1, 0, index)),
  }));
}

const unknownProvider = '00000000-0000-4000-8000-00000000dead';

describe.each(testDatabaseKinds)('POST queries/custom on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  let orders = '';
  let customers = '';
  let alpha = '';

  /** A data provider definition in the client's live version; its id. */
  async function putProvider(clientId: string, body: Record<string, unknown>): Promise<string> {
    return runScoped(db.kysely, { clientId }, async (trx) => {
      const version = await trx
        .selectFrom('application_versions')
        .select('id')
        .where('status', '=', 'live')
        .executeTakeFirstOrThrow();
      const scope = mintTenantScope(clientId, 'tester');
      const providers = createDefinitionRepository(trx, scope, version.id, 'dataProvider');
      return (await providers.put({ name: 'P', body })).id;
    });
  }

  /** A manual provider with a text field per name its records carry, and the records. */
  async function addProvider(
    clientId: string,
    records: readonly Record<string, unknown>[],
  ): Promise<string> {
    // Its fields: every name its records carry (plus `canary`, which only beta writes).
    const names = [...new Set([...records.flatMap(Object.keys), 'canary'])];
    const fields = names.map((name) => ({
      id: name,
      dbFieldName: name,
      status: 'active',
      type: 'value_field',
      fieldValue: { type: 'text' },
    }));
    const providerId = await putProvider(clientId, { type: 'manual', config: { fields } });
    await addRecords(clientId, providerId, records);
    return providerId;
  }

  async function addRecords(
    clientId: string,
    providerId: string,
    records: readonly Record<string, unknown>[],
  ): Promise<void> {
    await runScoped(db.kysely, { clientId }, (trx) =>
      insertDataRecords(trx, mintTenantScope(clientId, 'tester'), providerId, timed(records)),
    );
  }

  function post(who: string, client: string, payload: object) {
    return app.inject({
      method: 'POST',
      url: '/api/queries/custom',
      headers: { authorization: `Bearer ${tokens[who]}`, 'x-client-key': client },
      payload,
    });
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    alpha = await createClient(db.kysely, testClientSeed('alpha'));
    const beta = await createClient(
      db.kysely,
      testClientSeed('beta', { enabledFeatures: { pipelineUnionStage: true } }),
    );
    await addTestUser(db, { email: 'admin@alpha.test', clientId: alpha, type: 'client_admin' });
    await addTestUser(db, { email: 'user@alpha.test', clientId: alpha });
    await addTestUser(db, { email: 'admin@beta.test', clientId: beta, type: 'client_admin' });
    tokens.admin = await loginAs(app, 'admin@alpha.test');
    tokens.user = await loginAs(app, 'user@alpha.test');
    tokens.betaAdmin = await loginAs(app, 'admin@beta.test');
    orders = await addProvider(alpha, [
      { no: 1, city: 'Kraków', amount: 10 },
      { no: 2, city: 'Gdańsk', amount: 5 },
      { no: 3, city: 'Kraków', amount: 7 },
    ]);
    customers = await addProvider(alpha, [{ name: 'Ala' }]);
    // Beta holds records under the very same provider id: alpha must never see them.
    await addRecords(beta, orders, [{ no: 99, city: 'Kraków', amount: 1, canary: 'beta-canary' }]);
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const byCity = (providerId: string) => ({
    type: 'general_query',
    fromProviderId: providerId,
    filter: {
      type: 'match_field',
      searchField: { type: 'own_field', fieldName: 'city' },
      matchKind: 'match',
      value: { type: 'const', value: 'Kraków' },
    },
    sorting: [{ fieldAccess: { path: ['amount'] }, direction: 'desc' }],
  });

  it("answers an admin with the client's matching records, never another tenant's", async () => {
    const response = await post('admin', 'alpha', {
      query: byCity(orders),
      params: { pagination: { page: 1, perPage: 10 }, totals: true },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((record: { data: { no: number } }) => record.data.no)).toEqual([1, 3]);
    expect(body.meta).toEqual({ page: 1, perPage: 10, lastPage: 1, total: 2 });
    expect(response.body).not.toContain('beta-canary');
  });

  it('pages by cursor: meta.next leads to the next page; a cursor that is not one of this query answers 422 at /params/pagination/after', async () => {
    const ask = (pagination: object, query: object = byCity(orders)) =>
      post('admin', 'alpha', { query, params: { pagination, totals: true } });
    const first = await ask({ page: 1, perPage: 1 });
    expect(first.statusCode, first.body).toBe(200);
    const { next } = first.json().meta;
    expect(first.json().meta).toEqual({ page: 1, perPage: 1, lastPage: 2, total: 2, next });
    const second = await ask({ perPage: 1, after: next });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.map((record: { data: { no: number } }) => record.data.no)).toEqual([
      3,
    ]);
    expect(second.json().meta).toEqual({ page: 2, perPage: 1, lastPage: 2, total: 2 });

    const ascending = {
      ...byCity(orders),
      sorting: [{ fieldAccess: { path: ['amount'] }, direction: 'asc' }],
    };
    for (const [after, query, message] of [
      [
        'garbage',
        byCity(orders),
        'is not a cursor this query gave: start again from the first page',
      ],
      [
        next,
        ascending,
        'was made for another provider, sort or time zone: start again from the first page',
      ],
    ] as const) {
      const refused = await ask({ perPage: 1, after }, query);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual([{ path: '/params/pagination/after', message }]);
    }
    // A page number or a cursor, not both.
    expect((await ask({ page: 2, perPage: 1, after: next })).statusCode).toBe(422);
  });

  it("does not let beta's admin read alpha's provider, though beta has records under its id", async () => {
    const response = await post('betaAdmin', 'beta', { query: byCity(orders) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].path).toBe('/query/fromProviderId');
  });

  it('refuses a member who is not an admin (403)', async () => {
    const response = await post('user', 'alpha', { query: byCity(orders) });
    expect(response.statusCode).toBe(403);
  });

  it('answers a malformed query with 422 and the path of each problem', async () => {
    const query = { ...byCity(orders), sorting: [{ fieldAccess: { path: 'amount' } }] };
    const response = await post('admin', 'alpha', { query });
    expect(response.statusCode).toBe(422);
    const paths = response.json().errors.map((error: { path: string }) => error.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((path: string) => path.startsWith('/query/sorting/0'))).toBe(true);
  });

  it('answers 422 for unknown properties and a query with a pipeline at once', async () => {
    expect((await post('admin', 'alpha', { query: byCity(orders), extra: 1 })).statusCode).toBe(
      422,
    );
    const both = await post('admin', 'alpha', {
      query: byCity(orders),
      pipeline: { fromProviderId: orders, stages: [] },
    });
    expect(both.statusCode).toBe(422);
  });

  it('answers 422 at fromProviderId for a provider the version does not define', async () => {
    for (const providerId of [unknownProvider, 'not-a-uuid']) {
      const response = await post('admin', 'alpha', { query: byCity(providerId) });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        { path: '/query/fromProviderId', message: expect.stringContaining(providerId) },
      ]);
    }
    const lookup = await post('admin', 'alpha', {
      pipeline: {
        fromProviderId: orders,
        stages: [
          {
            type: 'lookup',
            fromProviderId: unknownProvider,
            asPropertyName: 'c',
            conditions: [{ localField: { path: ['no'] }, foreignField: { path: ['no'] } }],
          },
        ],
      },
    });
    expect(lookup.statusCode).toBe(422);
    expect(lookup.json().errors[0].path).toBe('/pipeline/stages/0/fromProviderId');
  });

  it('answers 422 at the path of each field its provider does not have', async () => {
    const query = {
      ...byCity(orders),
      filter: {
        type: 'and',
        filters: [
          byCity(orders).filter,
          {
            type: 'field_not_empty',
            searchField: { type: 'own_field', fieldName: 'colour' },
          },
        ],
      },
      sorting: [
        { fieldAccess: { path: ['$createdAt'] }, direction: 'desc' },
        { fieldAccess: { path: ['weight'] }, direction: 'asc' },
      ],
    };
    const response = await post('admin', 'alpha', { query });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        path: '/query/filter/filters/1/searchField/fieldName',
        message: expect.stringContaining('"colour"'),
      },
      { path: '/query/sorting/1/fieldAccess/path/0', message: expect.stringContaining('"weight"') },
    ]);
    // After a group, rows carry the names the designer chose: those are not the provider's.
    const grouped = await post('admin', 'alpha', {
      pipeline: {
        fromProviderId: orders,
        stages: [
          { type: 'match', filter: byCity(orders).filter },
          {
            type: 'group',
            groupBy: [{ propertyName: 'town', expression: { type: 'fieldPath', path: ['city'] } }],
            aggregations: [{ propertyName: 'n', method: 'count' }],
          },
          { type: 'sort', sorting: [{ fieldAccess: { path: ['town'] }, direction: 'asc' }] },
        ],
      },
    });
    expect(grouped.statusCode, grouped.body).toBe(200);
  });

  const unionPipeline = (main: string, other: string) => ({
    fromProviderId: main,
    stages: [
      {
        type: 'union',
        inputSource: { name: 'main' },
        sources: [{ name: 'other', fromProviderId: other }],
        commonFields: [{ propertyName: 'label', paths: { main: ['city'], other: ['name'] } }],
      },
    ],
  });

  it('answers 422 for a union while the pipelineUnionStage flag is off', async () => {
    const response = await post('admin', 'alpha', { pipeline: unionPipeline(orders, customers) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { path: '/pipeline/stages/0/type', message: expect.stringContaining('pipelineUnionStage') },
    ]);
  });

  it('answers a pipeline with its rows', async () => {
    const response = await post('admin', 'alpha', {
      pipeline: {
        fromProviderId: orders,
        stages: [
          {
            type: 'group',
            groupBy: [{ propertyName: 'city', expression: { type: 'fieldPath', path: ['city'] } }],
            aggregations: [
              { propertyName: 'total', method: 'sum', aggregateField: { path: ['amount'] } },
              { propertyName: 'n', method: 'count' },
            ],
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { city: 'Gdańsk', total: 5, n: 1 },
        { city: 'Kraków', total: 17, n: 2 },
      ],
      meta: { total: 2 },
    });
  });

  it("reads a virtual provider: an aggregating provider's groups, computed from the client's records only", async () => {
    const byCityProvider = await putProvider(alpha, {
      type: 'aggregating',
      config: {
        sourceProviderId: orders,
        fields: [
          {
            id: 'g',
            dbFieldName: 'place',
            status: 'active',
            type: 'grouping_field',
            groupByFieldId: 'city',
            fieldValue: { type: 'text' },
          },
          {
            id: 't',
            dbFieldName: 'total',
            status: 'active',
            type: 'aggregating_field',
            aggregation: { method: 'sum', aggregateFieldId: 'amount' },
            fieldValue: { type: 'number' },
          },
        ],
      },
    });
    const response = await post('admin', 'alpha', {
      query: {
        type: 'general_query',
        fromProviderId: byCityProvider,
        sorting: [{ fieldAccess: { path: ['total'] }, direction: 'desc' }],
      },
      params: { totals: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    // Numbered in group order (Gdańsk, Kraków); beta's record under the same provider id adds nothing.
    expect(response.json()).toEqual({
      data: [
        { id: '00000000-0000-4000-8000-000000000002', data: { place: 'Kraków', total: 17 } },
        { id: '00000000-0000-4000-8000-000000000001', data: { place: 'Gdańsk', total: 5 } },
      ],
      meta: { page: 1, perPage: 30, lastPage: 1, total: 2 },
    });
  });

  it('answers 422 for a virtual provider that cannot be computed', async () => {
    const orphan = await putProvider(alpha, {
      type: 'aggregating',
      config: { sourceProviderId: unknownProvider, fields: [] },
    });
    const response = await post('admin', 'alpha', {
      query: { type: 'general_query', fromProviderId: orphan },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        path: '/query/fromProviderId',
        message: `reads a data provider that cannot be computed: Invalid data provider: config.sourceProviderId: unknown data provider "${unknownProvider}"`,
      },
    ]);
  });

  it('pages a pipeline by number, counting all its rows in the same run', async () => {
    const pipeline = {
      fromProviderId: orders,
      stages: [
        { type: 'sort', sorting: [{ fieldAccess: { path: ['amount'] }, direction: 'desc' }] },
      ],
    };
    const amounts = async (page: number) => {
      const response = await post('admin', 'alpha', {
        pipeline,
        params: { pagination: { page, perPage: 2 } },
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      return { amounts: body.data.map((row: { amount: number }) => row.amount), meta: body.meta };
    };
    const all = await post('admin', 'alpha', { pipeline });
    const every = all.json().data.map((row: { amount: number }) => row.amount);
    expect(every).toHaveLength(3);
    const meta = { perPage: 2, lastPage: 2, total: 3 };
    expect(await amounts(1)).toEqual({ amounts: every.slice(0, 2), meta: { page: 1, ...meta } });
    expect(await amounts(2)).toEqual({ amounts: every.slice(2), meta: { page: 2, ...meta } });
    expect(await amounts(3)).toEqual({ amounts: [], meta: { page: 3, ...meta } });
  });

  it('refuses a cursor and totals for a pipeline, and any page for a single record (422)', async () => {
    const pipeline = { fromProviderId: orders, stages: [] };
    const cursor = await post('admin', 'alpha', {
      pipeline,
      params: { pagination: { after: 'abc', perPage: 5 }, totals: true },
    });
    expect(cursor.statusCode).toBe(422);
    expect(cursor.json().errors.map((error: { path: string }) => error.path)).toEqual([
      '/params/pagination/after',
      '/params/totals',
    ]);
    const single = await post('admin', 'alpha', {
      query: { type: 'single_data_record', fromProviderId: orders },
      params: { pagination: { page: 1, perPage: 5 } },
    });
    expect(single.statusCode).toBe(422);
    expect(single.json().errors[0].path).toBe('/params/pagination');
  });

  it('answers 422 for an unknown X-Timezone', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/queries/custom',
      headers: {
        authorization: `Bearer ${tokens.admin}`,
        'x-client-key': 'alpha',
        'x-timezone': 'Mars/Olympus',
      },
      payload: { query: byCity(orders) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].path).toBe('headers:/x-timezone');
  });
});
