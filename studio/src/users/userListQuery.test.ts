import { describe, expect, it } from 'vitest';
import {
  initialUserListState,
  isFilteredUserList,
  toggleUserSort,
  updateUserListState,
  userListQuery,
  userSearchFilter,
} from './userListQuery';

describe('the users list query', () => {
  it('opens on every user not deleted (spec 000 §3 statuses), by full name, with their roles', () => {
    expect(userListQuery(initialUserListState)).toEqual({
      filter: { status: { ne: 'deleted' } },
      sort: { fullName: 'asc' },
      pagination: { page: 1, perPage: 20 },
      include: ['roles'],
    });
  });

  it('the status filter asks for active or inactive users only', () => {
    const state = updateUserListState(initialUserListState, { status: 'inactive' });
    expect(userListQuery(state).filter).toEqual({ status: 'inactive' });
  });

  it('searches a name in the full name and a text with @ in the e-mail', () => {
    expect(userSearchFilter('  Kowal ')).toEqual({ '_search.fullName': { contains: 'Kowal' } });
    expect(userSearchFilter('anna@firma')).toEqual({ email: { contains: 'anna@firma' } });
    expect(userSearchFilter('   ')).toEqual({});
    const state = updateUserListState(initialUserListState, { search: 'Nowak', status: 'active' });
    expect(userListQuery(state).filter).toEqual({
      status: 'active',
      '_search.fullName': { contains: 'Nowak' },
    });
  });

  it('a new search or filter starts again at page 1', () => {
    const onPage3 = { ...initialUserListState, page: 3 };
    expect(updateUserListState(onPage3, { search: 'a' }).page).toBe(1);
    expect(updateUserListState(onPage3, { perPage: 50 })).toMatchObject({ page: 1, perPage: 50 });
  });

  it('a header click sorts by its column ascending, a second click descending', () => {
    const byEmail = toggleUserSort({ ...initialUserListState, page: 2 }, 'email');
    expect(byEmail.sort).toEqual({ field: 'email', direction: 'asc' });
    expect(byEmail.page).toBe(1);
    expect(userListQuery(byEmail).sort).toEqual({ email: 'asc' });
    expect(toggleUserSort(byEmail, 'email').sort).toEqual({ field: 'email', direction: 'desc' });
    expect(toggleUserSort(initialUserListState, 'fullName').sort.direction).toBe('desc');
  });

  it('is filtered when a search or a status narrows it', () => {
    expect(isFilteredUserList(initialUserListState)).toBe(false);
    expect(isFilteredUserList({ ...initialUserListState, search: ' ' })).toBe(false);
    expect(isFilteredUserList({ ...initialUserListState, search: 'x' })).toBe(true);
    expect(isFilteredUserList({ ...initialUserListState, status: 'active' })).toBe(true);
  });
});
