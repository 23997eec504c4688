export {
  applyTransformation,
  type CompiledAsyncTransformation,
  type CompiledSyncTransformation,
  type CompiledTransformation,
  type CompiledTransformationChain,
  compileTransformation,
  compileTransformationChain,
  type TransformationContext,
  validateTransformation,
} from './compileTransformation';
export { createDateShift } from './complexDateShift';
export {
  type FileContent,
  type FileContentHost,
  FileContentNotFoundError,
} from './fileContentHost.types';
export { retrieveFileContent } from './retrieveFileContent';
export { retrieveArrayColumn, retrieveValue, unwindValue } from './retrieveValues';
export {
  type ArrayColumnRetrieveTransformation,
  type ComplexDateShiftTransformation,
  DATE_SHIFT_ACTIONS,
  DATE_SHIFT_UNITS,
  type DateShiftAction,
  type DateShiftComponent,
  type DateShiftUnit,
  type FileContentRetrieveTransformation,
  type SyncTransformationDefinition,
  TRANSFORMATION_TYPES,
  type TransformationDefinition,
  type TransformationType,
  type UnwindTransformation,
  type ValueRetrieveTransformation,
} from './transformation.types';
export { transformationSchema } from './transformationSchema';
export { parseValuePath, readValuePath, type ValuePath, writeValuePath } from './valuePath';
