import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { addTestRole } from '../../testing/addTestRole';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp, testConfig } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { testClientSeed } from '../../testing/testClientSeed';
import { createClient } from '../clients/createClient';
import type { UserRecord } from './userRecord.types';

const strongPassword = 'Zielony-Kalafior-42';

describe.each(testDatabaseKinds)('users API on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let demo: string;
  let other: string;
  const ids: Record<string, string> = {};
  const roles: Record<string, string> = {};
  const tokens: Record<string, string> = {};

  // Throws (fails the test) unless the login answers 200.
  const login = (email: string, password?: string) => loginAs(app, email, password);

  async function call(who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function get(who: string, query: string) {
    return call(who, 'GET', `/users?${query}`);
  }

  async function emails(who: string, query: string): Promise<string[]> {
    const { status, body } = await get(who, query);
    expect(status).toBe(200);
    return body.data.map((user: UserRecord) => user.email);
  }

  /** The account and membership rows as stored, to prove a refused write changed nothing. */
  async function snapshot(userId: string) {
    return runScoped(db.kysely, { clientId: demo }, async (trx) => ({
      account: await trx.selectFrom('users').selectAll().where('id', '=', userId).execute(),
      membership: await trx
        .selectFrom('client_users')
        .selectAll()
        .where('client_id', '=', demo)
        .where('user_id', '=', userId)
        .execute(),
      roles: await trx
        .selectFrom('user_roles')
        .select('role_id')
        .where('client_id', '=', demo)
        .where('user_id', '=', userId)
        .execute(),
    }));
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    demo = await demoClientId(db);
    other = await createClient(db.kysely, testClientSeed('other', { name: 'Other' }));
    roles.hr = await addTestRole(db, {
      clientId: demo,
      name: 'Kadry',
      permissions: ['usersManagement'],
    });
    roles.store = await addTestRole(db, { clientId: demo, name: 'Magazyn' });
    roles.old = await addTestRole(db, { clientId: demo, name: 'Stara', status: 'inactive' });
    roles.foreign = await addTestRole(db, {
      clientId: other,
      name: 'Obca',
      permissions: ['usersManagement'],
    });

    ids.admin = await addTestUser(db, {
      email: 'admin@example.com',
      clientId: demo,
      type: 'client_admin',
    });
    ids.hr = await addTestUser(db, {
      email: 'hr@example.com',
      clientId: demo,
      roleIds: [roles.hr],
    });
    ids.user = await addTestUser(db, { email: 'user@example.com', clientId: demo });
    ids.shared = await addTestUser(db, { email: 'shared@example.com', clientId: demo });
    await runScoped(db.kysely, { clientId: other }, (trx) =>
      trx
        .insertInto('client_users')
        .values({ client_id: other, user_id: ids.shared as string })
        .execute(),
    );
    ids.other = await addTestUser(db, { email: 'other@example.com', clientId: other });
    ids.superAdmin = (
      await db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', testConfig.admin.email)
        .executeTakeFirstOrThrow()
    ).id;

    tokens.admin = await login('admin@example.com');
    tokens.hr = await login('hr@example.com');
    tokens.user = await login('user@example.com');
    tokens.other = await login('other@example.com');
    tokens.superAdmin = await login(testConfig.admin.email, testConfig.admin.password);
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  describe('GET users', () => {
    it("lists the request's client's members only, as spec 000 §3 records, without secrets", async () => {
      const { status, body } = await get('admin', 'sort[email]=asc');
      expect(status).toBe(200);
      const listed = body.data.map((user: UserRecord) => user.email);
      expect(listed).toEqual([
        'admin@example.com',
        'admin@tessera.local',
        'hr@example.com',
        'shared@example.com',
        'user@example.com',
      ]);
      expect(body.meta).toMatchObject({ page: 1, total: 5 });
      expect(body.relations).toEqual({});
      const hr = body.data.find((user: UserRecord) => user.email === 'hr@example.com');
      expect(hr).toEqual({
        id: ids.hr,
        email: 'hr@example.com',
        status: 'active',
        type: 'user',
        supervisorUserId: null,
        roleIds: [roles.hr],
        defaultClient: { key: 'demo' },
        personalDetails: { name: 'Test', surname: 'hr@example.com' },
        specialFeatures: [],
        _search: { fullName: 'hr@example.com Test', isActive: true },
      });
      expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
      const superAdmin = body.data.find((user: UserRecord) => user.id === ids.superAdmin);
      expect(superAdmin.type).toBe('super_admin');
      // In the other client, the shared person's default (demo) is not that client's business.
      const inOther = await app.inject({
        url: '/api/users?sort[email]=asc',
        headers: { authorization: `Bearer ${tokens.superAdmin}`, 'x-client-key': 'other' },
      });
      expect(
        inOther.json().data.map((user: UserRecord) => [user.email, user.defaultClient]),
      ).toEqual([
        ['other@example.com', { key: 'other' }],
        ['shared@example.com', null],
      ]);
    });

    it('filters by id list, e-mail (case-insensitive), status, type, roles, full name and isActive', async () => {
      expect(await emails('admin', `filter[id][]=${ids.hr}&filter[id][]=${ids.other}`)).toEqual([
        'hr@example.com',
      ]);
      expect(await emails('admin', 'filter[status]=active&filter[email]=HR@Example.COM')).toEqual([
        'hr@example.com',
      ]);
      expect(await emails('admin', 'filter[type]=client_admin')).toEqual(['admin@example.com']);
      expect(await emails('admin', 'filter[type]=super_admin')).toEqual(['admin@tessera.local']);
      expect(
        await emails('admin', `filter[roleIds][]=${roles.hr}&filter[roleIds][]=${roles.store}`),
      ).toEqual(['hr@example.com']);
      expect(await emails('admin', `filter[roleIds]=${roles.foreign}`)).toEqual([]);
      expect(await emails('admin', 'filter[_search.fullName][contains]=SHARED@')).toEqual([
        'shared@example.com',
      ]);
      expect((await get('admin', 'filter[_search.isActive]=false')).body.meta.total).toBe(0);
    });

    it('finds users by one text in the full name, either way round, or the e-mail (query)', async () => {
      expect(await emails('admin', 'query=HR@EXAMPLE')).toEqual(['hr@example.com']);
      expect(await emails('admin', 'query=test%20shared')).toEqual(['shared@example.com']);
      expect(await emails('admin', 'query=shared@example.com%20te')).toEqual([
        'shared@example.com',
      ]);
      expect(await emails('admin', 'query=nobody-like-this')).toEqual([]);
    });

    it('sorts by full name and createdAt, and includes the roles the page refers to', async () => {
      const byName = await emails('admin', 'sort[fullName]=desc&filter[type]=user');
      expect(byName).toEqual(['user@example.com', 'shared@example.com', 'hr@example.com']);
      const byCreation = await emails('admin', 'sort[createdAt]=asc&pagination[perPage]=1');
      expect(byCreation).toEqual(['admin@tessera.local']);
      const { body } = await get('hr', `filter[id]=${ids.hr}&include[]=roles`);
      expect(body.relations.roles).toEqual([
        {
          id: roles.hr,
          name: 'Kadry',
          status: 'active',
          permissions: [{ type: 'usersManagement' }],
        },
      ]);
    });

    it('answers 403 to a plain member, even for the e-mail existence check (decision: no enumeration)', async () => {
      expect((await get('user', 'filter[status]=active&filter[email]=hr@example.com')).status).toBe(
        403,
      );
      expect((await get('user', '')).status).toBe(403);
      const anonymous = await app.inject({ method: 'GET', url: '/api/users' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('refuses unknown filters and sorts with 422', async () => {
      expect((await get('admin', 'filter[passwordHash]=x')).status).toBe(422);
      expect((await get('admin', 'sort[password]=asc')).status).toBe(422);
      expect((await get('admin', 'filter[roleIds]=not-a-uuid')).status).toBe(422);
    });
  });

  describe('PUT users (create)', () => {
    it('creates an account and its membership with roles, supervisor and a password that logs in', async () => {
      const { status, body } = await call('admin', 'PUT', '/users', {
        email: 'New.Person@example.com',
        password: strongPassword,
        roleIds: [roles.store],
        supervisorUserId: ids.hr,
        personalDetails: { name: 'Anna', surname: 'Nowak', department: 'Magazyn' },
      });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        email: 'New.Person@example.com',
        status: 'active',
        type: 'user',
        roleIds: [roles.store],
        supervisorUserId: ids.hr,
        defaultClient: { key: 'demo' },
        _search: { fullName: 'Nowak Anna', isActive: true },
      });
      ids.created = body.data.id;
      await login('new.person@example.com', strongPassword);
    });

    it('lets a usersManagement holder create plain users', async () => {
      const { status } = await call('hr', 'PUT', '/users', { email: 'by-hr@example.com' });
      expect(status).toBe(200);
    });

    it.each([
      ['an inactive role', () => ({ roleIds: [roles.old] }), '/roleIds/0'],
      ["another client's role", () => ({ roleIds: [roles.store, roles.foreign] }), '/roleIds/1'],
      [
        "another client's user as supervisor",
        () => ({ supervisorUserId: ids.other }),
        '/supervisorUserId',
      ],
      ['type super_admin (nobody grants it here)', () => ({ type: 'super_admin' }), '/type'],
      ['a password below the policy minimum (8)', () => ({ password: 'Ab1-xyz' }), '/password'],
      ['a member e-mail', () => ({ email: 'HR@example.com' }), '/email'],
      [
        "an e-mail of another client's account (decision: only a super admin adds it)",
        () => ({ email: 'other@example.com' }),
        '/email',
      ],
      ['an unknown property (mass assignment)', () => ({ isSuperAdmin: true }), '/isSuperAdmin'],
    ])('answers 422 for %s and creates nothing', async (_case, extra, path) => {
      const before = await emails('admin', 'pagination[perPage]=100');
      const { status, body } = await call('admin', 'PUT', '/users', {
        email: 'refused@example.com',
        ...extra(),
      });
      expect(status).toBe(422);
      expect(body.errors.map((e: { path: string }) => e.path)).toContain(path);
      expect(await emails('admin', 'pagination[perPage]=100')).toEqual(before);
      const account = await db.kysely
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'refused@example.com')
        .executeTakeFirst();
      expect(account).toBeUndefined();
    });

    it("lets a super admin add another client's account; the account is then shared", async () => {
      const { status, body } = await call('superAdmin', 'PUT', '/users', {
        email: 'other@example.com',
      });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ id: ids.other, defaultClient: null, type: 'user' });
      // Shared now: demo's admin may not change its e-mail, password or personal details.
      const refused = await call('admin', 'PUT', `/users/${ids.other}`, {
        email: 'taken-over@example.com',
        password: strongPassword,
        personalDetails: { name: 'Hacked' },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
        '/email',
        '/password',
        '/personalDetails',
      ]);
      await login('other@example.com');
      // ...but may manage what the account is in demo, echoing the record back as it got it.
      const { data } = (await call('admin', 'GET', `/users?filter[id]=${ids.other}`)).body;
      const { id: _id, ...record } = data[0];
      const kept = await call('admin', 'PUT', `/users/${ids.other}`, {
        ...record,
        roleIds: [roles.store],
      });
      expect(kept.status).toBe(200);
      expect(kept.body.data.roleIds).toEqual([roles.store]);
    });
  });

  describe('PUT users/{id} (update)', () => {
    it("answers 404 for another client's user, and changes nothing", async () => {
      const before = await db.kysely.selectFrom('client_users').selectAll().execute();
      const foreign = await addTestUser(db, { email: 'foreign@example.com', clientId: other });
      for (const who of ['admin', 'hr']) {
        const response = await call(who, 'PUT', `/users/${foreign}`, { status: 'inactive' });
        expect(response.status).toBe(404);
      }
      expect(
        (await db.kysely.selectFrom('client_users').selectAll().execute()).filter(
          (row) => row.user_id !== foreign,
        ),
      ).toEqual(before);
    });

    it('refuses unknown fields with 422 and changes nothing (no mass assignment)', async () => {
      const before = await snapshot(ids.user as string);
      for (const body of [
        { isSuperAdmin: true },
        { type: 'user', is_super_admin: true },
        { password_hash: 'x' },
        { personalDetails: { name: 'X', salary: 1 } },
        { clientId: other },
        { id: ids.user },
      ]) {
        expect((await call('admin', 'PUT', `/users/${ids.user}`, body)).status).toBe(422);
      }
      expect(await snapshot(ids.user as string)).toEqual(before);
    });

    it('lets a client admin edit an account that is only theirs', async () => {
      const { status, body } = await call('admin', 'PUT', `/users/${ids.created}`, {
        email: 'anna.nowak@example.com',
        personalDetails: { name: 'Anna', surname: 'Nowak-Kowalska' },
        status: 'active',
      });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        email: 'anna.nowak@example.com',
        personalDetails: { name: 'Anna', surname: 'Nowak-Kowalska' },
      });
      expect(
        (await call('admin', 'PUT', `/users/${ids.created}`, { email: 'HR@example.com' })).status,
      ).toBe(422);
    });

    it('never lets a client admin make anyone super admin, themselves included', async () => {
      const before = await snapshot(ids.admin as string);
      const response = await call('admin', 'PUT', `/users/${ids.admin}`, { type: 'super_admin' });
      expect([403, 422]).toContain(response.status);
      expect(await snapshot(ids.admin as string)).toEqual(before);
      const self = await call('hr', 'PUT', `/users/${ids.hr}`, { type: 'super_admin' });
      expect(self.status).toBe(422);
    });

    it('lets only a super admin change a super admin', async () => {
      const response = await call('admin', 'PUT', `/users/${ids.superAdmin}`, {
        status: 'inactive',
      });
      expect(response.status).toBe(403);
      const me = await call('admin', 'GET', '/users?filter[type]=super_admin');
      expect(me.body.data[0].status).toBe('active');
    });

    it('grants client_admin only with admins managing (spec 000 §6), special features only by super admins', async () => {
      expect((await call('hr', 'PUT', `/users/${ids.user}`, { type: 'client_admin' })).status).toBe(
        403,
      );
      expect(
        (await call('admin', 'PUT', `/users/${ids.user}`, { type: 'client_admin' })).status,
      ).toBe(403);
      const grant = { specialFeatures: [{ type: 'adminsManaging' }] };
      expect((await call('admin', 'PUT', `/users/${ids.admin}`, grant)).status).toBe(403);
      expect((await call('superAdmin', 'PUT', `/users/${ids.admin}`, grant)).status).toBe(200);
      const promoted = await call('admin', 'PUT', `/users/${ids.user}`, { type: 'client_admin' });
      expect(promoted.status).toBe(200);
      expect(promoted.body.data.type).toBe('client_admin');
      // A usersManagement holder without the feature cannot touch an administrator.
      expect((await call('hr', 'PUT', `/users/${ids.user}`, { roleIds: [] })).status).toBe(403);
      const demoted = await call('admin', 'PUT', `/users/${ids.user}`, { type: 'user' });
      expect(demoted.body.data.type).toBe('user');
    });
  });

  it('does not let a usersManagement holder who is not an admin change their own roles', async () => {
    const before = await snapshot(ids.hr as string);
    const response = await call('hr', 'PUT', `/users/${ids.hr}`, {
      roleIds: [roles.hr, roles.store],
    });
    expect(response.status).toBe(403);
    expect(response.body.errors).toEqual([{ path: '/roleIds', message: expect.any(String) }]);
    expect(await snapshot(ids.hr as string)).toEqual(before);
    // Sending their roles back unchanged is no change.
    const { data } = (await call('hr', 'GET', `/users?filter[id]=${ids.hr}`)).body;
    const { id: _id, ...record } = data[0];
    expect((await call('hr', 'PUT', `/users/${ids.hr}`, record)).status).toBe(200);
  });

  describe('sessions follow the change in the same transaction', () => {
    it('ends every session of a user deactivated in their only client (next request 401)', async () => {
      const userId = await addTestUser(db, { email: 'leaver@example.com', clientId: demo });
      const token = await login('leaver@example.com');
      const me = () =>
        app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect((await me()).statusCode).toBe(200);
      const { status } = await call('admin', 'PUT', `/users/${userId}`, { status: 'inactive' });
      expect(status).toBe(200);
      expect((await me()).statusCode).toBe(401);
    });

    it('keeps the sessions of a user still active in another client, without access to this one', async () => {
      const token = await login('shared@example.com');
      const headers = { authorization: `Bearer ${token}`, 'x-client-key': 'demo' };
      expect((await app.inject({ url: '/api/roles', headers })).statusCode).toBe(200);
      const { status } = await call('admin', 'PUT', `/users/${ids.shared}`, { status: 'deleted' });
      expect(status).toBe(200);
      expect((await app.inject({ url: '/api/roles', headers })).statusCode).toBe(403);
      const inOther = { authorization: `Bearer ${token}`, 'x-client-key': 'other' };
      expect((await app.inject({ url: '/api/roles', headers: inOther })).statusCode).toBe(200);
    });

    it('narrows access at once when a role is taken away', async () => {
      const hrId = await addTestUser(db, {
        email: 'hr2@example.com',
        clientId: demo,
        roleIds: [roles.hr as string],
      });
      tokens.hr2 = await login('hr2@example.com');
      expect((await get('hr2', '')).status).toBe(200);
      const { status } = await call('admin', 'PUT', `/users/${hrId}`, { roleIds: [] });
      expect(status).toBe(200);
      expect((await get('hr2', '')).status).toBe(403);
    });

    it("ends a user's sessions when an admin sets a new password", async () => {
      const userId = await addTestUser(db, { email: 'forgetful@example.com', clientId: demo });
      const token = await login('forgetful@example.com');
      const { status } = await call('admin', 'PUT', `/users/${userId}`, {
        password: strongPassword,
      });
      expect(status).toBe(200);
      const me = await app.inject({
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
      await login('forgetful@example.com', strongPassword);
    });
  });

  describe('PUT users/batch-save and POST users/import/find-matches', () => {
    it('saves every item in one transaction', async () => {
      const { status, body } = await call('admin', 'PUT', '/users/batch-save', {
        items: [
          { email: 'batch-1@example.com', roleIds: [roles.store] },
          { id: ids.hr, personalDetails: { name: 'Ewa', surname: 'Kadrowa' } },
        ],
      });
      expect(status).toBe(200);
      expect(body.data.map((user: UserRecord) => user.email)).toEqual([
        'batch-1@example.com',
        'hr@example.com',
      ]);
      expect(body.data[1]._search.fullName).toBe('Kadrowa Ewa');
    });

    it('writes nothing when any item is invalid, naming each item by index', async () => {
      const before = await snapshot(ids.hr as string);
      const { status, body } = await call('admin', 'PUT', '/users/batch-save', {
        items: [
          { email: 'batch-2@example.com' },
          { id: ids.hr, personalDetails: { name: 'Zmieniona' } },
          { email: 'batch-3@example.com', roleIds: [roles.foreign] },
          { email: 'BATCH-2@example.com' },
          { id: ids.other, status: 'inactive' },
        ],
      });
      expect(status).toBe(422);
      expect(body.errors.map((e: { path: string }) => e.path)).toEqual([
        '/items/2/roleIds/0',
        '/items/3/email',
      ]);
      expect(await snapshot(ids.hr as string)).toEqual(before);
      expect(await emails('admin', 'filter[email][contains]=batch-')).toEqual([
        'batch-1@example.com',
      ]);
    });

    it("answers 422 in a batch for another client's id, and schema problems with the index", async () => {
      const foreign = await addTestUser(db, { email: 'foreign-2@example.com', clientId: other });
      const response = await call('admin', 'PUT', '/users/batch-save', {
        items: [{ id: foreign, status: 'inactive' }],
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual([{ path: '/items/0/id', message: expect.any(String) }]);
      const schema = await call('admin', 'PUT', '/users/batch-save', {
        items: [{ email: 'ok@example.com' }, { email: 'x@example.com', role: 'admin' }],
      });
      expect(schema.status).toBe(422);
      expect(schema.body.errors[0].path).toBe('/items/1/role');
    });

    it("matches import rows to this client's users by e-mail, case-insensitively", async () => {
      const { status, body } = await call('hr', 'POST', '/users/import/find-matches', {
        rows: [
          { email: 'HR@EXAMPLE.COM', name: 'Ewa' },
          { email: 'nobody@example.com' },
          { email: 'foreign@example.com' },
        ],
      });
      expect(status).toBe(200);
      expect(body.data).toEqual([{ id: ids.hr }, { id: null }, { id: null }]);
      expect((await call('user', 'POST', '/users/import/find-matches', { rows: [] })).status).toBe(
        403,
      );
    });
  });
});
