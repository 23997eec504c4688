import type { ApplicationVersionCollectionQuery, ApplicationVersionItem } from '@tessera/client';
import type { SettingsListState } from '../common/settingsListState';

/** The statuses the versions list filters by (spec 001 §3.2); `all` shows every version. */
export type VersionStatusFilter = 'all' | ApplicationVersionItem['versionStatus'];

/** The statuses in their life's order: the filter's choices. */
export const versionStatuses = ['live', 'draft', 'previous', 'archived'] as const;

/** The versions list's sort field: the version number. */
export type VersionSortField = 'number';

/**
 * The `GET applicationVersions` query of the versions list: the name containing the search, the
 * status chosen, by number (newest first when descending), one page.
 */
export function versionListQuery(
  state: SettingsListState<VersionSortField>,
  status: VersionStatusFilter,
): ApplicationVersionCollectionQuery {
  const search = state.search.trim();
  return {
    filter: {
      ...(status === 'all' ? {} : { versionStatus: status }),
      ...(search === '' ? {} : { name: { contains: search } }),
    },
    sort: { number: state.sort.direction },
    pagination: { page: state.page, perPage: state.perPage },
  };
}
