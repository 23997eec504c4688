import { describe, expect, it } from 'vitest';
import { definitionListQuery } from './definitionListQuery';
import { initialSettingsListState, toggleSettingsListSort } from './settingsListState';

const initial = initialSettingsListState('name');

describe('the query of a definitions list', () => {
  it('opens on every definition not deleted (no status filter), by name, 20 a page', () => {
    expect(definitionListQuery(initial)).toEqual({
      sort: { name: 'asc' },
      pagination: { page: 1, perPage: 20 },
    });
  });

  it('searches names by the trimmed free-text query, with the chosen status', () => {
    expect(definitionListQuery({ ...initial, search: ' oferta ', status: 'inactive' })).toEqual({
      filter: { status: 'inactive' },
      sort: { name: 'asc' },
      pagination: { page: 1, perPage: 20 },
      query: 'oferta',
    });
    expect(definitionListQuery({ ...initial, search: '   ' })).not.toHaveProperty('query');
  });

  it('sorts by name the other way round and asks for the page shown', () => {
    const state = { ...toggleSettingsListSort(initial, 'name'), page: 3, perPage: 50 };
    expect(definitionListQuery(state)).toMatchObject({
      sort: { name: 'desc' },
      pagination: { page: 3, perPage: 50 },
    });
  });
});
