import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { setClientFeatures } from '../../testing/setClientFeatures';

const roleId = '11111111-1111-4111-8111-111111111111';
const viewId = '22222222-2222-4222-8222-222222222222';

const layout = {
  menuEntries: [
    { text: 'Start', icon: 'Home24Regular', routePath: 'start' },
    {
      text: 'Sprzedaż',
      expandedByDefault: true,
      groups: ['handel'],
      children: [
        { text: 'Oferty', viewId },
        { text: 'Zamówienia', routePath: 'views/zamówienia-2025' },
      ],
    },
  ],
  startingViews: { [roleId]: [viewId] },
};

function nested(depth: number): object {
  return depth === 1
    ? { text: `level ${depth}` }
    : { text: `level ${depth}`, children: [nested(depth - 1)] };
}

describe.each(testDatabaseKinds)('application layout per version on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let demo: string;
  let live: string;
  let draft: string;
  const tokens: Record<string, string> = {};

  const login = (email: string, password?: string) => loginAs(app, email, password);

  function call(who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
    return app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    demo = await demoClientId(db);
    await setClientFeatures(db, demo, { applicationVersions: true });
    await addTestUser(db, { email: 'user@example.com', clientId: demo });
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    tokens.user = await login('user@example.com');
    tokens.admin = await login('admin@example.com');
    live = (await call('admin', 'GET', '/applicationVersions')).json().data[0].id;
    draft = (
      await call('admin', 'PUT', '/applicationVersions', { name: 'Nowy układ', copyFromId: live })
    ).json().data.id;
    await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .insertInto('definitions')
        .values({
          client_id: demo,
          version_id: draft,
          id: viewId,
          kind: 'view',
          name: 'Oferty',
          body: JSON.stringify({ routeKey: 'oferty' }),
        })
        .execute(),
    );
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('answers an empty layout for a version without a saved one', async () => {
    const response = await call(
      'user',
      'GET',
      `/settings/applicationLayoutVersions?filter[versionId]=${live}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [{ id: live, versionId: live, menuEntries: [], startingViews: {}, revision: 0 }],
      meta: { page: 1, perPage: 30, lastPage: 1, total: 1 },
      relations: {},
    });
  });

  it('refuses to edit the live version (409) and lets an admin edit a draft', async () => {
    const onLive = await call(
      'admin',
      'PUT',
      `/settings/applicationLayoutVersions/${live}`,
      layout,
    );
    expect(onLive.statusCode).toBe(409);
    expect(onLive.json().message).toMatch(/live version cannot be edited/);

    const saved = await call(
      'admin',
      'PUT',
      `/settings/applicationLayoutVersions/${draft}`,
      layout,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ id: draft, versionId: draft, ...layout, revision: 1 });
  });

  it('reads a version back with its linked views included', async () => {
    const response = await call(
      'admin',
      'GET',
      `/settings/applicationLayoutVersions?filter[versionId]=${draft}&include[]=views`,
    );
    expect(response.json()).toMatchObject({
      data: [{ id: draft, ...layout, revision: 1 }],
      relations: {
        views: [
          { id: viewId, versionId: draft, name: 'Oferty', status: 'active', routeKey: 'oferty' },
        ],
      },
    });
  });

  it("shows a non-admin only the live version's layout", async () => {
    const drafts = await call(
      'user',
      'GET',
      `/settings/applicationLayoutVersions?filter[versionId]=${draft}`,
    );
    expect(drafts.json().data).toEqual([]);
    const all = await call('user', 'GET', '/settings/applicationLayoutVersions');
    expect(all.json().data.map((item: { id: string }) => item.id)).toEqual([live]);
    expect(
      (await call('user', 'PUT', `/settings/applicationLayoutVersions/${draft}`, layout))
        .statusCode,
    ).toBe(403);
  });

  it('checks the revision: a stale one answers 409 and changes nothing', async () => {
    const stale = await call('admin', 'PUT', `/settings/applicationLayoutVersions/${draft}`, {
      menuEntries: [],
      revision: 0,
    });
    expect(stale.statusCode).toBe(409);
    const fresh = await call('admin', 'PUT', `/settings/applicationLayoutVersions/${draft}`, {
      ...layout,
      revision: 1,
    });
    expect(fresh.json().data.revision).toBe(2);
  });

  it('carries the layout into a copy of the version, and publishing makes it the live one', async () => {
    const copy = (
      await call('admin', 'PUT', '/applicationVersions', { name: 'Kopia', copyFromId: draft })
    ).json().data.id;
    const copied = await call(
      'admin',
      'GET',
      `/settings/applicationLayoutVersions?filter[versionId]=${copy}`,
    );
    expect(copied.json().data).toEqual([{ id: copy, versionId: copy, ...layout, revision: 1 }]);
    expect((await call('admin', 'POST', `/applicationVersions/${draft}/publish`)).statusCode).toBe(
      200,
    );
    const runtime = await call('user', 'GET', '/settings/applicationLayoutVersions');
    expect(runtime.json().data).toEqual([{ id: draft, versionId: draft, ...layout, revision: 2 }]);
  });

  it.each([
    ['a route path with a dot', { menuEntries: [{ text: 'x', routePath: '../admin' }] }],
    ['a route path with a space', { menuEntries: [{ text: 'x', routePath: 'a b' }] }],
    ['both a route path and a view', { menuEntries: [{ text: 'x', routePath: 'a', viewId }] }],
    ['an entry without text', { menuEntries: [{ routePath: 'a' }] }],
    ['an unknown entry field', { menuEntries: [{ text: 'x', onClick: 'alert(1)' }] }],
    ['menus nested deeper than 5', { menuEntries: [nested(6)] }],
    ['a starting view keyed by a non-id', { startingViews: { __proto__x: [viewId] } }],
    ['an id in the body', { id: viewId, menuEntries: [] }],
  ])('refuses %s (422)', async (_, body) => {
    const response = await call(
      'admin',
      'PUT',
      `/settings/applicationLayoutVersions/${live}`,
      body,
    );
    expect(response.statusCode).toBe(422);
  });

  it('accepts menus nested exactly 5 deep', async () => {
    const copy = (
      await call('admin', 'PUT', '/applicationVersions', { name: 'Głęboka', copyFromId: live })
    ).json().data.id;
    const response = await call('admin', 'PUT', `/settings/applicationLayoutVersions/${copy}`, {
      menuEntries: [nested(5)],
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for an unknown version', async () => {
    const response = await call(
      'admin',
      'PUT',
      '/settings/applicationLayoutVersions/00000000-0000-4000-8000-000000000000',
      layout,
    );
    expect(response.statusCode).toBe(404);
  });
});
