import { describe, expect, it, vi } from 'vitest';
import { createFetchAdapter } from '../createFetchAdapter';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { encodeQuery } from '../encodeQuery';
import type { RoleRecord } from './rolesApi';
import {
  batchSaveUsers,
  createLoginToken,
  emailExists,
  fetchUsers,
  findUserMatches,
  saveUser,
  type UserImportRow,
  type UserRecord,
} from './usersApi';

const user: UserRecord = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'anna@example.pl',
  status: 'active',
  type: 'user',
  supervisorUserId: null,
  roleIds: ['22222222-2222-4222-8222-222222222222'],
  defaultClient: { key: 'demo' },
  personalDetails: { name: 'Anna', surname: 'Nowak' },
  specialFeatures: [],
  _search: { fullName: 'Nowak Anna', isActive: true },
};

const role: RoleRecord = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Sales',
  status: 'active',
  permissions: [],
};

const page = <T>(data: T[], total = data.length) => ({
  data,
  meta: { page: 1, perPage: 30, lastPage: 1, total },
  relations: {},
});

const queryOf = (call: { query?: Parameters<typeof encodeQuery>[0] } | undefined) =>
  decodeURIComponent(encodeQuery(call?.query ?? {}));

describe('fetchUsers (GET users, a collection)', () => {
  it('sends filter, sort, pagination and include as a nested query and answers the page with relations', async () => {
    const adapter = createFixtureAdapter({
      'GET users': { ...page([user]), relations: { roles: [role] } },
    });
    const result = await fetchUsers(adapter, {
      filter: { status: 'active', roleIds: [role.id], '_search.fullName': { contains: 'now' } },
      sort: { fullName: 'asc' },
      pagination: { page: 2, perPage: 50 },
      include: ['roles'],
    });
    expect(result.data).toEqual([user]);
    expect(result.relations.roles).toEqual([role]);
    expect(adapter.calls[0]).toMatchObject({ method: 'GET', path: 'users' });
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      `filter[status]=active&filter[roleIds][0]=${role.id}&filter[_search.fullName][contains]=now` +
        '&sort[fullName]=asc&pagination[page]=2&pagination[perPage]=50&include[0]=roles',
    );
  });

  it('sends no query parameters when asked for nothing', async () => {
    const adapter = createFixtureAdapter({ 'GET users': page([]) });
    await fetchUsers(adapter);
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe('');
  });
});

describe('emailExists (spec 000 §7: GET users filtered by status active and e-mail equals)', () => {
  it('asks for one active user with the e-mail and answers whether there is any', async () => {
    const adapter = createFixtureAdapter({
      'GET users': ({ query }) =>
        page(
          [],
          (query?.filter as { email?: string } | undefined)?.email === 'anna@example.pl' ? 1 : 0,
        ),
    });
    await expect(emailExists(adapter, 'anna@example.pl')).resolves.toBe(true);
    await expect(emailExists(adapter, 'jan@example.pl')).resolves.toBe(false);
    expect(adapter.calls[0]!.method).toBe('GET');
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[status]=active&filter[email]=anna%40example.pl&pagination[perPage]=1',
    );
  });

  it('goes out through the fetch adapter as GET /api/users with the nested query', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify(page([user])), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(emailExists(createFetchAdapter({ fetch }), 'Anna@Example.pl')).resolves.toBe(true);
    expect(fetch.mock.calls[0]![0]).toBe(
      '/api/users?filter[status]=active&filter[email]=Anna%40Example.pl&pagination[perPage]=1',
    );
    expect(fetch.mock.calls[0]![1].method).toBe('GET');
    expect(fetch.mock.calls[0]![1].body).toBeUndefined();
  });

  it('leaves the user being edited out (filter[id][ne])', async () => {
    const adapter = createFixtureAdapter({ 'GET users': page([]) });
    await emailExists(adapter, 'anna@example.pl', { exceptId: user.id });
    expect(queryOf(adapter.calls[0])).toBe(
      `filter[status]=active&filter[email]=anna@example.pl&filter[id][ne]=${user.id}&pagination[perPage]=1`,
    );
  });
});

describe('saveUser (PUT users / PUT users/{id})', () => {
  it('creates with PUT users when there is no id', async () => {
    const adapter = createFixtureAdapter({
      'PUT users': ({ body }) => ({ data: { ...user, ...(body as object) } }),
    });
    const saved = await saveUser(adapter, { email: 'new@example.pl', password: 'secret12' });
    expect(saved.email).toBe('new@example.pl');
    expect(adapter.calls[0]).toMatchObject({
      method: 'PUT',
      path: 'users',
      body: { email: 'new@example.pl', password: 'secret12' },
    });
  });

  it('updates with PUT users/{id}, the id not in the body (a record sent back as it came)', async () => {
    const adapter = createFixtureAdapter({
      'PUT users/:id': ({ params }) => ({ data: { ...user, id: params.id } }),
    });
    const { id, ...rest } = user;
    await expect(saveUser(adapter, user)).resolves.toMatchObject({ id });
    expect(adapter.calls[0]).toMatchObject({ method: 'PUT', path: `users/${id}` });
    expect(adapter.calls[0]!.body).toEqual(rest);
  });
});

describe('batchSaveUsers (PUT users/batch-save)', () => {
  it('sends the items, ids kept, and answers the saved users', async () => {
    const adapter = createFixtureAdapter({ 'PUT users/batch-save': { data: [user, user] } });
    const items = [{ id: user.id, status: 'inactive' as const }, { email: 'new@example.pl' }];
    await expect(batchSaveUsers(adapter, items)).resolves.toEqual([user, user]);
    expect(adapter.calls[0]).toMatchObject({
      method: 'PUT',
      path: 'users/batch-save',
      body: { items },
    });
  });
});

describe('findUserMatches (POST users/import/find-matches)', () => {
  it('sends the rows and answers one id or null per row, in row order', async () => {
    const adapter = createFixtureAdapter({
      'POST users/import/find-matches': { data: [{ id: user.id }, { id: null }] },
    });
    const rows: UserImportRow[] = [
      { email: 'anna@example.pl', name: 'Anna' },
      { email: 'jan@example.pl', age: 3 },
    ];
    await expect(findUserMatches(adapter, rows)).resolves.toEqual([user.id, null]);
    expect(adapter.calls[0]).toMatchObject({
      method: 'POST',
      path: 'users/import/find-matches',
      body: { rows },
    });
  });
});

describe('createLoginToken (POST users/{id}/loginToken)', () => {
  it('sends no body by default and answers the token and its expiry', async () => {
    const token = { token: 'secret', expiresAt: '2026-11-01T12:00:00.000Z' };
    const adapter = createFixtureAdapter({ 'POST users/:id/loginToken': { data: token } });
    await expect(createLoginToken(adapter, { userId: user.id })).resolves.toEqual(token);
    expect(adapter.calls[0]).toMatchObject({ method: 'POST', path: `users/${user.id}/loginToken` });
    expect(adapter.calls[0]).not.toHaveProperty('body');
  });

  it('sends validitySeconds when given', async () => {
    const adapter = createFixtureAdapter({ 'POST users/:id/loginToken': { data: {} } });
    await createLoginToken(adapter, { userId: user.id, validitySeconds: 600 });
    expect(adapter.calls[0]!.body).toEqual({ validitySeconds: 600 });
  });
});
