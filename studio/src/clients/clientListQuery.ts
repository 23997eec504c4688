import type { ClientCollectionQuery } from '@tessera/client';
import type { SettingsListState } from '../common/settingsListState';

/** The clients list's sort fields: the name column, and the key. */
export type ClientSortField = 'name' | 'key';

/**
 * The `GET clients` query of the list: the free-text search (name or key), the status (every
 * client not deleted by default), the column sorted by, the page.
 */
export function clientListQuery(state: SettingsListState<ClientSortField>): ClientCollectionQuery {
  const search = state.search.trim();
  return {
    filter: { status: state.status === 'all' ? { ne: 'deleted' } : state.status },
    ...(search === '' ? {} : { query: search }),
    sort: { [state.sort.field]: state.sort.direction },
    pagination: { page: state.page, perPage: state.perPage },
  };
}
