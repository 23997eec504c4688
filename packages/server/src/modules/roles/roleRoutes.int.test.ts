import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.types';
import { runScoped } from '../../database/scopedTransaction';
import { addTestRole } from '../../testing/addTestRole';
import { addTestUser, demoClientId } from '../../testing/addTestUser';
import { createTestApp } from '../../testing/createTestApp';
import { loginAs } from '../../testing/loginAs';
import { openTestDatabase, testDatabaseKinds } from '../../testing/openTestDatabase';
import { testClientSeed } from '../../testing/testClientSeed';
import { createClient } from '../clients/createClient';
import type { PermissionEntitySource } from './definePermissionEntitySource';
import { manualPermissionEntities } from './manualPermissionEntities';
import { listPermissionEntities } from './permissionEntitySources';
import type { RoleRecord } from './roleRecord.types';

describe.each(testDatabaseKinds)('roles API on %s', (kind) => {
  let db: Database;
  let app: FastifyInstance;
  let demo: string;
  let other: string;
  let foreignRole: string;
  const tokens: Record<string, string> = {};

  const login = (email: string, password?: string) => loginAs(app, email, password);

  async function call(
    who: string,
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload }),
    });
    return {
      status: response.statusCode,
      body: response.body === '' ? undefined : response.json(),
    };
  }

  async function names(query: string): Promise<string[]> {
    const { status, body } = await call('user', 'GET', `/roles?${query}`);
    expect(status).toBe(200);
    return body.data.map((role: RoleRecord) => role.name);
  }

  async function roleRows(clientId: string) {
    return runScoped(db.kysely, { clientId }, async (trx) => ({
      roles: await trx.selectFrom('roles').selectAll().where('client_id', '=', clientId).execute(),
      assignments: await trx
        .selectFrom('user_roles')
        .selectAll()
        .where('client_id', '=', clientId)
        .execute(),
    }));
  }

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await createTestApp(db);
    demo = await demoClientId(db);
    other = await createClient(db.kysely, testClientSeed('other', { name: 'Other' }));
    foreignRole = await addTestRole(db, { clientId: other, name: 'Kadry' });
    await addTestUser(db, { email: 'admin@example.com', clientId: demo, type: 'client_admin' });
    await addTestUser(db, { email: 'user@example.com', clientId: demo });
    await addTestUser(db, {
      email: 'other-admin@example.com',
      clientId: other,
      type: 'client_admin',
    });
    tokens.admin = await login('admin@example.com');
    tokens.user = await login('user@example.com');
    tokens.otherAdmin = await login('other-admin@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const ids: Record<string, string> = {};

  it('lets an admin create roles with the two permission types of spec 001 §3.19', async () => {
    for (const [name, permissions] of [
      ['Kadry', [{ type: 'usersManagement' }]],
      ['Integracje', [{ type: 'userApiAccess' }]],
      ['Magazyn', []],
    ] as const) {
      const { status, body } = await call('admin', 'PUT', '/roles', { name, permissions });
      expect(status).toBe(200);
      expect(body.data).toEqual({ id: expect.any(String), name, status: 'active', permissions });
      ids[name] = body.data.id;
    }
  });

  it('answers GET roles to any member: by id list, status, exact name, sorted by name', async () => {
    expect(await names('sort[name]=asc')).toEqual(['Integracje', 'Kadry', 'Magazyn']);
    expect(await names(`filter[id][]=${ids.Kadry}&filter[id][]=${foreignRole}`)).toEqual(['Kadry']);
    expect(await names('filter[status]=active&filter[name]=Kadry')).toEqual(['Kadry']);
    expect(await names('filter[name]=kadry')).toEqual([]);
    expect((await call('user', 'GET', '/roles?filter[permissions]=x')).status).toBe(422);
  });

  it('refuses role writes to a plain member (403)', async () => {
    expect((await call('user', 'PUT', '/roles', { name: 'Moja' })).status).toBe(403);
    expect((await call('user', 'PUT', `/roles/${ids.Kadry}`, { name: 'Moja' })).status).toBe(403);
    expect((await call('user', 'DELETE', `/roles/${ids.Kadry}`)).status).toBe(403);
    expect((await call('user', 'GET', `/roles/${ids.Kadry}/permissionEntities`)).status).toBe(403);
  });

  it('keeps active names unique, exactly (spec 001 §5.4): 422 on /name', async () => {
    const taken = await call('admin', 'PUT', '/roles', { name: 'Kadry' });
    expect(taken).toMatchObject({ status: 422, body: { errors: [{ path: '/name' }] } });
    expect((await call('admin', 'PUT', '/roles', { name: 'kadry' })).status).toBe(200);
    const inactive = await call('admin', 'PUT', '/roles', { name: 'Kadry', status: 'inactive' });
    expect(inactive.status).toBe(200);
    const reactivated = await call('admin', 'PUT', `/roles/${inactive.body.data.id}`, {
      status: 'active',
    });
    expect(reactivated).toMatchObject({ status: 422, body: { errors: [{ path: '/name' }] } });
    const renamed = await call('admin', 'PUT', `/roles/${ids.Magazyn}`, { name: 'Integracje' });
    expect(renamed.status).toBe(422);
    // Its own name is no conflict.
    expect((await call('admin', 'PUT', `/roles/${ids.Kadry}`, { name: 'Kadry' })).status).toBe(200);
  });

  it('answers parallel creates of one name with one 200 and 422s, never a 500', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call('admin', 'PUT', '/roles', { name: 'Wyścig' })),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 422)).toBe(
      true,
    );
  });

  it("answers 404 for another client's role on every role route, and changes nothing", async () => {
    const before = await roleRows(other);
    expect((await call('admin', 'PUT', `/roles/${foreignRole}`, { name: 'X' })).status).toBe(404);
    expect((await call('admin', 'DELETE', `/roles/${foreignRole}`)).status).toBe(404);
    expect((await call('admin', 'GET', `/roles/${foreignRole}/permissionEntities`)).status).toBe(
      404,
    );
    expect(await names(`filter[id]=${foreignRole}`)).toEqual([]);
    expect(await roleRows(other)).toEqual(before);
  });

  it('refuses unknown fields and unknown permission types with 422, changing nothing', async () => {
    const before = await roleRows(demo);
    for (const body of [
      { name: 'X', clientId: other },
      { name: 'X', id: ids.Kadry },
      { permissions: [{ type: 'superAdmin' }] },
      { permissions: [{ type: 'usersManagement', scope: 'all' }] },
      { permissions: [{ type: 'usersManagement' }, { type: 'usersManagement' }] },
      { name: '   ' },
    ]) {
      const { status } = await call('admin', 'PUT', `/roles/${ids.Kadry}`, body);
      expect({ body, status }).toEqual({ body, status: 422 });
    }
    expect((await call('admin', 'PUT', '/roles', {})).status).toBe(422);
    expect(await roleRows(demo)).toEqual(before);
  });

  it('lists where a role grants something: one manual entry per permission type', async () => {
    const { status, body } = await call('admin', 'GET', `/roles/${ids.Kadry}/permissionEntities`);
    expect(status).toBe(200);
    expect(body).toEqual({
      data: [{ kind: 'manual', entityId: 'usersManagement', name: 'usersManagement' }],
    });
    expect(
      (await call('admin', 'GET', `/roles/${ids.Magazyn}/permissionEntities`)).body.data,
    ).toEqual([]);
  });

  it('asks every permission entity source, in order (the extension point)', async () => {
    const views: PermissionEntitySource = {
      name: 'test/views',
      list: async (_context, role) => [{ kind: 'viewAccess', entityId: 'v1', name: role.name }],
    };
    const role: RoleRecord = {
      id: 'r',
      name: 'Kadry',
      status: 'active',
      permissions: [{ type: 'userApiAccess' }],
    };
    const entries = await listPermissionEntities(undefined as never, role, [
      manualPermissionEntities,
      views,
    ]);
    expect(entries).toEqual([
      { kind: 'manual', entityId: 'userApiAccess', name: 'userApiAccess' },
      { kind: 'viewAccess', entityId: 'v1', name: 'Kadry' },
    ]);
  });

  it('soft-deletes a role and takes it from its holders in the same transaction', async () => {
    const holder = await addTestUser(db, {
      email: 'holder@example.com',
      clientId: demo,
      roleIds: [ids.Kadry as string],
    });
    tokens.holder = await login('holder@example.com');
    expect((await call('holder', 'GET', '/users')).status).toBe(200);
    const withBody = await call('admin', 'DELETE', `/roles/${ids.Kadry}`, { status: 'active' });
    expect(withBody.status).toBe(422);
    const { status } = await call('admin', 'DELETE', `/roles/${ids.Kadry}`);
    expect(status).toBe(204);
    const { roles, assignments } = await roleRows(demo);
    expect(roles.find((role) => role.id === ids.Kadry)?.status).toBe('deleted');
    expect(assignments.filter((row) => row.user_id === holder)).toEqual([]);
    expect((await call('holder', 'GET', '/users')).status).toBe(403);
    expect(await names('filter[status]=deleted')).toEqual(['Kadry']);
    // The name is free again for an active role.
    expect((await call('admin', 'PUT', '/roles', { name: 'Kadry' })).status).toBe(200);
  });

  it("does not let one client's admin touch another client's roles by header either", async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/roles/${foreignRole}`,
      headers: { authorization: `Bearer ${tokens.admin}`, 'x-client-key': 'other' },
    });
    expect(response.statusCode).toBe(403);
    const own = await app.inject({
      method: 'GET',
      url: '/api/roles',
      headers: { authorization: `Bearer ${tokens.otherAdmin}` },
    });
    expect(own.json().data.map((role: RoleRecord) => role.id)).toEqual([foreignRole]);
  });
});
