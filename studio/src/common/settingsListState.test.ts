import { describe, expect, it } from 'vitest';
import {
  initialSettingsListState,
  isFilteredSettingsList,
  nextSortDirection,
  toggleSettingsListSort,
  updateSettingsListState,
} from './settingsListState';

const initial = initialSettingsListState<'name' | 'email'>('name');

describe('a settings list state', () => {
  it('opens on every record not deleted, by its name column ascending, 20 a page', () => {
    expect(initial).toEqual({
      search: '',
      status: 'all',
      sort: { field: 'name', direction: 'asc' },
      page: 1,
      perPage: 20,
    });
  });

  it('a new search, status filter or page size starts again at page 1', () => {
    const onPage3 = { ...initial, page: 3 };
    expect(updateSettingsListState(onPage3, { search: 'a' })).toMatchObject({
      search: 'a',
      page: 1,
    });
    expect(updateSettingsListState(onPage3, { status: 'inactive' }).page).toBe(1);
    expect(updateSettingsListState(onPage3, { perPage: 50 })).toMatchObject({
      page: 1,
      perPage: 50,
    });
  });

  it('a header click sorts by its column ascending, a second click descending', () => {
    const byEmail = toggleSettingsListSort({ ...initial, page: 2 }, 'email');
    expect(byEmail.sort).toEqual({ field: 'email', direction: 'asc' });
    expect(byEmail.page).toBe(1);
    expect(toggleSettingsListSort(byEmail, 'email').sort).toEqual({
      field: 'email',
      direction: 'desc',
    });
    expect(toggleSettingsListSort(initial, 'name').sort.direction).toBe('desc');
    expect(nextSortDirection(undefined)).toBe('asc');
    expect(nextSortDirection('asc')).toBe('desc');
    expect(nextSortDirection('desc')).toBe('asc');
  });

  it('is filtered when a search or a status narrows it (blank search does not)', () => {
    expect(isFilteredSettingsList(initial)).toBe(false);
    expect(isFilteredSettingsList({ ...initial, search: '  ' })).toBe(false);
    expect(isFilteredSettingsList({ ...initial, search: 'x' })).toBe(true);
    expect(isFilteredSettingsList({ ...initial, status: 'active' })).toBe(true);
  });
});
