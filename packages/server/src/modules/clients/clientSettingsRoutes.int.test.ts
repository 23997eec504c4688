import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';

describe.each(testDatabaseKinds)('settings/clientSettings on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let demo: string;
  const tokens: Record<string, string> = {};

  const call = (who: string, method: 'GET' | 'PUT', payload?: object) =>
    app.inject({
      method,
      url: '/api/settings/clientSettings',
      headers: { authorization: `Bearer ${tokens[who]}`, 'x-client-key': 'demo' },
      ...(payload === undefined ? {} : { payload }),
    });

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    demo = await demoClientId(db);
    await addTestUser(db, { email: 'admin@acme.test', clientId: demo, type: 'client_admin' });
    await addTestUser(db, { email: 'user@acme.test', clientId: demo });
    tokens.admin = await loginAs(app, 'admin@acme.test');
    tokens.user = await loginAs(app, 'user@acme.test');
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it("gives a client admin the client's settings, defaults filled in", async () => {
    const response = await call('admin', 'GET');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: expect.objectContaining({
        defaultCountry: 'PL',
        defaultLocale: 'pl',
        minPasswordLength: 8,
        registrationRequiresApproval: expect.any(Boolean),
      }),
    });
  });

  it('lets a client admin raise the password minimum, which the public client info then shows', async () => {
    const response = await call('admin', 'PUT', { minPasswordLength: 12 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ minPasswordLength: 12, defaultCountry: 'PL' });
    const info = await app.inject({ method: 'GET', url: '/api/clients/info?key=demo' });
    expect(info.json().data.passwordPolicy).toEqual({ minLength: 12 });
    const audit = await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx
        .selectFrom('audit_events')
        .select(['action', 'details'])
        .where('action', '=', 'client.updated')
        .execute(),
    );
    expect(JSON.stringify(audit)).toContain('"minPasswordLength":12');
  });

  it.each([
    ['the key', { key: 'other' }],
    ['feature flags', { enabledFeatures: { clientScripts: true } }],
    ['the status', { status: 'deleted' }],
    ['a password minimum below the spec’s 6', { minPasswordLength: 5 }],
    ['nothing', {}],
  ])('refuses %s with 422 and changes nothing', async (_, body) => {
    const before = (await call('admin', 'GET')).json();
    const response = await call('admin', 'PUT', body);
    expect(response.statusCode).toBe(422);
    expect((await call('admin', 'GET')).json()).toEqual(before);
  });

  it('keeps a plain user out, reading or writing', async () => {
    expect((await call('user', 'GET')).statusCode).toBe(403);
    expect((await call('user', 'PUT', { minPasswordLength: 20 })).statusCode).toBe(403);
  });
});
