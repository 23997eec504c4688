import type { CollectionQuery } from '@tessera/client';
import type { SettingsListState } from './settingsListState';

/**
 * The query of a definitions list (data providers, forms, processes, views: spec 001 §7 "filter,
 * pagination, sort", names searched by the free-text `query`): no status filter for `all`, since
 * the server then answers every definition not deleted.
 */
export function definitionListQuery(
  state: SettingsListState,
): CollectionQuery<{ filter: 'status'; sort: 'name'; include: never }> {
  const query = state.search.trim();
  return {
    ...(state.status === 'all' ? {} : { filter: { status: state.status } }),
    sort: { name: state.sort.direction },
    pagination: { page: state.page, perPage: state.perPage },
    ...(query === '' ? {} : { query }),
  };
}
