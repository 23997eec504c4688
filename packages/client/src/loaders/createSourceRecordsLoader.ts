import type { RecordItem } from '../api/processItem.types';
import { fetchRecordsByIds } from '../api/recordsByIdsApi';
import type { HttpAdapter } from '../httpAdapter.types';
import { type BatchedLoader, createBatchedLoader } from './createBatchedLoader';

/** A record of any provider, by its provider and id. @public */
export interface SourceRecordKey {
  readonly providerId: string;
  readonly recordId: string;
}

const cacheKeyOf = (key: SourceRecordKey) => `${key.providerId}/${key.recordId}`;

/**
 * Records of any provider by id, loaded as they are needed (spec 001 §7 "source record lookups",
 * §9 "record-id batches: 50, up to 5 groups in parallel"): the keys asked for within 200 ms go out
 * 50 per batch, at most 5 batches in flight, each batch as one `fetchRecordsByIds` per provider it
 * names. A record that is missing, deleted or hidden from the person resolves `null`; a failed
 * request rejects the callers of its batch (not cached: the next load asks again), so a screen
 * can tell "could not load" from "not there". Make one per session and client; `prime` it with a
 * record just saved, `clear` it when records change.
 * @public
 * @example
 * const records = createSourceRecordsLoader(adapter);
 * const customer = await records.load({ providerId: customersId, recordId });
 */
export function createSourceRecordsLoader(
  adapter: HttpAdapter,
): BatchedLoader<SourceRecordKey, RecordItem> {
  return createBatchedLoader({
    loadMany: async (keys) => {
      const idsByProvider = new Map<string, string[]>();
      for (const { providerId, recordId } of keys) {
        const ids = idsByProvider.get(providerId) ?? [];
        ids.push(recordId);
        idsByProvider.set(providerId, ids);
      }
      const pages = await Promise.all(
        [...idsByProvider].map(([providerId, ids]) => fetchRecordsByIds(adapter, providerId, ids)),
      );
      return pages.flat();
    },
    keyOf: (record) => ({ providerId: record.providerId, recordId: record.id }),
    cacheKeyOf,
  });
}
