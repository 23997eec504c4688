import type { DataProvider } from '@tessera/engine';
import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions, ExistenceCheckOptions } from './callOptions.types';
import type { CollectionQuery, CollectionResponse } from './collection.types';
import { countMatches } from './countMatches';
import { deleteRecord } from './deleteRecord';
import { saveRecord } from './saveRecord';

const basePath = 'settings/dataProviders';

/**
 * A data provider definition as the settings API answers it (spec 001 §3.3): the engine's
 * definition plus the revision to send back with a change.
 * @public
 */
export type DataProviderItem = DataProvider & {
  /** Send it back with a change: a stale revision is refused with 409 `staleRevision`. */
  readonly revision: number;
};

// Distributes over the provider types, so `type` keeps telling which `config` belongs.
type WithoutId<Provider> = Provider extends unknown
  ? Omit<Provider, 'id' | 'status'> & { readonly status?: 'active' | 'inactive' }
  : never;

/**
 * A provider definition without its id (the path's), as a write sends it; deleting is
 * `deleteDataProvider`'s job, so the status is active or inactive.
 * @public
 */
export type DataProviderDraft = WithoutId<DataProvider>;

/**
 * A provider write: `PUT settings/dataProviders` (no `id`: creates) or `PUT
 * settings/dataProviders/{id}` (replaces). The engine validates the definition (422 with JSON
 * pointers into the body), names are unique among the version's active providers (422 at
 * `/name`), and a stale `revision` answers 409 `staleRevision`.
 * @public
 */
export type DataProviderSave = DataProviderDraft & {
  readonly id?: string;
  /** The revision last read; absent on create. */
  readonly revision?: number;
};

/** A `GET settings/dataProviders` query. @public */
export type DataProviderCollectionQuery = CollectionQuery<{
  filter: 'id' | 'name' | 'status';
  sort: 'name';
  include: never;
}>;

/** @public */
export type DataProviderCollectionResponse = CollectionResponse<DataProviderItem>;

/**
 * `GET settings/dataProviders` (spec 001 §7: filter, pagination, sort) from the request's
 * application version; `query` searches names. Admins see every provider that is not deleted
 * unless the filter names a status.
 * @public
 * @example fetchDataProviders(adapter, { filter: { status: 'active' }, sort: { name: 'asc' } });
 */
export function fetchDataProviders(
  adapter: HttpAdapter,
  query: DataProviderCollectionQuery = {},
  options: CallOptions = {},
): Promise<DataProviderCollectionResponse> {
  return adapter.request<DataProviderCollectionResponse>({
    method: 'GET',
    path: basePath,
    query,
    ...options,
  });
}

/**
 * `GET settings/dataProviders/{id}`: one provider in full (404 for a deleted or unknown one).
 * @public
 */
export async function fetchDataProvider(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<DataProviderItem> {
  const response = await adapter.request<{ data: DataProviderItem }>({
    method: 'GET',
    path: `${basePath}/${encodeURIComponent(id)}`,
    ...options,
  });
  return response.data;
}

/**
 * Whether an active provider of the request's version has exactly this name (spec 001 §5.4).
 * @public
 */
export async function dataProviderNameExists(
  adapter: HttpAdapter,
  name: string,
  options: ExistenceCheckOptions = {},
): Promise<boolean> {
  return (await countMatches(adapter, basePath, { status: 'active', name }, options)) > 0;
}

/**
 * Creates (no `id`) or replaces a provider, in an editable application version. Admins.
 * @public
 */
export function saveDataProvider(
  adapter: HttpAdapter,
  { id, ...provider }: DataProviderSave,
  options: CallOptions = {},
): Promise<DataProviderItem> {
  return saveRecord<DataProviderItem>(adapter, basePath, id, provider, options);
}

/**
 * `DELETE settings/dataProviders/{id}`: a soft delete, in an editable version. Admins.
 * @public
 */
export async function deleteDataProvider(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<void> {
  await deleteRecord(adapter, basePath, id, options);
}
