import type { FormDefinition } from '@tessera/engine';
import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions, ExistenceCheckOptions } from './callOptions.types';
import type { CollectionQuery, CollectionResponse } from './collection.types';
import { countMatches } from './countMatches';
import { deleteRecord } from './deleteRecord';
import { saveRecord } from './saveRecord';

const basePath = 'settings/forms';

/**
 * A form definition as the settings API answers it (spec 002 §3): the engine's definition plus
 * the revision to send back with a change.
 * @public
 */
export type FormDefinitionItem = FormDefinition & {
  /** Send it back with a change: a stale revision is refused with 409 `staleRevision`. */
  readonly revision: number;
};

/**
 * A form definition without its id (the path's), as a write sends it; deleting is
 * `deleteFormDefinition`'s job, so the status is active or inactive.
 * @public
 */
export type FormDefinitionDraft = Omit<FormDefinition, 'id' | 'status'> & {
  readonly status?: 'active' | 'inactive';
};

/**
 * A form write: `PUT settings/forms` (no `id`: creates) or `PUT settings/forms/{id}` (replaces).
 * The engine validates the definition (422 with JSON pointers into the body), the binding must
 * name an active provider of the version and its fields (422 at `/binding/...`), names are
 * unique among the version's active forms (422 at `/name`), and a stale `revision` answers 409
 * `staleRevision`.
 * @public
 */
export type FormDefinitionSave = FormDefinitionDraft & {
  readonly id?: string;
  /** The revision last read; absent on create. */
  readonly revision?: number;
};

/** A `GET settings/forms` query. @public */
export type FormDefinitionCollectionQuery = CollectionQuery<{
  filter: 'id' | 'name' | 'status';
  sort: 'name';
  include: never;
}>;

/** @public */
export type FormDefinitionCollectionResponse = CollectionResponse<FormDefinitionItem>;

/**
 * `GET settings/forms` (spec 001 §7: filter, pagination, sort) from the request's application
 * version; `query` searches names. Admins see every form that is not deleted unless the filter
 * names a status.
 * @public
 * @example fetchFormDefinitions(adapter, { filter: { status: 'active' }, sort: { name: 'asc' } });
 */
export function fetchFormDefinitions(
  adapter: HttpAdapter,
  query: FormDefinitionCollectionQuery = {},
  options: CallOptions = {},
): Promise<FormDefinitionCollectionResponse> {
  return adapter.request<FormDefinitionCollectionResponse>({
    method: 'GET',
    path: basePath,
    query,
    ...options,
  });
}

/** `GET settings/forms/{id}`: one form in full (404 for a deleted or unknown one). @public */
export async function fetchFormDefinition(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<FormDefinitionItem> {
  const response = await adapter.request<{ data: FormDefinitionItem }>({
    method: 'GET',
    path: `${basePath}/${encodeURIComponent(id)}`,
    ...options,
  });
  return response.data;
}

/** Whether an active form of the request's version has exactly this name (spec 001 §5.4). @public */
export async function formNameExists(
  adapter: HttpAdapter,
  name: string,
  options: ExistenceCheckOptions = {},
): Promise<boolean> {
  return (await countMatches(adapter, basePath, { status: 'active', name }, options)) > 0;
}

/** Creates (no `id`) or replaces a form, in an editable application version. Admins. @public */
export function saveFormDefinition(
  adapter: HttpAdapter,
  { id, ...form }: FormDefinitionSave,
  options: CallOptions = {},
): Promise<FormDefinitionItem> {
  return saveRecord<FormDefinitionItem>(adapter, basePath, id, form, options);
}

/** `DELETE settings/forms/{id}`: a soft delete, in an editable version. Admins. @public */
export async function deleteFormDefinition(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<void> {
  await deleteRecord(adapter, basePath, id, options);
}
