import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';
import type { RecordItem } from './processItem.types';

/**
 * `GET dataRecords/{providerId}/record/{recordId}`: one record as the person may see it, with
 * its written values (`originalData`), read values (`data`) and the `version` a change sends
 * back (spec 002 §3: the record dialog reads values from originalData or data by dbFieldName).
 * 404 for a record the person may not see.
 * @public
 */
export async function fetchDataRecord(
  adapter: HttpAdapter,
  providerId: string,
  recordId: string,
  options: CallOptions = {},
): Promise<RecordItem> {
  const response = await adapter.request<{ data: RecordItem }>({
    method: 'GET',
    path: `dataRecords/${encodeURIComponent(providerId)}/record/${encodeURIComponent(recordId)}`,
    ...options,
  });
  return response.data;
}
