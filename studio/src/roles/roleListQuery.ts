import type { RoleCollectionQuery } from '@tessera/client';
import type { SettingsListState } from '../common/settingsListState';

/** The `GET roles` query of the list: the name containing the search, the status, the page. */
export function roleListQuery(state: SettingsListState): RoleCollectionQuery {
  const search = state.search.trim();
  return {
    filter: {
      status: state.status === 'all' ? { ne: 'deleted' } : state.status,
      ...(search === '' ? {} : { name: { contains: search } }),
    },
    sort: { name: state.sort.direction },
    pagination: { page: state.page, perPage: state.perPage },
  };
}
