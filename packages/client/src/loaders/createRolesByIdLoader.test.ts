import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleRecord } from '../api/rolesApi';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { encodeQuery } from '../encodeQuery';
import { createRolesByIdLoader } from './createRolesByIdLoader';

const roles: RoleRecord[] = ['r-1', 'r-2'].map((id) => ({
  id,
  name: `Role ${id}`,
  status: 'active',
  permissions: [],
}));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createRolesByIdLoader (spec 000 §7: roles by id, batched and debounced at 200 ms)', () => {
  it('loads the ids asked for within 200 ms with one GET roles filtered by id', async () => {
    const adapter = createFixtureAdapter({
      'GET roles': ({ query }) => {
        const wanted = (query?.filter as { id?: string[] } | undefined)?.id ?? [];
        const data = roles.filter((role) => wanted.includes(role.id));
        return {
          data,
          meta: { page: 1, perPage: 3, lastPage: 1, total: data.length },
          relations: {},
        };
      },
    });
    const loader = createRolesByIdLoader(adapter);
    const loads = [
      loader.load('r-2'),
      loader.load('missing'),
      loader.load('r-1'),
      loader.load('r-2'),
    ];
    await vi.advanceTimersByTimeAsync(200);
    await expect(Promise.all(loads)).resolves.toEqual([roles[1], null, roles[0], roles[1]]);
    expect(adapter.calls).toHaveLength(1);
    expect(adapter.calls[0]).toMatchObject({ method: 'GET', path: 'roles' });
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[id][0]=r-2&filter[id][1]=missing&filter[id][2]=r-1&pagination[perPage]=3',
    );
  });
});
