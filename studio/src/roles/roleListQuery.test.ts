import { describe, expect, it } from 'vitest';
import {
  initialSettingsListState,
  toggleSettingsListSort,
  updateSettingsListState,
} from '../common/settingsListState';
import { roleListQuery } from './roleListQuery';

const initial = initialSettingsListState('name');

describe('the roles list query', () => {
  it('opens on every role not deleted, by name, 20 a page', () => {
    expect(roleListQuery(initial)).toEqual({
      filter: { status: { ne: 'deleted' } },
      sort: { name: 'asc' },
      pagination: { page: 1, perPage: 20 },
    });
  });

  it('searches names containing the text, with the chosen status', () => {
    const state = updateSettingsListState(initial, { search: ' handl ', status: 'active' });
    expect(roleListQuery(state).filter).toEqual({ status: 'active', name: { contains: 'handl' } });
  });

  it('sorts names the other way round on a second header click', () => {
    expect(roleListQuery(toggleSettingsListSort(initial, 'name')).sort).toEqual({ name: 'desc' });
  });
});
