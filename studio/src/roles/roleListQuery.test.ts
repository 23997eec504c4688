import { describe, expect, it } from 'vitest';
import {
  initialRoleListState,
  isFilteredRoleList,
  roleListQuery,
  updateRoleListState,
} from './roleListQuery';

describe('the roles list query', () => {
  it('opens on every role not deleted, by name, 20 a page', () => {
    expect(roleListQuery(initialRoleListState)).toEqual({
      filter: { status: { ne: 'deleted' } },
      sort: { name: 'asc' },
      pagination: { page: 1, perPage: 20 },
    });
  });

  it('searches names containing the text, with the chosen status', () => {
    const state = updateRoleListState(initialRoleListState, {
      search: ' handl ',
      status: 'active',
    });
    expect(roleListQuery(state).filter).toEqual({ status: 'active', name: { contains: 'handl' } });
    expect(isFilteredRoleList(state)).toBe(true);
    expect(isFilteredRoleList(initialRoleListState)).toBe(false);
  });

  it('a new search, filter or order starts again at page 1', () => {
    const onPage2 = { ...initialRoleListState, page: 2 };
    expect(updateRoleListState(onPage2, { direction: 'desc' })).toMatchObject({
      page: 1,
      direction: 'desc',
    });
    expect(roleListQuery(updateRoleListState(onPage2, { direction: 'desc' })).sort).toEqual({
      name: 'desc',
    });
  });
});
