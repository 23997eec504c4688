import { describe, expect, it } from 'vitest';
import {
  initialSettingsListState,
  toggleSettingsListSort,
  updateSettingsListState,
} from '../common/settingsListState';
import { type UserSortField, userListQuery, userSearch } from './userListQuery';

const initial = initialSettingsListState<UserSortField>('fullName');

describe('the users list query', () => {
  it('opens on every user not deleted (spec 000 §3 statuses), by full name, with their roles', () => {
    expect(userListQuery(initial)).toEqual({
      filter: { status: { ne: 'deleted' } },
      sort: { fullName: 'asc' },
      pagination: { page: 1, perPage: 20 },
      include: ['roles'],
    });
  });

  it('the status filter asks for active or inactive users only', () => {
    const state = updateSettingsListState(initial, { status: 'inactive' });
    expect(userListQuery(state).filter).toEqual({ status: 'inactive' });
  });

  it('searches one text in the name or the e-mail (the server’s free-text query)', () => {
    expect(userSearch('  Anna Nowak ')).toEqual({ query: 'Anna Nowak' });
    expect(userSearch('   ')).toEqual({});
    const state = updateSettingsListState(initial, { search: 'anna@firma', status: 'active' });
    expect(userListQuery(state)).toMatchObject({
      filter: { status: 'active' },
      query: 'anna@firma',
    });
  });

  it('sorts by the column whose header was clicked', () => {
    const byEmail = toggleSettingsListSort(initial, 'email');
    expect(userListQuery(byEmail).sort).toEqual({ email: 'asc' });
    expect(userListQuery(toggleSettingsListSort(byEmail, 'email')).sort).toEqual({
      email: 'desc',
    });
  });
});
