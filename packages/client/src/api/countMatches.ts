import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';
import type { CollectionResponse, FilterCondition } from './collection.types';

/**
 * How many records of a collection match `filter`: asks for a one-item page and reads
 * `meta.total`, so an existence check moves no records. `exceptId` excludes the record being
 * edited (`filter[id][ne]`).
 * @internal
 */
export async function countMatches(
  adapter: HttpAdapter,
  path: string,
  filter: { readonly [field: string]: FilterCondition },
  { exceptId, ...options }: CallOptions & { exceptId?: string | undefined } = {},
): Promise<number> {
  const response = await adapter.request<CollectionResponse<unknown>>({
    method: 'GET',
    path,
    query: {
      filter: exceptId === undefined ? filter : { ...filter, id: { ne: exceptId } },
      pagination: { perPage: 1 },
    },
    ...options,
  });
  return response.meta.total;
}
