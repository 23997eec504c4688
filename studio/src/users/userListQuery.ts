import type { UserCollectionQuery } from '@tessera/client';
import type { SettingsListState } from '../common/settingsListState';

/** The columns the users list sorts by (the collection's sort fields). */
export type UserSortField = 'fullName' | 'email';

/**
 * The free-text search of `GET users`: the server looks for the text in the full name (either
 * order, "Nowak Anna" or "Anna Nowak") and in the e-mail.
 */
export function userSearch(search: string): Pick<UserCollectionQuery, 'query'> {
  const text = search.trim();
  return text === '' ? {} : { query: text };
}

/**
 * The `GET users` query of the list: the search, the status (deleted users never show), the
 * order (the server breaks ties by e-mail), the page, and the users' roles as relations.
 */
export function userListQuery(state: SettingsListState<UserSortField>): UserCollectionQuery {
  const { field, direction } = state.sort;
  return {
    filter: { status: state.status === 'all' ? { ne: 'deleted' } : state.status },
    ...userSearch(state.search),
    sort: { [field]: direction },
    pagination: { page: state.page, perPage: state.perPage },
    include: ['roles'],
  };
}
