import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { encodeQuery } from '../encodeQuery';
import {
  deleteRole,
  fetchRolePermissionEntities,
  fetchRoles,
  type RoleRecord,
  roleNameExists,
  saveRole,
} from './rolesApi';

const role: RoleRecord = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Sales',
  status: 'active',
  permissions: [{ type: 'usersManagement' }],
};

const page = (data: RoleRecord[], total = data.length) => ({
  data,
  meta: { page: 1, perPage: 100, lastPage: 1, total },
  relations: {},
});

describe('fetchRoles (spec 000 §7: GET roles filtered by id, or by status and name)', () => {
  it('sends an id list as filter[id][i]', async () => {
    const adapter = createFixtureAdapter({ 'GET roles': page([role]) });
    await expect(fetchRoles(adapter, { filter: { id: [role.id, 'r-2'] } })).resolves.toEqual(
      page([role]),
    );
    expect(adapter.calls[0]).toMatchObject({ method: 'GET', path: 'roles' });
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      `filter[id][0]=${role.id}&filter[id][1]=r-2`,
    );
  });

  it('sends status, name and sort', async () => {
    const adapter = createFixtureAdapter({ 'GET roles': page([]) });
    await fetchRoles(adapter, {
      filter: { status: 'active', name: 'Sales & Co' },
      sort: { name: 'desc' },
    });
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[status]=active&filter[name]=Sales%20%26%20Co&sort[name]=desc',
    );
  });
});

describe('roleNameExists (spec 001 §5.4: active records, exact name)', () => {
  it('asks for active roles with exactly the name, one at most', async () => {
    const adapter = createFixtureAdapter({ 'GET roles': page([role], 1) });
    await expect(roleNameExists(adapter, 'Sales')).resolves.toBe(true);
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[status]=active&filter[name]=Sales&pagination[perPage]=1',
    );
  });

  it('is false when none matches, and leaves out the role being edited', async () => {
    const adapter = createFixtureAdapter({ 'GET roles': page([]) });
    await expect(roleNameExists(adapter, 'Sales', { exceptId: role.id })).resolves.toBe(false);
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      `filter[status]=active&filter[name]=Sales&filter[id][ne]=${role.id}&pagination[perPage]=1`,
    );
  });
});

describe('saveRole (PUT roles / PUT roles/{id})', () => {
  it('creates with PUT roles', async () => {
    const adapter = createFixtureAdapter({ 'PUT roles': { data: role } });
    await expect(saveRole(adapter, { name: 'Sales', permissions: [] })).resolves.toEqual(role);
    expect(adapter.calls[0]).toMatchObject({
      method: 'PUT',
      path: 'roles',
      body: { name: 'Sales', permissions: [] },
    });
  });

  it('updates with PUT roles/{id}, the id not in the body', async () => {
    const adapter = createFixtureAdapter({ 'PUT roles/:id': { data: role } });
    await saveRole(adapter, role);
    expect(adapter.calls[0]).toMatchObject({ method: 'PUT', path: `roles/${role.id}` });
    expect(adapter.calls[0]!.body).toEqual({
      name: 'Sales',
      status: 'active',
      permissions: [{ type: 'usersManagement' }],
    });
  });
});

describe('deleteRole (DELETE roles/{id})', () => {
  it('sends a DELETE without a body (the server refuses one) and resolves on 204', async () => {
    const adapter = createFixtureAdapter({ 'DELETE roles/:id': () => undefined });
    await expect(deleteRole(adapter, role.id)).resolves.toBeUndefined();
    expect(adapter.calls[0]).toMatchObject({ method: 'DELETE', path: `roles/${role.id}` });
    expect(adapter.calls[0]).not.toHaveProperty('body');
  });
});

describe('fetchRolePermissionEntities (spec 001 §7: GET roles/{id}/permissionEntities, read as data)', () => {
  it('answers the data list', async () => {
    const entities = [{ kind: 'manual', entityId: 'usersManagement', name: 'usersManagement' }];
    const adapter = createFixtureAdapter({
      'GET roles/:id/permissionEntities': { data: entities },
    });
    await expect(fetchRolePermissionEntities(adapter, role.id)).resolves.toEqual(entities);
    expect(adapter.calls[0]).toMatchObject({
      method: 'GET',
      path: `roles/${role.id}/permissionEntities`,
    });
  });
});
