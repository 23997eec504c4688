import { describe, expect, it } from 'vitest';
import { initialSettingsListState } from '../common/settingsListState';
import { clientListQuery } from './clientListQuery';

describe('clientListQuery (issue 8: every list — search, sort, status filter, pagination)', () => {
  it('lists every client not deleted by name, one page', () => {
    expect(clientListQuery(initialSettingsListState('name'))).toEqual({
      filter: { status: { ne: 'deleted' } },
      sort: { name: 'asc' },
      pagination: { page: 1, perPage: 20 },
    });
  });

  it('searches names and keys as typed, filters a status, sorts by key', () => {
    const state = {
      ...initialSettingsListState<'name' | 'key'>('name'),
      search: ' acme ',
      status: 'inactive' as const,
      sort: { field: 'key' as const, direction: 'desc' as const },
    };
    expect(clientListQuery(state)).toEqual({
      filter: { status: 'inactive' },
      query: 'acme',
      sort: { key: 'desc' },
      pagination: { page: 1, perPage: 20 },
    });
  });
});
