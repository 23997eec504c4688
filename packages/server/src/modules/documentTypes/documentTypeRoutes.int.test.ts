import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { addTestRole } from '../../testing/addTestRole';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { setClientFeatures } from '../../testing/setClientFeatures';
import { testClientSeed } from '../../testing/testClientSeed';
import { createClient } from '../clients/createClient';

interface TypeItem {
  id: string;
  name: string;
  status: string;
  revision: number;
  currentUserPermissions: string[];
}

describe.each(testDatabaseKinds)('document types on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let demo: string;
  let live: string;
  let draft: string;
  let sales: string;
  let office: string;
  const tokens: Record<string, string> = {};

  const login = (email: string, password?: string) => loginAs(app, email, password);

  function call(
    who: string,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
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

  const inDraft = () => ({ 'x-client-appverionid': draft });

  async function names(who: string, headers: Record<string, string> = {}, query = '') {
    const response = await call(
      who,
      'GET',
      `/settings/document-types?${query}`,
      undefined,
      headers,
    );
    expect(response.statusCode).toBe(200);
    return response
      .json<{ data: TypeItem[] }>()
      .data.map((item) => `${item.name}:${item.currentUserPermissions.join('+')}`);
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    demo = await demoClientId(db);
    await setClientFeatures(db, demo, { applicationVersions: true });
    sales = await addTestRole(db, { clientId: demo, name: 'Sprzedaż' });
    office = await addTestRole(db, { clientId: demo, name: 'Biuro' });
    await addTestUser(db, { email: 'seller@example.com', clientId: demo, roleIds: [sales] });
    await addTestUser(db, { email: 'clerk@example.com', clientId: demo, roleIds: [office] });
    await addTestUser(db, { email: 'nobody@example.com', clientId: demo });
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    const other = await createClient(
      db.kysely,
      testClientSeed('other', { name: 'Other', enabledFeatures: { applicationVersions: true } }),
    );
    await addTestUser(db, {
      email: 'other-admin@example.com',
      clientId: other,
      type: 'client_admin',
    });
    for (const who of ['seller', 'clerk', 'nobody', 'admin', 'other-admin']) {
      tokens[who] = await login(`${who}@example.com`);
    }
    live = (await call('admin', 'GET', '/applicationVersions')).json().data[0].id;
    draft = (
      await call('admin', 'PUT', '/applicationVersions', { name: 'Typy', copyFromId: live })
    ).json().data.id;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('lets an admin create document types in a draft selected with X-Client-AppVerionId', async () => {
    const create = (name: string, roleAccess: object[], status?: string) =>
      call(
        'admin',
        'PUT',
        '/settings/document-types',
        { name, roleAccess, ...(status ? { status } : {}) },
        inDraft(),
      );
    const umowa = await create('Umowa', [
      { roleIds: [sales], permissions: ['read'] },
      { roleIds: [office, sales], permissions: ['read', 'write'] },
    ]);
    expect(umowa.statusCode).toBe(200);
    expect(umowa.json().data).toEqual({
      id: expect.any(String),
      name: 'Umowa',
      status: 'active',
      roleAccess: [
        { roleIds: [sales], permissions: ['read'] },
        { roleIds: [office, sales], permissions: ['read', 'write'] },
      ],
      revision: 1,
      currentUserPermissions: ['read', 'write', 'delete'],
    });
    expect(
      (await create('Faktura', [{ roleIds: [office], permissions: ['read', 'delete'] }]))
        .statusCode,
    ).toBe(200);
    expect((await create('Zdjęcie', [])).statusCode).toBe(200);
    expect(
      (await create('Stary', [{ roleIds: [sales], permissions: ['read'] }], 'inactive')).statusCode,
    ).toBe(200);
  });

  it('refuses to edit the live version directly (409) and ignores the header of a non-admin', async () => {
    const onLive = await call('admin', 'PUT', '/settings/document-types', {
      name: 'Live',
      roleAccess: [],
    });
    expect(onLive.statusCode).toBe(409);
    expect(onLive.json()).toMatchObject({ errorType: 'versionNotEditable' });
    // The live version has none of the draft's types; a non-admin's header does not reach the draft.
    expect(await names('clerk', inDraft())).toEqual([]);
    expect(await names('admin')).toEqual([]);
  });

  it("applies the spec's rule: admins see all; others the types a role-access entry of theirs grants", async () => {
    await call('admin', 'POST', `/applicationVersions/${draft}/publish`);
    expect(await names('admin')).toEqual([
      'Faktura:read+write+delete',
      'Stary:read+write+delete',
      'Umowa:read+write+delete',
      'Zdjęcie:read+write+delete',
    ]);
    expect(await names('seller')).toEqual(['Umowa:read+write']);
    expect(await names('clerk')).toEqual(['Faktura:read+delete', 'Umowa:read+write']);
    expect(await names('nobody')).toEqual([]);
    expect(await names('admin', {}, 'filter[status]=inactive')).toEqual([
      'Stary:read+write+delete',
    ]);
  });

  it('answers 422 for a selected version that is unknown-looking or archived, 404 for an unknown id', async () => {
    const garbage = await call('admin', 'GET', '/settings/document-types', undefined, {
      'x-client-appverionid': 'v1',
    });
    expect(garbage.statusCode).toBe(422);
    const unknown = await call('admin', 'GET', '/settings/document-types', undefined, {
      'x-client-appverionid': '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const previous = live;
    expect(
      (
        await call('admin', 'PUT', `/applicationVersions/${previous}`, {
          versionStatus: 'archived',
        })
      ).statusCode,
    ).toBe(200);
    const archived = await call('admin', 'GET', '/settings/document-types', undefined, {
      'x-client-appverionid': previous,
    });
    expect(archived.statusCode).toBe(422);
    expect(archived.json().errors[0].message).toMatch(/archived/);
    // 'live' selects the live version.
    expect(await names('admin', { 'x-client-appverionid': 'live' })).toHaveLength(4);
  });

  it('keeps names unique among active types, checks revisions, and soft-deletes', async () => {
    const next = (
      await call('admin', 'PUT', '/applicationVersions', { name: 'Zmiany', copyFromId: draft })
    ).json().data.id;
    const headers = { 'x-client-appverionid': next };
    const [umowa] = (
      await call('admin', 'GET', '/settings/document-types?filter[name]=Umowa', undefined, headers)
    ).json().data;
    const duplicate = await call(
      'admin',
      'PUT',
      '/settings/document-types',
      { name: 'Umowa', roleAccess: [] },
      headers,
    );
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual([
      { path: '/name', message: 'is already used by another document type' },
    ]);
    // The inactive 'Stary' does not block its name.
    expect(
      (
        await call(
          'admin',
          'PUT',
          '/settings/document-types',
          { name: 'Stary', roleAccess: [] },
          headers,
        )
      ).statusCode,
    ).toBe(200);

    const renamed = await call(
      'admin',
      'PUT',
      `/settings/document-types/${umowa.id}`,
      { name: 'Umowa ramowa', roleAccess: [], revision: 1 },
      headers,
    );
    expect(renamed.json().data).toMatchObject({ name: 'Umowa ramowa', revision: 2 });
    const stale = await call(
      'admin',
      'PUT',
      `/settings/document-types/${umowa.id}`,
      { name: 'Umowa', roleAccess: [], revision: 1 },
      headers,
    );
    expect(stale.statusCode).toBe(409);

    expect(
      (await call('admin', 'DELETE', `/settings/document-types/${umowa.id}`, undefined, headers))
        .statusCode,
    ).toBe(204);
    expect(
      (await call('admin', 'DELETE', `/settings/document-types/${umowa.id}`, undefined, headers))
        .statusCode,
    ).toBe(404);
    expect(await names('admin', headers, 'filter[name]=Umowa ramowa')).toEqual([]);
    // The live version still has its Umowa.
    expect(await names('seller')).toEqual(['Umowa:read+write']);
  });

  it("answers 404 for another client's type and lets only admins write", async () => {
    const [umowa] = (
      await call('admin', 'GET', '/settings/document-types?filter[name]=Umowa')
    ).json().data;
    expect(
      (
        await call('seller', 'PUT', `/settings/document-types/${umowa.id}`, {
          name: 'x',
          roleAccess: [],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('seller', 'DELETE', `/settings/document-types/${umowa.id}`)).statusCode,
    ).toBe(403);
    const theirs = (await call('other-admin', 'GET', '/applicationVersions')).json().data[0].id;
    const otherDraft = (
      await call('other-admin', 'PUT', '/applicationVersions', { name: 'x', copyFromId: theirs })
    ).json().data.id;
    const headers = { 'x-client-appverionid': otherDraft };
    expect(
      (
        await call(
          'other-admin',
          'PUT',
          `/settings/document-types/${umowa.id}`,
          { name: 'x', roleAccess: [] },
          headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'other-admin',
          'DELETE',
          `/settings/document-types/${umowa.id}`,
          undefined,
          headers,
        )
      ).statusCode,
    ).toBe(404);
    // And naming our draft from the other client finds nothing either.
    expect(
      (await call('other-admin', 'GET', '/settings/document-types', undefined, inDraft()))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    ['an unknown permission', { name: 'x', roleAccess: [{ roleIds: [], permissions: ['use'] }] }],
    [
      'a role id that is not an id',
      { name: 'x', roleAccess: [{ roleIds: ['admin'], permissions: [] }] },
    ],
    ['an unknown field', { name: 'x', roleAccess: [], kind: 'view' }],
    ['status deleted', { name: 'x', roleAccess: [], status: 'deleted' }],
    ['no name', { roleAccess: [] }],
  ])('refuses %s (422)', async (_, body) => {
    expect((await call('admin', 'PUT', '/settings/document-types', body)).statusCode).toBe(422);
  });
});
