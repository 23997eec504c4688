import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.types';
import { runScoped } from '../database/scopedTransaction';
import { addTestRole } from '../testing/addTestRole';
import { demoClientId } from '../testing/addTestUser';
import { createTestApp, testConfig } from '../testing/createTestApp';
import { databaseDigest } from '../testing/databaseDigest';
import { openTestDatabase, testDatabaseKinds } from '../testing/openTestDatabase';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Bodies no write route may answer with a 5xx, nor act on. */
const hostileBodies: readonly (readonly [string, string])[] = [
  ['malformed JSON', '{"name":'],
  ['a JSON array', '[]'],
  ['a JSON string', '"text"'],
  ['a number', '42'],
  ['null', 'null'],
  ['wrong types', '{"name":42,"status":{},"password":[],"email":false,"id":true}'],
  ['a 10 MB string', JSON.stringify({ name: 'x'.repeat(10_000_000) })],
  ['deep nesting', nested(10_000)],
  ['a __proto__ key', '{"__proto__":{"polluted":true},"name":"x"}'],
  ['a constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['an unknown field', '{"unknownField":1,"isSuperAdmin":true,"clientId":"x"}'],
];

describe.each(testDatabaseKinds)('hostile input on every write route on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let token: string;
  const ids: Record<string, string> = {};

  /** A real id for a route parameter, so an accepted request would have something to change. */
  function fill(url: string): string {
    return url.replace(/\/([\w-]+)\/:(\w+)/g, (_, collection: string) => {
      const id = ids[collection] ?? '00000000-0000-4000-8000-000000000000';
      return `/${collection}/${id}`;
    });
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: testConfig.admin.email, password: testConfig.admin.password },
    });
    token = login.json<{ token: string }>().token;
    const clientId = await demoClientId(db);
    ids.clients = clientId;
    await runScoped(db.kysely, { clientId }, async (trx) => {
      const member = await trx
        .selectFrom('client_users')
        .select('user_id')
        .executeTakeFirstOrThrow();
      ids.users = member.user_id;
      const version = await trx
        .selectFrom('application_versions')
        .select('id')
        .executeTakeFirstOrThrow();
      ids.applicationVersions = version.id;
      ids.applicationLayoutVersions = version.id;
    });
    ids.roles = await addTestRole(db, { clientId, name: 'Hostile-input target' });
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('has write routes to attack', () => {
    expect(app.apiRoutes.filter((route) => writeMethods.has(route.method)).length).toBeGreaterThan(
      1,
    );
  });

  it('refuses a body on a call that takes none, and does not act on it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
      payload: { everything: true },
    });
    expect(response.statusCode).toBe(422);
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers every hostile body on every write route with a 4xx and changes nothing', async () => {
    const before = await databaseDigest(db);
    const answers: string[] = [];
    for (const route of app.apiRoutes.filter((r) => writeMethods.has(r.method))) {
      if (route.url === '/api/auth/logout') continue; // a body-less call that ends our session
      for (const [what, payload] of hostileBodies) {
        const response = await app.inject({
          method: route.method as 'POST',
          url: fill(route.url),
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload,
        });
        const status = response.statusCode;
        const ok = status >= 400 && status < 500;
        if (!ok) answers.push(`${route.method} ${route.url} with ${what}: ${status}`);
        expect(response.body).not.toMatch(/at .*\.(ts|js):\d+|select |insert |update /i);
      }
    }
    expect(answers).toEqual([]);
    expect(await databaseDigest(db)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});
