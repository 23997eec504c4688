import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { setClientFeatures } from '../../testing/setClientFeatures';

describe.each(testDatabaseKinds)('GET /api/config on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let demo: string;
  let live: string;
  let draft: string;
  const tokens: Record<string, string> = {};

  const login = (email: string, password?: string) => loginAs(app, email, password);

  const config = (who: string, query = '', headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: `/api/config${query}`,
      headers: { authorization: `Bearer ${tokens[who]}`, ...headers },
    });

  const setVersionsFeature = (on: boolean) =>
    setClientFeatures(db, demo, { applicationVersions: on });

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    demo = await demoClientId(db);
    await setVersionsFeature(true);
    await addTestUser(db, { email: 'user@example.com', clientId: demo });
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    tokens.user = await login('user@example.com');
    tokens.admin = await login('admin@example.com');
    tokens.superAdmin = await login('admin@tessera.local', 'tessera-admin');
    const versions = await app.inject({
      method: 'GET',
      url: '/api/applicationVersions',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    live = versions.json().data[0].id;
    const created = await app.inject({
      method: 'PUT',
      url: '/api/applicationVersions',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { name: 'Szkic', copyFromId: live },
    });
    draft = created.json().data.id;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('answers the Config entity, without a selected version for a non-admin', async () => {
    const response = await config('user', `?selectedApplicationVersionId=${draft}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      upload: { maxFileSize: 50_000_000, documentTemplateMaxFileSize: 10_000_000 },
      externalIntegrationsEnabled: false,
      clientScripts: [],
      userApis: { logsRetentionSecs: 2_592_000 },
      recurringActions: { logsRetentionSecs: 2_592_000 },
      liveApplicationVersion: {
        id: live,
        number: 1,
        name: 'Wersja początkowa',
        versionStatus: 'live',
        publishedAt: expect.any(String),
        copiedFromId: null,
        displayName: 'v1 Wersja początkowa (live)',
      },
    });
  });

  it("sends an admin's selection back to them, live when none or 'live' is selected", async () => {
    expect((await config('admin', `?selectedApplicationVersionId=${draft}`)).json()).toMatchObject({
      liveApplicationVersion: { id: live },
      userSelectedApplicationVersion: { id: draft, displayName: 'v2 Szkic' },
    });
    expect((await config('admin')).json().userSelectedApplicationVersion.id).toBe(live);
    expect(
      (await config('admin', '?selectedApplicationVersionId=live')).json()
        .userSelectedApplicationVersion.id,
    ).toBe(live);
  });

  it('refuses a selection that is malformed (422), unknown (404) or archived (422)', async () => {
    expect((await config('admin', '?selectedApplicationVersionId=v2')).statusCode).toBe(422);
    expect(
      (await config('admin', '?selectedApplicationVersionId=00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
    await app.inject({
      method: 'PUT',
      url: `/api/applicationVersions/${draft}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { versionStatus: 'archived' },
    });
    expect((await config('admin', `?selectedApplicationVersionId=${draft}`)).statusCode).toBe(422);
    await app.inject({
      method: 'PUT',
      url: `/api/applicationVersions/${draft}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { versionStatus: 'draft' },
    });
  });

  it('selects nothing but live for an admin of a client without the feature', async () => {
    await setVersionsFeature(false);
    const response = await config('admin', `?selectedApplicationVersionId=${draft}`);
    await setVersionsFeature(true);
    expect(response.json().userSelectedApplicationVersion.id).toBe(live);
  });

  it("gives a super admin no client scripts, and a request outside the user's clients no versions", async () => {
    expect((await config('superAdmin')).json()).toMatchObject({
      clientScripts: [],
      userSelectedApplicationVersion: { id: live },
    });
    const loner = await config('user', '', { 'x-client-key': 'not-my-client' });
    expect(loner.statusCode).toBe(200);
    expect(loner.json().liveApplicationVersion).toBeNull();
    expect(loner.json()).not.toHaveProperty('userSelectedApplicationVersion');
  });

  it('refuses unknown query parameters and anonymous callers', async () => {
    expect((await config('user', '?debug=1')).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(401);
  });
});
