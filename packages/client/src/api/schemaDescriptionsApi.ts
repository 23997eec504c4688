import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';
import type { CollectionQuery, CollectionResponse } from './collection.types';

/** One column of a provider as the runtime reads and presents records by it. @public */
export interface ProviderFieldDescription {
  readonly id: string;
  readonly dbFieldName: string;
  readonly name: string;
  /** The field's kind: value_field, computed_field, computed_string_template... */
  readonly type: string;
  readonly fieldValue: { readonly type: string } & Readonly<Record<string, unknown>>;
  readonly transform?: { readonly type: string } & Readonly<Record<string, unknown>>;
}

/**
 * A data provider's description: the columns the current person may see (spec 001 §7,
 * `GET schema-descriptions`).
 * @public
 */
export interface ProviderDescription {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly fields: readonly ProviderFieldDescription[];
}

/** @public */
export type SchemaDescriptionQuery = CollectionQuery<{
  filter: 'id' | 'name' | 'status';
  sort: 'name';
  include: never;
}>;

/**
 * `GET schema-descriptions`: descriptions of the active providers of the selected version, with
 * the collection conventions (filter by `id`).
 * @public
 */
export function fetchSchemaDescriptions(
  adapter: HttpAdapter,
  query: SchemaDescriptionQuery = {},
  options: CallOptions = {},
): Promise<CollectionResponse<ProviderDescription>> {
  return adapter.request<CollectionResponse<ProviderDescription>>({
    method: 'GET',
    path: 'schema-descriptions',
    query,
    ...options,
  });
}
