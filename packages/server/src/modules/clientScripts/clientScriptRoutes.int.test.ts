import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp, testConfig } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { setClientFeatures } from '../../testing/setClientFeatures';

const inline = 'document.body.dataset.clientScript = "ran";';
const inlineHash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;

describe.each(testDatabaseKinds)('client scripts on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let demo: string;
  const tokens: Record<string, string> = {};

  const call = (who: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}`, 'x-client-key': 'demo' },
      ...(payload === undefined ? {} : { payload }),
    });

  const setFeature = (on: boolean) => setClientFeatures(db, demo, { clientScripts: on });

  const pagePolicy = async (url: string) =>
    String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    demo = await demoClientId(db);
    await addTestUser(db, { email: 'admin@acme.test', clientId: demo, type: 'client_admin' });
    await addTestUser(db, { email: 'user@acme.test', clientId: demo });
    tokens.admin = await loginAs(app, 'admin@acme.test');
    tokens.user = await loginAs(app, 'user@acme.test');
    tokens.superAdmin = await loginAs(app, testConfig.admin.email, testConfig.admin.password);
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('is closed while the clientScripts feature is off', async () => {
    await setFeature(false);
    expect((await call('admin', 'GET', '/settings/clientScripts')).statusCode).toBe(403);
    const put = await call('admin', 'PUT', '/settings/clientScripts', { items: [] });
    expect(put.statusCode).toBe(403);
  });

  it('lets an admin replace the list, in order, keeping ids it names', async () => {
    await setFeature(true);
    const first = await call('admin', 'PUT', '/settings/clientScripts', {
      items: [
        { name: 'Licznik', content: inline },
        { name: 'Czat', src: 'https://chat.example.com/widget.js', status: 'inactive' },
      ],
    });
    expect(first.statusCode).toBe(200);
    const [counter] = first.json().data;
    const second = await call('admin', 'PUT', '/settings/clientScripts', {
      items: [
        { name: 'Czat', src: 'https://chat.example.com/widget.js', status: 'inactive' },
        { id: counter.id, name: 'Licznik', content: inline },
      ],
    });
    expect(second.json().data.map((s: { name: string }) => s.name)).toEqual(['Czat', 'Licznik']);
    expect(second.json().data[1].id).toBe(counter.id);
    expect((await call('user', 'GET', '/settings/clientScripts')).statusCode).toBe(403);
  });

  it.each([
    ['an http URL', { name: 'x', src: 'http://evil.example.com/x.js' }],
    ['a scheme-relative URL', { name: 'x', src: '//evil.example.com/x.js' }],
    ['a javascript: URL', { name: 'x', src: 'javascript:alert(1)' }],
    [
      'a URL that would extend the policy',
      { name: 'x', src: "https://a.example.com/x.js; script-src 'unsafe-inline'" },
    ],
    ['both src and content', { name: 'x', src: 'https://a.example.com/x.js', content: 'x' }],
    ['neither src nor content', { name: 'x' }],
  ])('refuses %s with 422', async (_, item) => {
    const before = (await call('admin', 'GET', '/settings/clientScripts')).json();
    const response = await call('admin', 'PUT', '/settings/clientScripts', { items: [item] });
    expect(response.statusCode).toBe(422);
    expect((await call('admin', 'GET', '/settings/clientScripts')).json()).toEqual(before);
  });

  it("gives the active scripts to the client's users and none to a super admin", async () => {
    const forUser = (await call('user', 'GET', '/config')).json().clientScripts;
    expect(forUser).toEqual([{ id: expect.any(String), name: 'Licznik', content: inline }]);
    expect((await call('superAdmin', 'GET', '/config')).json().clientScripts).toEqual([]);
  });

  it("puts exactly the active scripts into the runtime page's policy, never the studio's", async () => {
    const runtime = await pagePolicy('/demo/start');
    expect(runtime).toContain(`script-src 'self' ${inlineHash}`);
    expect(runtime).not.toContain('chat.example.com');
    expect(await pagePolicy('/demo/settings/forms')).toContain("script-src 'self';");
    expect(await pagePolicy('/auth/login')).toContain("script-src 'self';");
    await setFeature(false);
    expect(await pagePolicy('/demo/start')).toContain("script-src 'self';");
    expect((await call('user', 'GET', '/config')).json().clientScripts).toEqual([]);
  });

  it('sends no referrer from auth pages, where a login link sits in the URL', async () => {
    const page = await app.inject({ method: 'GET', url: '/auth/loginByToken?token=secret' });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});
