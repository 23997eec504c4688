import type { ProcessDefinition } from '@tessera/engine';
import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions, ExistenceCheckOptions } from './callOptions.types';
import type { CollectionQuery, CollectionResponse } from './collection.types';
import { countMatches } from './countMatches';
import { deleteRecord } from './deleteRecord';
import type { ProcessSummary } from './processesApi';
import { saveRecord } from './saveRecord';

const basePath = 'settings/processes';

/**
 * A process definition ("process settings", spec 001 §3.16) as the settings API answers it: the
 * engine's definition plus the revision to send back with a change.
 * @public
 */
export type ProcessSettingsItem = ProcessDefinition & {
  /** Send it back with a change: a stale revision is refused with 409 `staleRevision`. */
  readonly revision: number;
};

// Distributes over the process types, so `type` keeps telling which steps (and routes) belong.
type WithoutId<Process> = Process extends unknown
  ? Omit<Process, 'id' | 'status'> & { readonly status?: 'active' | 'inactive' }
  : never;

/**
 * A process definition without its id (the path's), as a write sends it; deleting is
 * `deleteProcessSettings`'s job, so the status is active or inactive.
 * @public
 */
export type ProcessSettingsDraft = WithoutId<ProcessDefinition>;

/**
 * A process write: `PUT settings/processes` (no `id`: creates) or `PUT settings/processes/{id}`
 * (replaces). The engine validates the definition and the diagram rules (422 with JSON pointers
 * into the body), names are unique among the version's active processes (422 at `/name`), and a
 * stale `revision` answers 409 `staleRevision`.
 * @public
 */
export type ProcessSettingsSave = ProcessSettingsDraft & {
  readonly id?: string;
  /** The revision last read; absent on create. */
  readonly revision?: number;
};

/** A `GET settings/processes` query. @public */
export type ProcessSettingsCollectionQuery = CollectionQuery<{
  filter: 'id' | 'name' | 'status';
  sort: 'name';
  include: never;
}>;

/** A page of process summaries. @public */
export type ProcessSettingsCollectionResponse = CollectionResponse<ProcessSummary>;

/**
 * `GET settings/processes` (spec 001 §7: filtered by id, status, name) as a page, for the
 * settings list: summaries of the request's version; `query` searches names. Admins see every
 * process that is not deleted unless the filter names a status.
 * @public
 * @example fetchProcessSettingsPage(adapter, { filter: { status: 'active' }, sort: { name: 'asc' } });
 */
export function fetchProcessSettingsPage(
  adapter: HttpAdapter,
  query: ProcessSettingsCollectionQuery = {},
  options: CallOptions = {},
): Promise<ProcessSettingsCollectionResponse> {
  return adapter.request<ProcessSettingsCollectionResponse>({
    method: 'GET',
    path: basePath,
    query,
    ...options,
  });
}

/**
 * `GET settings/processes/{id}`: one process definition in full (404 for a deleted or unknown
 * one). Admins.
 * @public
 */
export async function fetchProcessSettings(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<ProcessSettingsItem> {
  const response = await adapter.request<{ data: ProcessSettingsItem }>({
    method: 'GET',
    path: `${basePath}/${encodeURIComponent(id)}`,
    ...options,
  });
  return response.data;
}

/**
 * Whether an active process of the request's version has exactly this name (spec 001 §5.4).
 * @public
 */
export async function processSettingsNameExists(
  adapter: HttpAdapter,
  name: string,
  options: ExistenceCheckOptions = {},
): Promise<boolean> {
  return (await countMatches(adapter, basePath, { status: 'active', name }, options)) > 0;
}

/**
 * Creates (no `id`) or replaces a process definition, in an editable application version. Admins.
 * @public
 */
export function saveProcessSettings(
  adapter: HttpAdapter,
  { id, ...process }: ProcessSettingsSave,
  options: CallOptions = {},
): Promise<ProcessSettingsItem> {
  return saveRecord<ProcessSettingsItem>(adapter, basePath, id, process, options);
}

/**
 * `DELETE settings/processes/{id}`: a soft delete, in an editable version. Admins.
 * @public
 */
export async function deleteProcessSettings(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<void> {
  await deleteRecord(adapter, basePath, id, options);
}
