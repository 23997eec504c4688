import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { clientFeatureFlags } from './clientFeatureFlags';
import { createClient } from './createClient';

const settings = {
  defaultCountry: 'PL',
  defaultLocale: 'pl',
  maxImportRecordCount: 100,
  notifyAboutNewRegistrations: false,
};

describe.each(testDatabaseKinds)('clients collection on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};

  const login = (email: string, password?: string) => loginAs(app, email, password);

  function call(
    who: string,
    method: 'GET' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) {
    return app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}`, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  const keys = async (who: string, query: string) =>
    (await call(who, 'GET', `/clients?${query}`))
      .json<{ data: { key: string }[] }>()
      .data.map((client) => client.key)
      .sort();

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    const demo = await demoClientId(db);
    const acme = await createClient(db.kysely, {
      key: 'acme',
      name: 'Acme',
      domains: ['acme.example.com'],
      enabledFeatures: {},
      settings,
    });
    const gone = await createClient(db.kysely, {
      key: 'gone',
      name: 'Gone',
      domains: ['gone.example.com'],
      enabledFeatures: {},
      settings,
    });
    await db.kysely
      .updateTable('clients')
      .set({ status: 'deleted' })
      .where('id', '=', gone)
      .execute();
    await addTestUser(db, { email: 'user@example.com', clientId: demo });
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    // A member of acme as well, but an inactive one there.
    const both = await addTestUser(db, { email: 'both@example.com', clientId: demo });
    await runScoped(db.kysely, { clientId: acme }, (trx) =>
      trx
        .insertInto('client_users')
        .values({ client_id: acme, user_id: both, status: 'inactive' })
        .execute(),
    );
    tokens.user = await login('user@example.com');
    tokens.admin = await login('admin@example.com');
    tokens.both = await login('both@example.com');
    tokens.superAdmin = await login('admin@tessera.local', 'tessera-admin');
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('lists every client to a super admin, with the collection conventions', async () => {
    const response = await call('superAdmin', 'GET', '/clients?sort[key]=asc');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((client: { key: string }) => client.key)).toEqual([
      'acme',
      'demo',
      'gone',
    ]);
    expect(body.meta).toEqual({ page: 1, perPage: 30, lastPage: 1, total: 3 });
    expect(body.relations).toEqual({});
    expect(body.data[0]).toEqual({
      id: expect.any(String),
      key: 'acme',
      name: 'Acme',
      domains: ['acme.example.com'],
      enabledFeatures: {},
      status: 'active',
      settings,
    });
  });

  it('answers existence checks by exact name, key or domain ("GET clients filtered by exact name, key or domain")', async () => {
    expect(await keys('superAdmin', 'filter[name]=Acme')).toEqual(['acme']);
    expect(await keys('superAdmin', 'filter[name]=acme')).toEqual([]);
    expect(await keys('superAdmin', 'filter[name]=Acm')).toEqual([]);
    expect(await keys('superAdmin', 'filter[key]=gone')).toEqual(['gone']);
    expect(await keys('superAdmin', 'filter[domain]=ACME.example.com')).toEqual(['acme']);
    expect(await keys('superAdmin', 'filter[domain]=example.com')).toEqual([]);
    expect(
      await keys(
        'superAdmin',
        'filter[domain][]=gone.example.com&filter[domain][]=acme.example.com',
      ),
    ).toEqual(['acme', 'gone']);
    expect(await keys('superAdmin', 'filter[status]=active')).toEqual(['acme', 'demo']);
  });

  it('shows anyone else only the active clients they are an active member of, without settings', async () => {
    expect(await keys('user', '')).toEqual(['demo']);
    expect(await keys('admin', '')).toEqual(['demo']);
    expect(await keys('both', '')).toEqual(['demo']);
    // Their existence check sees only their own clients.
    expect(await keys('user', 'filter[key]=acme')).toEqual([]);
    const [demo] = (await call('user', 'GET', '/clients')).json().data;
    expect(demo).not.toHaveProperty('settings');
    expect(Object.keys(demo).sort()).toEqual([
      'domains',
      'enabledFeatures',
      'id',
      'key',
      'name',
      'status',
    ]);
  });

  it('refuses unknown filters and anonymous callers', async () => {
    expect((await call('superAdmin', 'GET', '/clients?filter[settings]=x')).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/api/clients' })).statusCode).toBe(401);
  });

  it('lets only super admins create and edit clients', async () => {
    for (const who of ['user', 'admin']) {
      expect((await call(who, 'PUT', '/clients', { key: 'x', name: 'X' })).statusCode).toBe(403);
      const [demo] = (await call(who, 'GET', '/clients')).json().data;
      expect((await call(who, 'PUT', `/clients/${demo.id}`, { name: 'Mine' })).statusCode).toBe(
        403,
      );
    }
  });

  it('creates a client with defaults, a live v1 and its creator as client_admin', async () => {
    const response = await call('superAdmin', 'PUT', '/clients', {
      key: 'nova_1',
      name: 'Nova',
      domains: ['Nova.Example.com'],
      enabledFeatures: { applicationVersions: true, complexViewCharts: true },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.any(String),
      key: 'nova_1',
      name: 'Nova',
      domains: ['nova.example.com'],
      enabledFeatures: { applicationVersions: true, complexViewCharts: true },
      status: 'active',
      settings: {
        defaultCountry: 'PL',
        defaultLocale: 'pl',
        maxImportRecordCount: 1000,
        notifyAboutNewRegistrations: false,
        registrationRequiresApproval: true,
        minPasswordLength: 8,
      },
    });
    const versions = await call('superAdmin', 'GET', '/applicationVersions', undefined, {
      'x-client-key': 'nova_1',
    });
    expect(versions.json().data).toMatchObject([
      { number: 1, name: 'Wersja początkowa', versionStatus: 'live' },
    ]);
    const membership = await runScoped(db.kysely, { clientId: data.id }, (trx) =>
      trx
        .selectFrom('client_users')
        .select(['type', 'status'])
        .where('client_id', '=', data.id)
        .execute(),
    );
    expect(membership).toEqual([{ type: 'client_admin', status: 'active' }]);
  });

  it('refuses a key, name or domain another client has, one problem each (422)', async () => {
    const response = await call('superAdmin', 'PUT', '/clients', {
      key: 'gone',
      name: 'Acme',
      domains: ['www.example.com', 'ACME.example.com', 'www.example.com'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { path: '/domains/2', message: 'is listed twice' },
      { path: '/key', message: 'is already used by another client' },
      { path: '/name', message: 'is already used by another active client' },
      { path: '/domains/1', message: 'is already used by client "acme"' },
    ]);
    // A deleted client's name and domain are free again; its key never is.
    const reused = await call('superAdmin', 'PUT', '/clients', {
      key: 'gone2',
      name: 'Gone',
      domains: ['gone.example.com'],
    });
    expect(reused.statusCode).toBe(200);
  });

  it.each([
    ['a key with spaces', { key: 'a b', name: 'A' }, '/key'],
    ['a key with Polish letters', { key: 'zażółć', name: 'A' }, '/key'],
    [
      'a host name with a port',
      { key: 'a', name: 'A', domains: ['a.example.com:80'] },
      '/domains/0',
    ],
    [
      'a host name with a scheme',
      { key: 'a', name: 'A', domains: ['https://a.example.com'] },
      '/domains/0',
    ],
    [
      'an unknown feature',
      { key: 'a', name: 'A', enabledFeatures: { complexViewMaps: true } },
      '/enabledFeatures/complexViewMaps',
    ],
    [
      'a password minimum below 6',
      { key: 'a', name: 'A', settings: { minPasswordLength: 5 } },
      '/settings/minPasswordLength',
    ],
    ['an unknown setting', { key: 'a', name: 'A', settings: { theme: 'dark' } }, '/settings/theme'],
    ['a status on create', { key: 'a', name: 'A', status: 'inactive' }, '/status'],
    ['no name', { key: 'a' }, '/name'],
  ])('refuses %s (422)', async (_, body, path) => {
    const response = await call('superAdmin', 'PUT', '/clients', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path);
  });

  it('accepts exactly the feature flags of spec 001 §3.20', async () => {
    const all = Object.fromEntries(clientFeatureFlags.map((flag) => [flag, true]));
    const response = await call('superAdmin', 'PUT', '/clients', {
      key: 'all',
      name: 'All',
      enabledFeatures: all,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.enabledFeatures).toEqual(all);
  });

  it('edits a client: named fields replace, features and settings merge, the change is audited', async () => {
    const [acme] = (await call('superAdmin', 'GET', '/clients?filter[key]=acme')).json().data;
    const response = await call('superAdmin', 'PUT', `/clients/${acme.id}`, {
      name: 'Acme S.A.',
      domains: ['acme.example.com', 'acme.example.org'],
      enabledFeatures: { userApi: true },
      settings: { minPasswordLength: 12 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      key: 'acme',
      name: 'Acme S.A.',
      domains: ['acme.example.com', 'acme.example.org'],
      enabledFeatures: { userApi: true },
      settings: { ...settings, minPasswordLength: 12 },
    });
    const events = await runScoped(db.kysely, { clientId: acme.id }, (trx) =>
      trx
        .selectFrom('audit_events')
        .select(['action', 'details', 'actor_user_id'])
        .where('client_id', '=', acme.id)
        .execute(),
    );
    expect(events).toEqual([
      {
        action: 'client.updated',
        actor_user_id: expect.any(String),
        details: {
          changes: {
            name: { from: 'Acme', to: 'Acme S.A.' },
            domains: { from: ['acme.example.com'], to: ['acme.example.com', 'acme.example.org'] },
            enabled_features: { from: {}, to: { userApi: true } },
            settings: { from: settings, to: { ...settings, minPasswordLength: 12 } },
          },
        },
      },
    ]);
  });

  it("keeps an edit from taking another client's name or domain, and answers 404 for an unknown id", async () => {
    const [demo] = (await call('superAdmin', 'GET', '/clients?filter[key]=demo')).json().data;
    const clash = await call('superAdmin', 'PUT', `/clients/${demo.id}`, {
      name: 'Nova',
      domains: ['nova.example.com'],
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.map((error: { path: string }) => error.path)).toEqual([
      '/name',
      '/domains/0',
    ]);
    // Keeping its own values is no clash.
    expect(
      (await call('superAdmin', 'PUT', `/clients/${demo.id}`, { name: 'Demo' })).statusCode,
    ).toBe(200);
    const unknown = await call(
      'superAdmin',
      'PUT',
      '/clients/00000000-0000-4000-8000-000000000000',
      {
        name: 'X',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call('superAdmin', 'PUT', `/clients/${demo.id}`, {})).statusCode).toBe(422);
  });

  it('creates clients with one name in parallel exactly once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call('superAdmin', 'PUT', '/clients', {
          key: `race${index}`,
          name: 'Race',
          domains: ['race.example.com'],
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200, 422, 422, 422, 422, 422, 422, 422,
    ]);
  });
});
