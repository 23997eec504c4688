import type { DataProvider } from '../definitions/dataProvider.types';
import type { EvaluationContext } from '../host/evaluationContext.types';
import { compilePipeline } from '../queries/compilePipeline';
import type {
  ProviderRecords,
  QueryCompileOptions,
  QueryInput,
  QueryRecord,
} from '../queries/queryRun.types';
import { isVirtualProvider, planVirtualProvider } from './planVirtualProvider';
import { providerCycleError } from './providerCycleError';
import { virtualRecords } from './virtualRecords';

/** What {@link createProviderRecordsReader} reads. @public */
export interface ProviderRecordsSources {
  /** The stored records of manual and process providers, in source order. */
  readonly stored: ProviderRecords;
  /** The provider definitions of the application version, by id. */
  readonly providerOf: (providerId: string) => DataProvider | undefined;
  readonly context: EvaluationContext;
  /** The reader's record access, applied to every source record a virtual provider reads. */
  readonly recordFilter?: QueryInput['recordFilter'];
  readonly options?: QueryCompileOptions;
}

/**
 * The records of any provider, stored or virtual, for the in-memory executor's `providers` and
 * `records` (docs/virtual-providers.md): a virtual provider's records are computed once per
 * reader from its sources' records — which may be virtual themselves — with the reader's record
 * access applied to every record read on the way. The virtual records themselves are returned
 * unfiltered: the query that reads them applies the access to its own provider.
 * @public
 * @throws DefinitionError when virtual providers read each other in a cycle, or a plan fails.
 */
export function createProviderRecordsReader(sources: ProviderRecordsSources): ProviderRecords {
  const computed = new Map<string, readonly QueryRecord[]>();
  const reading: string[] = [];
  const read: ProviderRecords = (providerId) => {
    const provider = sources.providerOf(providerId);
    if (provider === undefined || !isVirtualProvider(provider)) return sources.stored(providerId);
    const known = computed.get(providerId);
    if (known !== undefined) return known;
    if (reading.includes(providerId)) throw providerCycleError(reading, providerId);
    reading.push(providerId);
    try {
      const plan = planVirtualProvider(provider, sources.providerOf);
      const rows = compilePipeline(plan.pipeline, sources.options).run({
        records: read(plan.pipeline.fromProviderId) ?? [],
        providers: read,
        context: sources.context,
        ...(sources.recordFilter === undefined ? {} : { recordFilter: sources.recordFilter }),
      });
      const records = virtualRecords(plan, rows);
      computed.set(providerId, records);
      return records;
    } finally {
      reading.pop();
    }
  };
  return read;
}
