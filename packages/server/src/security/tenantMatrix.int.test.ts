import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sample } from 'openapi-sampler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.types';
import { runScoped } from '../database/scopedTransaction';
import type { ApiRoute } from '../modules/access/accessGuard';
import { createClient } from '../modules/clients/createClient';
import { addTestRole } from '../testing/addTestRole';
import { addTestUser } from '../testing/addTestUser';
import { createTestApp, testConfig } from '../testing/createTestApp';
import { databaseDigest } from '../testing/databaseDigest';
import { openTestDatabase, testDatabaseKinds } from '../testing/openTestDatabase';
import { testClientSeed } from '../testing/testClientSeed';

/*
 * The tenant matrix (issue 4; research S1): every API route, taken from the app's own route
 * table so a new route is in the matrix the day it is added, called by every kind of user of
 * tenant A with tenant B's ids, and with `X-Client-Key: B`. Both tenants have the same role
 * names and one shared person; B has a canary in every row it owns. Gate: no response carries
 * B's canary and no row of B changes.
 */

const allFeatures = { applicationVersions: true, userLoginTokens: true };

interface Actor {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  /** Whether the actor legitimately belongs to B (then `X-Client-Key: B` is not an attack). */
  readonly memberOfB: boolean;
  readonly superAdmin: boolean;
}

type OpenApi = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: object }> } }>
  >;
};

