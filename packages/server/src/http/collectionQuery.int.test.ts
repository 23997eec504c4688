import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.types';
import { migrate } from '../database/migrate';
import { runScoped } from '../database/scopedTransaction';
import { seed } from '../database/seed';
import { addTestRole } from '../testing/addTestRole';
import { addTestUser, demoClientId } from '../testing/addTestUser';
import { testConfig } from '../testing/createTestApp';
import { openTestDatabase, testDatabaseKinds } from '../testing/openTestDatabase';
import { testAppSeed } from '../testing/testAppSeed';
import {
  type CollectionQuery,
  type CollectionSpec,
  collectionQuerySchema,
  runCollectionQuery,
} from './collectionQuery';
import { errorBody } from './errorBody';
import { parseQueryString } from './parseQueryString';
import { createValidatorCompiler } from './requestValidation';

const spec: CollectionSpec = {
  filters: {
    id: { expression: sql.ref('id'), type: 'uuid' },
    name: { expression: sql.ref('name'), type: 'string' },
    status: {
      expression: sql.ref('status'),
      type: 'string',
      enum: ['active', 'inactive', 'deleted'],
    },
  },
  sorts: { name: sql.ref('name') },
  defaultSort: [[sql.ref('id'), 'asc']],
  includes: ['permissions'],
  search: [sql.ref('name')],
};

describe.each(testDatabaseKinds)('collection queries on %s', (kind) => {
  let db: Database;
  let clientId: string;

  function list(query: CollectionQuery) {
    return runScoped(db.kysely, { clientId }, (trx) =>
      runCollectionQuery(
        trx.selectFrom('roles').select(['id', 'name', 'status']).where('client_id', '=', clientId),
        spec,
        query,
      ),
    );
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await migrate(db);
    await seed(db, testConfig, testAppSeed);
    clientId = await demoClientId(db);
    await addTestUser(db, { email: 'x@example.com', clientId });
    for (const [index, name] of ['Księgowość', 'Kadry', 'Zarząd', 'Magazyn', 'Serwis'].entries()) {
      await addTestRole(db, { clientId, name, status: index === 4 ? 'inactive' : 'active' });
    }
  });

  afterAll(async () => {
    await db?.close();
  });

  it('filters by equality, lists, operators and free text', async () => {
    const names = async (query: CollectionQuery) =>
      (await list(query)).rows.map((row) => row.name).sort();
    expect(await names({ filter: { status: 'inactive' } })).toEqual(['Serwis']);
    expect(await names({ filter: { name: ['Kadry', 'Zarząd', 'Nikt'] } })).toEqual([
      'Kadry',
      'Zarząd',
    ]);
    expect(await names({ filter: { name: { ne: 'Kadry' }, status: 'active' } })).toEqual([
      'Księgowość',
      'Magazyn',
      'Zarząd',
    ]);
    expect(await names({ filter: { name: { in: [] } } })).toEqual([]);
    expect(await names({ query: 'GAZ' })).toEqual(['Magazyn']);
    // A filter value is a value, never SQL.
    expect(await names({ filter: { name: "' or 1=1 --" } })).toEqual([]);
  });

  it('sorts, pages without overlap and reports the page', async () => {
    const first = await list({ sort: { name: 'desc' }, pagination: { page: 1, perPage: 2 } });
    const second = await list({ sort: { name: 'desc' }, pagination: { page: 2, perPage: 2 } });
    const third = await list({ sort: { name: 'desc' }, pagination: { page: 3, perPage: 2 } });
    expect([...first.rows, ...second.rows, ...third.rows].map((row) => row.name)).toEqual([
      'Zarząd',
      'Serwis',
      'Magazyn',
      'Księgowość',
      'Kadry',
    ]);
    expect(first.meta).toEqual({ page: 1, perPage: 2, lastPage: 3, total: 5 });
    expect((await list({ pagination: { page: 9 } })).meta).toEqual({
      page: 9,
      perPage: 30,
      lastPage: 1,
      total: 5,
    });
  });

  it('parses nested query strings and refuses what the collection does not know', async () => {
    const app = Fastify({ routerOptions: { querystringParser: parseQueryString } });
    app.setValidatorCompiler(createValidatorCompiler());
    app.setErrorHandler((error, _request, reply) => {
      const body = errorBody(error);
      return reply.code(body.statusCode).send(body);
    });
    app.get('/items', { schema: { querystring: collectionQuerySchema(spec) } }, (request) =>
      list(request.query as CollectionQuery),
    );
    const get = (query: string) => app.inject({ method: 'GET', url: `/items?${query}` });

    const ok = await get(
      'filter[status]=active&sort[name]=asc&pagination[perPage]=2&include[]=permissions',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().rows.map((row: { name: string }) => row.name)).toEqual([
      'Kadry',
      'Księgowość',
    ]);
    expect((await get('filter[name][]=Kadry&filter[name][]=Magazyn')).json().meta.total).toBe(2);

    for (const bad of [
      'filter[password]=x',
      'filter[status]=paused',
      'filter[id]=not-a-uuid',
      'filter[name][regex]=.*',
      'sort[password]=asc',
      'sort[name]=sideways',
      'pagination[perPage]=1001',
      'pagination[page]=0',
      'include[]=everything',
      'select=*',
    ]) {
      const response = await get(bad);
      expect({ bad, status: response.statusCode }).toEqual({ bad, status: 422 });
    }
    await app.close();
  });
});
