import type { FilterCondition, UserCollectionQuery } from '@tessera/client';
import type { SettingsListState } from '../common/settingsListState';

/** The columns the users list sorts by (the collection's sort fields). */
export type UserSortField = 'fullName' | 'email';

/**
 * Where a search text is looked for. `GET users` filters only field by field (all must hold), so
 * one text cannot be matched against the name or the e-mail at once: a text with `@` is an
 * e-mail's, any other a name's (the full name is "surname name", spec 000 §3).
 */
export function userSearchFilter(
  search: string,
): Pick<NonNullable<UserCollectionQuery['filter']>, 'email' | '_search.fullName'> {
  const text = search.trim();
  if (text === '') return {};
  const contains: FilterCondition = { contains: text };
  return text.includes('@') ? { email: contains } : { '_search.fullName': contains };
}

/**
 * The `GET users` query of the list: the search, the status (deleted users never show), the
 * order (the server breaks ties by e-mail), the page, and the users' roles as relations.
 */
export function userListQuery(state: SettingsListState<UserSortField>): UserCollectionQuery {
  const { field, direction } = state.sort;
  return {
    filter: {
      status: state.status === 'all' ? { ne: 'deleted' } : state.status,
      ...userSearchFilter(state.search),
    },
    sort: { [field]: direction },
    pagination: { page: state.page, perPage: state.perPage },
    include: ['roles'],
  };
}
