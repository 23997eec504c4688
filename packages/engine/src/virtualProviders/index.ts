export {
  createProviderRecordsReader,
  type ProviderRecordsSources,
} from './createProviderRecordsReader';
export {
  isVirtualProvider,
  planVirtualProvider,
  type VirtualFieldSource,
  type VirtualProviderPlan,
  type VirtualRecordIds,
} from './planVirtualProvider';
export { providerCycleError } from './providerCycleError';
export { NUMBERED_RECORD_ID_PREFIX, numberedRecordId, virtualRecords } from './virtualRecords';
