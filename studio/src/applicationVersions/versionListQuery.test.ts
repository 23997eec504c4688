import { describe, expect, it } from 'vitest';
import { initialSettingsListState } from '../common/settingsListState';
import { versionListQuery } from './versionListQuery';

describe('versionListQuery (issue 8: every list — search, sort, status filter, pagination)', () => {
  it('asks for every version by number, one page, when nothing narrows the list', () => {
    expect(versionListQuery(initialSettingsListState('number'), 'all')).toEqual({
      filter: {},
      sort: { number: 'asc' },
      pagination: { page: 1, perPage: 20 },
    });
  });

  it('searches the name, filters one status (archived ones too), sorts and pages', () => {
    const state = {
      ...initialSettingsListState('number' as const),
      search: '  wios ',
      sort: { field: 'number' as const, direction: 'desc' as const },
      page: 3,
    };
    expect(versionListQuery(state, 'archived')).toEqual({
      filter: { versionStatus: 'archived', name: { contains: 'wios' } },
      sort: { number: 'desc' },
      pagination: { page: 3, perPage: 20 },
    });
  });
});
