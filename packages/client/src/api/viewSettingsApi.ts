import type { ViewDefinition } from '@tessera/engine';
import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions, ExistenceCheckOptions } from './callOptions.types';
import type { CollectionQuery, CollectionResponse } from './collection.types';
import { countMatches } from './countMatches';
import { deleteRecord } from './deleteRecord';
import { saveRecord } from './saveRecord';

const basePath = 'settings/views';

/**
 * A view definition as the settings API answers it (spec 002 §3 "Views"): the engine's
 * definition plus the revision to send back with a change.
 * @public
 */
export type ViewDefinitionItem = ViewDefinition & {
  /** Send it back with a change: a stale revision is refused with 409 `staleRevision`. */
  readonly revision: number;
};

// Distributes over the view types, so `type` keeps telling which properties belong.
type WithoutId<View> = View extends unknown
  ? Omit<View, 'id' | 'status'> & { readonly status?: 'active' | 'inactive' }
  : never;

/**
 * A view definition without its id (the path's), as a write sends it; deleting is
 * `deleteViewDefinition`'s job, so the status is active or inactive.
 * @public
 */
export type ViewDefinitionDraft = WithoutId<ViewDefinition>;

/**
 * A view write: `PUT settings/views` (no `id`: creates) or `PUT settings/views/{id}`
 * (replaces). The engine validates the definition (422 with JSON pointers into the body); names
 * are unique among the version's active views (422 at `/name`) and so are route keys (422 at
 * `/routeKey`); a stale `revision` answers 409 `staleRevision`.
 * @public
 */
export type ViewDefinitionSave = ViewDefinitionDraft & {
  readonly id?: string;
  /** The revision last read; absent on create. */
  readonly revision?: number;
};

/** A `GET settings/views` query. @public */
export type ViewDefinitionCollectionQuery = CollectionQuery<{
  filter: 'id' | 'name' | 'status' | 'type' | 'routeKey';
  sort: 'name';
  include: never;
}>;

/** @public */
export type ViewDefinitionCollectionResponse = CollectionResponse<ViewDefinitionItem>;

/**
 * `GET settings/views` from the request's application version; `query` searches names. Admins
 * see every view that is not deleted unless the filter names a status.
 * @public
 * @example fetchViewDefinitions(adapter, { filter: { type: 'table' }, sort: { name: 'asc' } });
 */
export function fetchViewDefinitions(
  adapter: HttpAdapter,
  query: ViewDefinitionCollectionQuery = {},
  options: CallOptions = {},
): Promise<ViewDefinitionCollectionResponse> {
  return adapter.request<ViewDefinitionCollectionResponse>({
    method: 'GET',
    path: basePath,
    query,
    ...options,
  });
}

/**
 * `GET settings/views/{id}`: one view definition in full (404 for a deleted or unknown one).
 * @public
 */
export async function fetchViewDefinition(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<ViewDefinitionItem> {
  const response = await adapter.request<{ data: ViewDefinitionItem }>({
    method: 'GET',
    path: `${basePath}/${encodeURIComponent(id)}`,
    ...options,
  });
  return response.data;
}

/**
 * Whether an active view of the request's version has exactly this name (spec 001 §5.4).
 * @public
 */
export async function viewNameExists(
  adapter: HttpAdapter,
  name: string,
  options: ExistenceCheckOptions = {},
): Promise<boolean> {
  return (await countMatches(adapter, basePath, { status: 'active', name }, options)) > 0;
}

/**
 * Whether an active view of the request's version already answers at this route key
 * (`views/{routeKey}`); `exceptId` leaves out the view being edited.
 * @public
 */
export async function viewRouteKeyExists(
  adapter: HttpAdapter,
  routeKey: string,
  options: ExistenceCheckOptions = {},
): Promise<boolean> {
  return (await countMatches(adapter, basePath, { status: 'active', routeKey }, options)) > 0;
}

/**
 * Creates (no `id`) or replaces a view, in an editable application version. Admins.
 * @public
 */
export function saveViewDefinition(
  adapter: HttpAdapter,
  { id, ...view }: ViewDefinitionSave,
  options: CallOptions = {},
): Promise<ViewDefinitionItem> {
  return saveRecord<ViewDefinitionItem>(adapter, basePath, id, view, options);
}

/**
 * `DELETE settings/views/{id}`: a soft delete, in an editable version. Admins.
 * @public
 */
export async function deleteViewDefinition(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<void> {
  await deleteRecord(adapter, basePath, id, options);
}
