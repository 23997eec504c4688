import { pvSalesIds, pvSalesViewIds } from '@tessera/demo-app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { createTestCaller, type TestCaller } from '../../testing/createTestCaller';
import { fieldIndexNames } from '../../testing/fieldIndexNames';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { seedDemoApp } from '../../testing/seedDemoApp';
import { fieldIndexName } from '../queries/fieldIndexes';

const signingTable = {
  name: 'Do podpisu',
  type: 'table',
  title: 'Instalacje do podpisu',
  routeKey: 'do-podpisu',
  roleIds: [pvSalesIds.officeRole],
  query: {
    fromProviderId: pvSalesIds.installationsProvider,
    filter: {
      type: 'match_field',
      searchField: { type: 'own_field', fieldName: 'signed' },
      matchKind: 'not_equal',
      value: { type: 'const', value: true },
    },
  },
  columns: [{ id: 'title', label: 'Instalacja', fieldAccess: { path: ['title'] } }],
  rowClick: { type: 'open_form', formId: pvSalesIds.signForm },
};

describe.each(testDatabaseKinds)('settings/views on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let api: TestCaller;
  let createdId: string;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    api = createTestCaller(app);
    const demo = await demoClientId(db);
    await seedDemoApp(db, demo);
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    await addTestUser(db, { email: 'outsider@example.com', clientId: demo });
    await api.login('admin', 'admin@example.com');
    await api.login('sales', 'handlowiec@demo.tessera.local');
    await api.login('office', 'biuro@demo.tessera.local');
    await api.login('outsider', 'outsider@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const names = async (who: string, query = '') =>
    (await api.call(who, 'GET', `/settings/views${query}`))
      .json()
      .data.map((view: { name: string }) => view.name);

  it('an admin creates a view, validated by the engine, and reads it back with its revision', async () => {
    const created = await api.call('admin', 'PUT', '/settings/views', signingTable);
    expect(created.statusCode, created.body).toBe(200);
    createdId = created.json().data.id;
    const read = await api.call('admin', 'GET', `/settings/views/${createdId}`);
    expect(read.json().data).toEqual({
      ...signingTable,
      id: createdId,
      status: 'active',
      revision: 1,
    });
    const opened = await api.call('office', 'GET', '/views/resolve/do-podpisu');
    expect(opened.json().data).toMatchObject({ id: createdId, title: 'Instalacje do podpisu' });
  });

  it('saving a table view indexes the provider fields it filters and sorts on, in the background — not the columns it only shows', async () => {
    const indexes = () => fieldIndexNames(db, pvSalesIds.installationsProvider);
    const nameOf = (fieldName: string) =>
      fieldIndexName({ providerId: pvSalesIds.installationsProvider, fieldName });
    await expect.poll(indexes, { timeout: 10_000 }).toContain(nameOf('signed'));
    // `title` is a column of the view, shown only.
    expect(await indexes()).not.toContain(nameOf('title'));
  });

  it.each([
    [
      'a route key another view uses',
      { routeKey: 'zadania' },
      [{ path: '/routeKey', message: 'is already used by another view' }],
    ],
    [
      'a route key that is a UUID',
      { routeKey: pvSalesIds.leadForm },
      [
        {
          path: '/routeKey',
          message: 'must not be a UUID: views/{UUID} opens the view with that id',
        },
      ],
    ],
    [
      'an unknown provider',
      { query: { fromProviderId: pvSalesIds.leadForm } },
      [
        {
          path: '/query/fromProviderId',
          message: 'is not an active data provider of this version',
        },
      ],
    ],
    [
      'a column the provider does not have',
      { columns: [{ id: 'x', label: 'X', fieldAccess: { path: ['nope'] } }] },
      [{ path: '/columns/0/fieldAccess/path/0', message: 'is not a field of the provider' }],
    ],
    [
      'a row click opening an unknown form',
      { rowClick: { type: 'open_form', formId: pvSalesIds.customersProvider } },
      [{ path: '/rowClick/formId', message: 'is not an active form of this version' }],
    ],
    [
      'a row click on records without processes',
      {
        query: { fromProviderId: pvSalesIds.customersProvider },
        columns: [{ id: 'n', label: 'N', fieldAccess: { path: ['name'] } }],
      },
      [
        {
          path: '/rowClick',
          message: "opens a record's process: the view must list a process provider",
        },
      ],
    ],
  ])('refuses %s (422)', async (_, change, errors) => {
    const response = await api.call('admin', 'PUT', '/settings/views', {
      ...signingTable,
      name: `Widok ${Math.random()}`,
      routeKey: `widok-${Math.floor(Math.random() * 1e9)}`,
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('refuses an inbox over an unknown process settings (422)', async () => {
    const response = await api.call('admin', 'PUT', '/settings/views', {
      name: 'Skrzynka',
      type: 'processes_inbox',
      title: 'Skrzynka',
      roleIds: [],
      processSettingsIds: [pvSalesIds.salesProcess, pvSalesIds.signForm],
      columns: [{ id: 'step', label: 'Etap', builtIn: 'stepName' }],
    });
    expect(response.json().errors).toEqual([
      { path: '/processSettingsIds/1', message: 'is not a process of this version' },
    ]);
  });

  it('lists every view for an admin, and for a member only the active views they may open', async () => {
    expect(await names('admin')).toEqual(['Do podpisu', 'Instalacje', 'Moje zadania']);
    expect(await names('office')).toEqual(['Do podpisu', 'Instalacje', 'Moje zadania']);
    expect(await names('sales')).toEqual(['Instalacje', 'Moje zadania']);
    expect(await names('outsider')).toEqual([]);
    expect(await names('admin', '?filter[type]=processes_inbox')).toEqual(['Moje zadania']);
    expect(await names('admin', '?filter[routeKey]=instalacje')).toEqual(['Instalacje']);
    // Reading one definition in full is the designer's.
    expect(
      (await api.call('office', 'GET', `/settings/views/${pvSalesViewIds.inboxView}`)).statusCode,
    ).toBe(403);
  });

  it("a saved change to a view or its provider shows on the very next call, in every reader's page", async () => {
    // The server keeps the definitions it read between calls (definitionCache.ts); the client's
    // definitions' generation, bumped in the commit of every change, tells it they are stale.
    const rows = () =>
      api.call('office', 'POST', `/views/${createdId}/rows`, { page: 1, perPage: 5 });
    const before = await rows();
    expect(before.statusCode, before.body).toBe(200);
    expect(Object.keys(before.json().data[0]?.cells ?? { title: '' })).toEqual(['title']);

    const saved = await api.call('admin', 'PUT', `/settings/views/${createdId}`, {
      ...signingTable,
      title: 'Do podpisu dziś',
      columns: [
        ...signingTable.columns,
        { id: 'price', label: 'Cena', fieldAccess: { path: ['price'] } },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const opened = await api.call('office', 'GET', '/views/resolve/do-podpisu');
    expect(opened.json().data.title).toBe('Do podpisu dziś');
    expect(opened.json().data.columns.map((column: { id: string }) => column.id)).toEqual([
      'title',
      'price',
    ]);

    const providerPath = `/settings/dataProviders/${pvSalesIds.installationsProvider}`;
    const { id: _id, ...provider } = (await api.call('admin', 'GET', providerPath)).json().data;
    const put = async (status: string) => {
      const response = await api.call('admin', 'PUT', providerPath, { ...provider, status });
      expect(response.statusCode, response.body).toBe(200);
      provider.revision = response.json().data.revision;
    };
    await put('inactive');
    const unavailable = await rows();
    expect(unavailable.statusCode).toBe(422);
    expect(unavailable.json(), unavailable.body).toMatchObject({
      errorType: 'providerNotAvailable',
    });
    await put('active');
    expect((await rows()).statusCode).toBe(200);
  });

  it('an inactive or deleted view is not opened; its route key is free again', async () => {
    const inactive = await api.call('admin', 'PUT', `/settings/views/${createdId}`, {
      ...signingTable,
      status: 'inactive',
    });
    expect(inactive.statusCode, inactive.body).toBe(200);
    expect((await api.call('office', 'GET', '/views/resolve/do-podpisu')).statusCode).toBe(404);
    expect(await names('office')).toEqual(['Instalacje', 'Moje zadania']);
    expect((await api.call('admin', 'DELETE', `/settings/views/${createdId}`)).statusCode).toBe(
      204,
    );
    const again = await api.call('admin', 'PUT', '/settings/views', signingTable);
    expect(again.statusCode, again.body).toBe(200);
  });
});
