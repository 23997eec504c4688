import type { RoleCollectionQuery } from '@tessera/client';

/** The statuses the roles list filters by; `all` is every role not deleted. */
export type RoleStatusFilter = 'all' | 'active' | 'inactive';

/** What the roles list shows: the search typed, the status, the order and the page. */
export interface RoleListState {
  readonly search: string;
  readonly status: RoleStatusFilter;
  readonly direction: 'asc' | 'desc';
  readonly page: number;
  readonly perPage: number;
}

/** The list as it first opens: every role not deleted, by name, 20 a page. */
export const initialRoleListState: RoleListState = {
  search: '',
  status: 'all',
  direction: 'asc',
  page: 1,
  perPage: 20,
};

/** The `GET roles` query of the list: the name containing the search, the status, the page. */
export function roleListQuery(state: RoleListState): RoleCollectionQuery {
  const search = state.search.trim();
  return {
    filter: {
      status: state.status === 'all' ? { ne: 'deleted' } : state.status,
      ...(search === '' ? {} : { name: { contains: search } }),
    },
    sort: { name: state.direction },
    pagination: { page: state.page, perPage: state.perPage },
  };
}

/** Whether the list is narrowed: nothing found then means "no match", not "no roles yet". */
export function isFilteredRoleList(state: RoleListState): boolean {
  return state.search.trim() !== '' || state.status !== 'all';
}

/** A change of what is searched, filtered or sorted starts again at page 1. */
export function updateRoleListState(
  state: RoleListState,
  change: Partial<Omit<RoleListState, 'page'>>,
): RoleListState {
  return { ...state, ...change, page: 1 };
}
