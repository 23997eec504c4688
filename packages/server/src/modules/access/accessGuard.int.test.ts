import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { addTestRole } from '../../testing/addTestRole';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { testClientSeed } from '../../testing/testClientSeed';
import { resolveJwtSecret } from '../auth/resolveJwtSecret';
import { createClient } from '../clients/createClient';
import { createVersionRepository } from '../versions/versionRepository';
import { registerAccessGuard } from './accessGuard';
import { tenantOf } from './requestContext';
import type { RouteAccess } from './routeAccess';
import { mintTenantScope } from './tenantScope';

const accesses: Record<string, RouteAccess> = {
  public: 'public',
  authenticated: 'authenticated',
  member: 'member',
  admin: 'admin',
  superAdmin: 'superAdmin',
  usersManagement: { permission: 'usersManagement' },
};

const otherClient = testClientSeed('other', { name: 'Other', domains: ['other.example.com'] });

describe.each(testDatabaseKinds)('access guard on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let probe: FastifyInstance;
  const tokens: Record<string, string> = {};

  const token = (email: string, password?: string) => loginAs(app, email, password);

  async function call(
    access: string,
    who: string | undefined,
    headers: Record<string, string> = {},
  ) {
    const response = await probe.inject({
      method: 'GET',
      url: `/probe/${access}`,
      headers: {
        ...headers,
        ...(who === undefined ? {} : { authorization: `Bearer ${tokens[who]}` }),
      },
    });
    return { status: response.statusCode, body: response.json() };
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    const demo = await demoClientId(db);
    const other = await createClient(db.kysely, otherClient);
    const roleId = await addTestRole(db, {
      clientId: demo,
      name: 'Kadry',
      permissions: ['usersManagement'],
    });
    await addTestUser(db, { email: 'user@example.com', clientId: demo });
    await addTestUser(db, { email: 'hr@example.com', clientId: demo, roleIds: [roleId] });
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    await addTestUser(db, { email: 'other@example.com', clientId: other });
    tokens.user = await token('user@example.com');
    tokens.hr = await token('hr@example.com');
    tokens.admin = await token('admin@example.com');
    tokens.other = await token('other@example.com');
    tokens.superAdmin = await token('admin@tessera.local', 'tessera-admin');

    probe = Fastify();
    await probe.register(async (api) => {
      registerAccessGuard(api, {
        kysely: db.kysely,
        secret: await resolveJwtSecret(db.kysely, undefined),
      });
      for (const [name, access] of Object.entries(accesses)) {
        api.get(`/probe/${name}`, { config: { access } }, (request) => ({
          client: request.tenant?.client.key ?? null,
          type: request.tenant?.userType ?? null,
          scopeClient: request.tenant === null ? null : tenantOf(request).scope.clientId,
          liveVersion: request.tenant?.liveVersion ?? null,
          liveVersionDated: request.tenant?.liveVersion?.created_at instanceof Date,
        }));
      }
    });
  });

  afterAll(async () => {
    await probe?.close();
    await app?.close();
    await db?.close();
  });

  it('refuses to start with a route that declares no access', async () => {
    const bare = Fastify();
    await expect(
      bare.register(async (api) => {
        registerAccessGuard(api, { kysely: db.kysely, secret: new Uint8Array(32) });
        api.get('/forgotten', () => 'open');
      }),
    ).rejects.toThrow(/GET \/forgotten declares no config.access/);
  });

  it('lets anyone call a public route', async () => {
    expect((await call('public', undefined)).status).toBe(200);
  });

  it.each(['authenticated', 'member', 'admin', 'superAdmin', 'usersManagement'])(
    'answers 401 on a %s route without a session',
    async (access) => {
      expect((await call(access, undefined)).status).toBe(401);
    },
  );

  it.each([
    ['user', { member: 200, admin: 403, superAdmin: 403, usersManagement: 403 }],
    ['hr', { member: 200, admin: 403, superAdmin: 403, usersManagement: 200 }],
    ['admin', { member: 200, admin: 200, superAdmin: 403, usersManagement: 200 }],
    ['superAdmin', { member: 200, admin: 200, superAdmin: 200, usersManagement: 200 }],
  ])('lets a %s through exactly the routes their standing allows', async (who, expected) => {
    const seen: Record<string, number> = {};
    for (const access of Object.keys(expected)) seen[access] = (await call(access, who)).status;
    expect(seen).toEqual(expected);
  });

  it("resolves the client from X-Client-Key, the host's domain, or the default client", async () => {
    expect((await call('member', 'user')).body).toMatchObject({ client: 'demo', type: 'user' });
    expect((await call('member', 'user', { 'x-client-key': 'demo' })).body.client).toBe('demo');
    expect((await call('member', 'other', { host: 'other.example.com:3000' })).body.client).toBe(
      'other',
    );
    // A host no client serves falls back to the default client; a served host wins over it.
    expect((await call('member', 'user', { host: 'nobody.example.com' })).body.client).toBe('demo');
    expect((await call('member', 'user', { host: 'OTHER.example.com' })).status).toBe(403);
    // A key selects by key alone: the host is not asked.
    expect(
      (await call('member', 'user', { 'x-client-key': 'demo', host: 'other.example.com' })).body
        .client,
    ).toBe('demo');
  });

  it('answers 403 when the header names a client the user does not belong to', async () => {
    expect(await call('member', 'user', { 'x-client-key': 'other' })).toMatchObject({
      status: 403,
    });
    expect((await call('member', 'other', { 'x-client-key': 'demo' })).status).toBe(403);
    expect((await call('member', 'user', { 'x-client-key': 'no-such-client' })).status).toBe(403);
  });

  it('lets a super admin act in any client, as super_admin', async () => {
    expect((await call('member', 'superAdmin', { 'x-client-key': 'other' })).body).toMatchObject({
      client: 'other',
      type: 'super_admin',
    });
  });

  it('still serves an authenticated route for a client the user is not in, without the client', async () => {
    expect((await call('authenticated', 'user', { 'x-client-key': 'other' })).body).toEqual({
      client: null,
      type: null,
      scopeClient: null,
      liveVersion: null,
      liveVersionDated: false,
    });
  });

  it("reads the client's live version with the membership, its dates as dates", async () => {
    const demo = await demoClientId(db);
    const live = await runScoped(db.kysely, { clientId: demo }, (trx) =>
      createVersionRepository(trx, mintTenantScope(demo, 'test')).live(),
    );
    const { body } = await call('member', 'user');
    expect(body.liveVersionDated).toBe(true);
    // The JSON answer writes the dates as `Date#toJSON` does: the same instants to the millisecond.
    expect(body.liveVersion).toEqual(JSON.parse(JSON.stringify(live)));
    expect(body.liveVersion.status).toBe('live');
  });

  it('leaves the live version to be read later for a super admin who is not a member', async () => {
    const { body } = await call('member', 'superAdmin', { 'x-client-key': 'other' });
    expect(body).toMatchObject({ client: 'other', liveVersion: null });
  });

  it("takes a role's permission away at once when the role is deactivated", async () => {
    expect((await call('usersManagement', 'hr')).status).toBe(200);
    const demo = await demoClientId(db);
    await runScoped(db.kysely, { clientId: demo }, (trx) =>
      trx.updateTable('roles').set({ status: 'inactive' }).where('name', '=', 'Kadry').execute(),
    );
    expect((await call('usersManagement', 'hr')).status).toBe(403);
  });
});