describe.each(testDatabaseKinds)('tenant matrix on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let openApi: OpenApi;
  const canary = `canary-${randomUUID()}`;
  const b: Record<string, string> = {};
  const tokens = new Map<string, string>();
  const actors: Actor[] = [
    {
      name: 'user',
      email: 'same@example.com',
      password: 'pass-a-1',
      memberOfB: false,
      superAdmin: false,
    },
    {
      name: 'role user',
      email: 'manager@example.com',
      password: 'pass-a-2',
      memberOfB: false,
      superAdmin: false,
    },
    {
      name: 'client admin',
      email: 'admin@example.com',
      password: 'pass-a-3',
      memberOfB: false,
      superAdmin: false,
    },
    {
      name: 'shared person',
      email: 'both@example.com',
      password: 'pass-a-4',
      memberOfB: true,
      superAdmin: false,
    },
    {
      name: 'super admin',
      email: testConfig.admin.email,
      password: testConfig.admin.password,
      memberOfB: true,
      superAdmin: true,
    },
  ];

  function idFor(hint: string): string {
    const key = hint.toLowerCase();
    if (key.includes('user') || key.includes('supervisor')) return b.user as string;
    if (key.includes('version') || key.includes('copyfrom')) return b.version as string;
    if (key.includes('client')) return b.client as string;
    if (key.includes('definition') || key.includes('type') || key.includes('layout')) {
      return b.definition as string;
    }
    return b.role as string;
  }

  function fillUrl(url: string): string {
    return url.replace(
      /\/([\w-]+)\/:(\w+)/g,
      (_, collection: string) => `/${collection}/${idFor(collection)}`,
    );
  }

  /** A schema-valid body with B's ids wherever an id goes. */
  function bodyFor(route: ApiRoute): unknown {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const schema =
      openApi.paths[path]?.[route.method.toLowerCase()]?.requestBody?.content?.['application/json']
        ?.schema;
    if (schema === undefined) return undefined;
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-/i;
    const swap = (value: unknown, key: string): unknown => {
      if (typeof value === 'string' && uuid.test(value)) return idFor(key);
      if (Array.isArray(value)) return value.map((item) => swap(item, key));
      if (value !== null && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v, k)]));
      }
      return value;
    };
    return swap(sample(schema as never, { skipReadOnly: true }, openApi), route.url);
  }

  async function bDigest(): Promise<Record<string, string>> {
    const all = await databaseDigest(db);
    return Object.fromEntries(Object.entries(all).filter(([key]) => key.endsWith(`@${b.client}`)));
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    const a = await createClient(
      db.kysely,
      testClientSeed('alpha', {
        name: 'Alpha',
        domains: ['alpha.example.com'],
        enabledFeatures: allFeatures,
      }),
    );
    b.client = await createClient(
      db.kysely,
      testClientSeed('beta', {
        name: 'Beta',
        domains: ['beta.example.com'],
        enabledFeatures: allFeatures,
      }),
    );
    const roles: Record<string, string> = {};
    for (const clientId of [a, b.client]) {
      roles[clientId] = await addTestRole(db, {
        clientId,
        name: 'Kanarek',
        permissions: ['usersManagement'],
      });
    }
    await addTestUser(db, { email: 'same@example.com', password: 'pass-a-1', clientId: a });
    await addTestUser(db, {
      email: 'manager@example.com',
      password: 'pass-a-2',
      clientId: a,
      roleIds: [roles[a] as string],
    });
    await addTestUser(db, {
      email: 'admin@example.com',
      password: 'pass-a-3',
      clientId: a,
      type: 'client_admin',
    });
    const shared = await addTestUser(db, {
      email: 'both@example.com',
      password: 'pass-a-4',
      clientId: a,
      type: 'client_admin',
    });
    b.role = await addTestRole(db, { clientId: b.client, name: canary });
    b.user = await addTestUser(db, {
      email: `${canary}@example.com`,
      clientId: b.client,
      roleIds: [b.role],
    });
    await runScoped(db.kysely, { clientId: b.client }, async (trx) => {
      const clientId = b.client as string;
      await trx
        .insertInto('client_users')
        .values({ client_id: clientId, user_id: shared })
        .execute();
      const live = await trx
        .selectFrom('application_versions')
        .select('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('application_versions')
        .set({ name: canary })
        .where('id', '=', live.id)
        .execute();
      b.version = (
        await trx
          .insertInto('application_versions')
          .values({
            client_id: clientId,
            number: 2,
            name: canary,
            status: 'draft',
            copied_from_id: live.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      b.definition = (
        await trx
          .insertInto('definitions')
          .values({
            client_id: clientId,
            version_id: b.version,
            kind: 'documentType',
            name: canary,
            body: JSON.stringify({ name: canary, canary }),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await trx
        .insertInto('definitions')
        .values({
          client_id: clientId,
          version_id: live.id,
          kind: 'documentType',
          name: canary,
          body: JSON.stringify({ name: canary, canary }),
        })
        .execute();
    });
    for (const actor of actors) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: actor.email, password: actor.password },
      });
      expect(response.statusCode, actor.name).toBe(200);
      tokens.set(actor.name, response.json<{ token: string }>().token);
    }
    openApi = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('covers every route of the app', () => {
    expect(app.apiRoutes.length).toBeGreaterThan(5);
  });

  it("never shows tenant B's canary to tenant A's users, nor changes B's rows", async () => {
    const before = await bDigest();
    const leaks: string[] = [];
    for (const route of app.apiRoutes) {
      // Ending one's own session is not an attack, and would end the matrix.
      if (route.url === '/api/auth/logout') continue;
      for (const actor of actors) {
        // A super admin's platform routes (clients) legitimately reach every tenant.
        if (actor.superAdmin && route.access === 'superAdmin') continue;
        const variants = actor.memberOfB ? ['alpha'] : ['alpha', 'beta'];
        for (const clientKey of variants) {
          const body = bodyFor(route);
          const response = await app.inject({
            method: route.method as 'GET',
            url: fillUrl(route.url),
            headers: {
              authorization: `Bearer ${tokens.get(actor.name)}`,
              'x-client-key': clientKey,
            },
            ...(body === undefined || route.method === 'GET' ? {} : { payload: body as object }),
          });
          const label = `${route.method} ${route.url} as ${actor.name} with X-Client-Key ${clientKey}: ${response.statusCode}`;
          if (response.body.includes(canary)) leaks.push(`${label} shows B's canary`);
          if (response.statusCode >= 500) leaks.push(`${label} failed`);
          if (
            clientKey === 'beta' &&
            response.statusCode < 300 &&
            route.access !== 'public' &&
            route.access !== 'authenticated'
          ) {
            leaks.push(`${label} was let into B`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(await bDigest()).toEqual(before);
  }, 300_000);
});
