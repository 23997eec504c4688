import type { HttpAdapter } from '../httpAdapter.types';
import { type SaveCallOptions, saveRequest } from './processesApi';
import type { RecordItem } from './processItem.types';

/** One value a record save writes: the provider field (by id) and its value. @public */
export interface RecordFieldWrite {
  readonly providerFieldId: string;
  readonly value: unknown;
}

/**
 * What `saveDataRecord` sends (spec 001 §7, 002 §7 "data record service: save by provider id with
 * {id, fields[], updateReason}"): no `id` creates a record; with one, the fields given change.
 * @public
 */
export interface RecordSave {
  /** The record to change; absent to create one. */
  readonly id?: string;
  readonly fields: readonly RecordFieldWrite[];
  /** Why the record changes, kept in its history. */
  readonly updateReason?: string;
  /** The version read: a change of a record saved by someone else meanwhile answers 409. */
  readonly version?: number;
}

/**
 * `PUT dataRecords/{providerId}/record` (create) or `…/record/{recordId}` (change): answers the
 * saved record as the person may see it. 422 with `errors: [{ path: '/fields/{index}/value',
 * message }]` for values that do not fit their fields (the index is the one in `fields`), 409
 * `staleRecordVersion` for a stale `version`, 403/404 for a provider the person may not write.
 * @example
 * const customer = await saveDataRecord(adapter, providerId, {
 *   fields: [{ providerFieldId: 'name', value: 'Jan Kowalski' }],
 * });
 * @public
 */
export async function saveDataRecord(
  adapter: HttpAdapter,
  providerId: string,
  save: RecordSave,
  options: SaveCallOptions = {},
): Promise<RecordItem> {
  const base = `dataRecords/${encodeURIComponent(providerId)}/record`;
  const response = await adapter.request<{ data: RecordItem }>(
    saveRequest(
      {
        method: 'PUT',
        path: save.id === undefined ? base : `${base}/${encodeURIComponent(save.id)}`,
        body: save,
      },
      options,
    ),
  );
  return response.data;
}
