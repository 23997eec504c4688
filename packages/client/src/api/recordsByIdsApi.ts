import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';
import type { RecordItem } from './processItem.types';

/** Most ids one `fetchRecordsByIds` call takes (spec 001 §9: record ids in batches of 50). @public */
export const maxRecordIdsPerRequest = 50;

/**
 * `POST dataRecords/{providerId}/by-ids`: the records among `ids` the person may see, with the
 * columns they may see, in no particular order; ids that are not there (or hidden from them) are
 * left out. At most {@link maxRecordIdsPerRequest} ids; the server answers 422 beyond that.
 * @public
 * @example
 * const records = await fetchRecordsByIds(adapter, customersId, [firstId, secondId]);
 */
export async function fetchRecordsByIds(
  adapter: HttpAdapter,
  providerId: string,
  ids: readonly string[],
  options: CallOptions = {},
): Promise<readonly RecordItem[]> {
  if (ids.length === 0) return [];
  if (ids.length > maxRecordIdsPerRequest) {
    throw new RangeError(
      `fetchRecordsByIds: at most ${maxRecordIdsPerRequest} ids per call, got ${ids.length}`,
    );
  }
  const response = await adapter.request<{ data: readonly RecordItem[] }>({
    method: 'POST',
    path: `dataRecords/${encodeURIComponent(providerId)}/by-ids`,
    body: { ids },
    ...options,
  });
  return response.data;
}
