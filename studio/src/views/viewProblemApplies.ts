import type { ViewDraft } from './viewDraft';

/** The part of the draft a problem location is about (see `viewProblemLocation`). */
function partAt(draft: ViewDraft, location: string): unknown {
  const column = /^column:([^:]+)/.exec(location);
  if (column) return draft.columns.find((candidate) => candidate.id === column[1]) ?? null;
  const query = draft.type === 'table' ? draft.query : undefined;
  switch (location) {
    case 'name':
      return draft.name;
    case 'title':
      return draft.title;
    case 'routeKey':
      return draft.routeKey;
    case 'roles':
      return draft.roleIds;
    case 'perPage':
      return draft.perPage;
    case 'isPublic':
      return draft.type === 'table' ? draft.isPublic : undefined;
    case 'provider':
      return query?.fromProviderId;
    case 'processes':
      return draft.type === 'processes_inbox' ? draft.processSettingsIds : undefined;
    case 'columns':
      return draft.columns;
    case 'filters':
      return query?.filter;
    case 'rowClick':
      return draft.type === 'table' ? draft.rowClick : undefined;
    default:
      return location.startsWith('sorting:') ? query?.sorting : draft;
  }
}

/**
 * Whether a problem the server found in `snapshot` (the draft it was sent) still describes
 * `draft`: the part it is about is unchanged since.
 */
export function viewProblemApplies(
  location: string,
  draft: ViewDraft,
  snapshot: ViewDraft,
): boolean {
  return JSON.stringify(partAt(draft, location)) === JSON.stringify(partAt(snapshot, location));
}
