/** The statuses a settings list filters by; `all` is every record not deleted. */
export type SettingsListStatus = 'all' | 'active' | 'inactive';

/** Which way a column sorts. */
export type SortDirection = 'asc' | 'desc';

/**
 * What a settings list shows (issue 8 "every list: search, sort, status filter, pagination"):
 * the search typed, the status, the column sorted by and which way, and the page.
 */
export interface SettingsListState<SortField extends string = 'name'> {
  readonly search: string;
  readonly status: SettingsListStatus;
  readonly sort: { readonly field: SortField; readonly direction: SortDirection };
  readonly page: number;
  readonly perPage: number;
}

/** A list as it first opens: every record not deleted, by `field` ascending, 20 a page. */
export function initialSettingsListState<SortField extends string>(
  field: SortField,
): SettingsListState<SortField> {
  return { search: '', status: 'all', sort: { field, direction: 'asc' }, page: 1, perPage: 20 };
}

/** A change of what is searched, filtered or how many a page starts again at page 1. */
export function updateSettingsListState<SortField extends string>(
  state: SettingsListState<SortField>,
  change: Partial<Omit<SettingsListState<SortField>, 'page'>>,
): SettingsListState<SortField> {
  return { ...state, ...change, page: 1 };
}

/** A click on a column's header: ascending first (`current` absent: another column sorts). */
export function nextSortDirection(current: SortDirection | undefined): SortDirection {
  return current === 'asc' ? 'desc' : 'asc';
}

/** Clicking a column's header: ascending first, then the other way round, from page 1. */
export function toggleSettingsListSort<SortField extends string>(
  state: SettingsListState<SortField>,
  field: SortField,
): SettingsListState<SortField> {
  const current = state.sort.field === field ? state.sort.direction : undefined;
  return { ...state, sort: { field, direction: nextSortDirection(current) }, page: 1 };
}

/** Whether the list is narrowed: nothing found then means "no match", not "none yet". */
export function isFilteredSettingsList(state: SettingsListState<string>): boolean {
  return state.search.trim() !== '' || state.status !== 'all';
}
