export {
  checkRecordValue,
  MAX_RECORD_LIST_LENGTH,
  MAX_RECORD_TEXT_LENGTH,
  type RecordValueIssue,
} from './checkRecordValue';
export {
  compileRecordComputation,
  type RecordComputation,
  type RecordComputationInput,
  type RecordData,
} from './compileRecordComputation';
export { type ChangedField, diffRecordData } from './diffRecordData';
export { type PresentationOptions, presentRecordValue } from './presentRecordValue';
export { recordValuesByFieldId } from './recordValuesByFieldId';
export {
  type AccessSubject,
  type ProviderAccess,
  type RecordConditions,
  resolveProviderAccess,
} from './resolveProviderAccess';
