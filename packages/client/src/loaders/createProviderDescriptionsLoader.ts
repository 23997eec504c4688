import { fetchSchemaDescriptions, type ProviderDescription } from '../api/schemaDescriptionsApi';
import type { HttpAdapter } from '../httpAdapter.types';
import { type BatchedLoader, createBatchedLoader } from './createBatchedLoader';

/**
 * Provider descriptions by provider id, loaded as they are needed (spec 000 §7 batched loads:
 * "provider descriptions"): the ids asked for within 200 ms go out as one
 * `GET schema-descriptions?filter[id][]=…`, 50 per request. A provider that is not active in the
 * selected version (or not there) resolves `null`. Make one per session, client and version.
 * @public
 */
export function createProviderDescriptionsLoader(
  adapter: HttpAdapter,
): BatchedLoader<string, ProviderDescription> {
  return createBatchedLoader({
    loadMany: async (ids) => {
      const page = await fetchSchemaDescriptions(adapter, {
        filter: { id: [...ids] },
        pagination: { perPage: ids.length },
      });
      return page.data;
    },
    keyOf: (description) => description.id,
  });
}
