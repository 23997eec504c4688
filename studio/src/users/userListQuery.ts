import type { FilterCondition, UserCollectionQuery } from '@tessera/client';

/** The statuses the users list filters by; `all` is every user not deleted. */
export type UserStatusFilter = 'all' | 'active' | 'inactive';

/** The columns the users list sorts by (the collection's sort fields). */
export type UserSortField = 'fullName' | 'email';

/** What the users list shows: the search typed, the filters, the order and the page. */
export interface UserListState {
  readonly search: string;
  readonly status: UserStatusFilter;
  readonly sort: { readonly field: UserSortField; readonly direction: 'asc' | 'desc' };
  readonly page: number;
  readonly perPage: number;
}

/** The list as it first opens: everyone not deleted, by full name, 20 a page. */
export const initialUserListState: UserListState = {
  search: '',
  status: 'all',
  sort: { field: 'fullName', direction: 'asc' },
  page: 1,
  perPage: 20,
};

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
export function userListQuery(state: UserListState): UserCollectionQuery {
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

/** Whether the list is narrowed: nothing found then means "no match", not "no users yet". */
export function isFilteredUserList(state: UserListState): boolean {
  return state.search.trim() !== '' || state.status !== 'all';
}

/** A change of what is searched or filtered starts again at page 1. */
export function updateUserListState(
  state: UserListState,
  change: Partial<Omit<UserListState, 'page'>>,
): UserListState {
  return { ...state, ...change, page: 1 };
}

/** Clicking a column's header: ascending first, then the other way round. */
export function toggleUserSort(state: UserListState, field: UserSortField): UserListState {
  const direction = state.sort.field === field && state.sort.direction === 'asc' ? 'desc' : 'asc';
  return { ...state, sort: { field, direction }, page: 1 };
}
