import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { setClientFeatures } from '../../testing/setClientFeatures';
import { visitorViewCallsPerIp } from './visitorViewRateLimit';

describe.each(testDatabaseKinds)(
  'view calls without login are rate-limited per IP on %s',
  (kind) => {
    let db: Database;
    let app: FastifyInstance;
    let viewId: string;
    let token: string;

    // Each test its own documentation address (RFC 5737), so no counter is shared between them.
    const visitor = (
      remoteAddress: string,
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
    ) =>
      app.inject({
        method,
        url: `/api${url}`,
        remoteAddress,
        headers: { 'x-client-key': 'demo' },
        ...(payload === undefined ? {} : { payload }),
      });
    const resolve = (remoteAddress: string) =>
      visitor(remoteAddress, 'GET', '/views/resolve/cennik');
    const rows = (remoteAddress: string) =>
      visitor(remoteAddress, 'POST', `/views/${viewId}/rows`, { page: 1, perPage: 5 });

    beforeAll(async () => {
      db = await openTestDatabase(kind);
      app = await createTestApp(db);
      const demo = await demoClientId(db);
      await setClientFeatures(db, demo, { viewsPublic: true });
      await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
      token = await loginAs(app, 'admin@example.com');
      const headers = { authorization: `Bearer ${token}` };
      const provider = await app.inject({
        method: 'PUT',
        url: '/api/settings/dataProviders',
        headers,
        payload: {
          name: 'Cennik',
          type: 'manual',
          config: {
            fields: [
              {
                id: 'product',
                dbFieldName: 'product',
                status: 'active',
                type: 'value_field',
                fieldValue: { type: 'text' },
              },
            ],
          },
        },
      });
      expect(provider.statusCode, provider.body).toBe(200);
      const view = await app.inject({
        method: 'PUT',
        url: '/api/settings/views',
        headers,
        payload: {
          name: 'Cennik',
          type: 'table',
          title: 'Cennik',
          routeKey: 'cennik',
          isPublic: true,
          roleIds: [],
          query: { fromProviderId: provider.json().data.id },
          columns: [{ id: 'product', label: 'Produkt', fieldAccess: { path: ['product'] } }],
        },
      });
      expect(view.statusCode, view.body).toBe(200);
      viewId = view.json().data.id;
    });

    afterAll(async () => {
      await app?.close();
      await db?.close();
    });

    it('answers 429 tooManyRequests with Retry-After once an IP goes over the limit, resolve and rows alike', async () => {
      const ip = '203.0.113.10';
      for (let call = 1; call <= visitorViewCallsPerIp.limit; call += 1) {
        const response = call % 2 === 0 ? await rows(ip) : await resolve(ip);
        expect(response.statusCode, `call ${call}`).toBe(200);
      }
      for (const refused of [await resolve(ip), await rows(ip)]) {
        expect(refused.statusCode).toBe(429);
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(visitorViewCallsPerIp.windowSeconds);
        expect(refused.json()).toEqual({
          statusCode: 429,
          errorType: 'tooManyRequests',
          message: expect.stringMatching(/try again later/i),
        });
      }
    });

    it('counts each IP on its own, and never a person logged in', async () => {
      const ip = '203.0.113.20';
      for (let call = 1; call <= visitorViewCallsPerIp.limit; call += 1) await resolve(ip);
      expect((await resolve(ip)).statusCode).toBe(429);
      expect((await resolve('203.0.113.21')).statusCode).toBe(200);
      const loggedIn = await app.inject({
        method: 'GET',
        url: '/api/views/resolve/cennik',
        remoteAddress: ip,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(loggedIn.statusCode).toBe(200);
    });

    it('counts calls for unknown clients and views too, so probing costs the same', async () => {
      const ip = '203.0.113.30';
      for (let call = 1; call <= visitorViewCallsPerIp.limit; call += 1) {
        await app.inject({
          method: 'GET',
          url: '/api/views/resolve/nie-ma',
          remoteAddress: ip,
          headers: { 'x-client-key': 'no-such-client' },
        });
      }
      expect((await resolve(ip)).statusCode).toBe(429);
    });
  },
);
