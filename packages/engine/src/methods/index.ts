export {
  COMPOSED_TYPES,
  MAX_MULTIPLIED_ITEMS,
  multipliedItemCount,
} from './compileComposedComplexValue';
export { COORDINATES_DECIMALS, DEVICE_INFO_TYPES } from './compileContextReads';
export { AGGREGATION_METHODS, DELEGATED_METHOD_TYPES } from './compileDelegatedMethod';
export { formatUrlQuery, GENERATED_URL_ROUTE_TYPES } from './compileGeneratedUrlValue';
export {
  compileMethod,
  METHOD_TYPES,
  UnsupportedMethodTypeError,
  validateMethod,
} from './compileMethod';
export { formatTemplateValue } from './compileTemplatedString';
export type {
  AggregatedValueMethod,
  AggregationMethod,
  CalculatedFunctionMethod,
  CompiledMethod,
  ComposedArrayItems,
  ComposedComplexValueMethod,
  ComposedItemProperty,
  ComposedProperty,
  ComputedExpressionMethod,
  ConditionalChoice,
  ConditionalValueMethod,
  CurrentRecordIdMethod,
  DelegatedMethodDefinition,
  DeviceInfoMethod,
  ExecutePipelineQueryMethod,
  ExpressionMethod,
  FieldValueAccessMethod,
  GeneratedCodeSequenceMethod,
  GeneratedQrCodeMethod,
  GeneratedUrlParameter,
  GeneratedUrlRoute,
  GeneratedUrlValueMethod,
  GetExternalRecordMethod,
  ManualMethod,
  Method,
  MethodDefinition,
  MethodType,
  NoValueMethod,
  TemplatedStringMethod,
  TextFromGeneratedDocumentTemplateMethod,
  TransformedValueMethod,
  UploadedFileMethod,
  UrlQueryMethod,
  VariableValueMethod,
} from './method.types';
export { methodSchema } from './methodSchema';
