import type { ApplicationVersionStatus } from '@tessera/engine';
import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';
import type { CollectionQuery, CollectionResponse } from './collection.types';
import { saveRecord } from './saveRecord';

/**
 * An application version as the API shows it (spec 000 §3, spec 001 §3.2).
 * @public
 */
export interface ApplicationVersionItem {
  id: string;
  /** The running number shown as `v{number}`. */
  number: number;
  name: string;
  versionStatus: ApplicationVersionStatus;
  /** When it was last published (ISO 8601); null until then. */
  publishedAt: string | null;
  /** The version its definitions were copied from. */
  copiedFromId: string | null;
  /** `v{number} {name}`, with ` (live)` appended when live. */
  displayName: string;
}

/** The statuses the version selector lists (spec 000 §7): never archived ones. @public */
export const selectableVersionStatuses: readonly ApplicationVersionStatus[] = [
  'live',
  'draft',
  'previous',
];

/** Page size of the version list (spec 000 §9). */
const versionsPageSize = 1000;

const basePath = 'applicationVersions';

/**
 * The application versions list (spec 000 §7: filter versionStatus in live, draft, previous;
 * perPage 1000), newest first. Only admins of a client with the applicationVersions feature get
 * more than the live version.
 * @public
 */
export async function fetchApplicationVersions(
  adapter: HttpAdapter,
  options: CallOptions = {},
): Promise<ApplicationVersionItem[]> {
  const response = await adapter.request<{ data: ApplicationVersionItem[] }>({
    method: 'GET',
    path: basePath,
    query: {
      filter: { versionStatus: [...selectableVersionStatuses] },
      pagination: { perPage: versionsPageSize },
    },
    ...options,
  });
  return response.data;
}

/**
 * A `GET applicationVersions` query: by id, status (one or a list) or name, sorted by number.
 * @public
 */
export type ApplicationVersionCollectionQuery = CollectionQuery<{
  filter: 'id' | 'versionStatus' | 'name';
  sort: 'number';
  include: never;
}>;

/**
 * One page of the application versions (`GET applicationVersions`), e.g. for the versions
 * settings list: archived ones too, when the query asks for them.
 * @public
 */
export function fetchApplicationVersionsPage(
  adapter: HttpAdapter,
  query: ApplicationVersionCollectionQuery = {},
  options: CallOptions = {},
): Promise<CollectionResponse<ApplicationVersionItem>> {
  return adapter.request<CollectionResponse<ApplicationVersionItem>>({
    method: 'GET',
    path: basePath,
    query,
    ...options,
  });
}

/**
 * A definition named by {@link ApplicationVersionChanges}.
 * @public
 */
export interface DefinitionChange {
  /** `dataProvider`, `form`, `process`, `view`, `applicationLayout`, `documentType`, … */
  kind: string;
  id: string;
  /** Null for kinds without a name (the application layout). */
  name: string | null;
  /** A renamed definition's name in the version compared with. */
  previousName?: string | null;
}

/**
 * What a version holds differently from another (`GET applicationVersions/{id}/changes`):
 * definitions only it has (`added`), only the other has (`removed`), and both have with a
 * different name, status or content (`changed`). Deleted definitions count as absent.
 * @public
 */
export interface ApplicationVersionChanges {
  versionId: string;
  /** The version compared with: the live one unless another was asked for. */
  againstId: string;
  added: DefinitionChange[];
  changed: DefinitionChange[];
  removed: DefinitionChange[];
}

/**
 * What publishing version `id` would change (issue 8): its definitions compared with the live
 * version's, or with `against`'s.
 * @public
 * @example
 * const { added, changed, removed } = await fetchApplicationVersionChanges(adapter, draftId);
 */
export async function fetchApplicationVersionChanges(
  adapter: HttpAdapter,
  id: string,
  { against, ...options }: CallOptions & { against?: string } = {},
): Promise<ApplicationVersionChanges> {
  const response = await adapter.request<{ data: ApplicationVersionChanges }>({
    method: 'GET',
    path: `${basePath}/${encodeURIComponent(id)}/changes`,
    ...(against === undefined ? {} : { query: { against } }),
    ...options,
  });
  return response.data;
}

/**
 * Creates a draft by copying another version's definitions (`PUT applicationVersions`).
 * @public
 */
export async function copyApplicationVersion(
  adapter: HttpAdapter,
  copy: { name: string; copyFromId: string },
  options: CallOptions = {},
): Promise<ApplicationVersionItem> {
  return saveRecord<ApplicationVersionItem>(adapter, basePath, undefined, copy, options);
}

/**
 * Publishes a version (spec 000 §4): it becomes live, the previously live one becomes previous.
 * @public
 */
export async function publishApplicationVersion(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<ApplicationVersionItem> {
  const response = await adapter.request<{ data: ApplicationVersionItem }>({
    method: 'POST',
    path: `${basePath}/${encodeURIComponent(id)}/publish`,
    ...options,
  });
  return response.data;
}

/**
 * Archives a version (spec 000 §4): switching to it is blocked until it is unarchived.
 * @public
 */
export async function archiveApplicationVersion(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<ApplicationVersionItem> {
  return saveRecord<ApplicationVersionItem>(
    adapter,
    basePath,
    id,
    { versionStatus: 'archived' },
    options,
  );
}

/**
 * Undoes an archiving (spec 000 §4): the version returns to draft.
 * @public
 */
export async function unarchiveApplicationVersion(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<ApplicationVersionItem> {
  return saveRecord<ApplicationVersionItem>(
    adapter,
    basePath,
    id,
    { versionStatus: 'draft' },
    options,
  );
}
