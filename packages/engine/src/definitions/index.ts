export type {
  AutomaticAction,
  AutomaticActionBase,
  AutomaticActionType,
  FieldValueAssignment,
  GeocodeAddress,
  MailAttachment,
  SelectRecordsQuery,
} from './automaticAction.types';
export { AUTOMATIC_ACTION_FEATURE_FLAGS } from './automaticAction.types';
export { automaticActionSchema } from './automaticActionSchema';
export type {
  ChartDataSourceBase,
  ChartDefinition,
  ChartQuery,
  ChartType,
  SeriesChartDataSource,
  SliceChartDataSource,
} from './chart.types';
export { CHART_PALETTE, chartColor, defaultDataSetLabel } from './chartPalette';
export { chartSchema } from './chartSchema';
export { childFormFields, isContainerField, isRepeatingGroupField } from './childFormFields';
export { compileJsonSchema } from './compileJsonSchema';
export type { DataInput, DataInputMeta } from './dataInput.types';
export { dataInputSchema } from './dataInputSchema';
export type {
  AggregatingDataProvider,
  DataProvider,
  DataProviderBase,
  DataProviderType,
  DefinitionContext,
  PipelineDataProvider,
  ProviderBinding,
  ProviderColumnAccess,
  ProviderRecordAccess,
  ProviderRoleAccess,
  QuerySourcedDataProvider,
  StoredDataProvider,
  VirtualDataProvider,
} from './dataProvider.types';
export { dataProviderSchema } from './dataProviderSchema';
export { DefinitionError, type DefinitionIssue } from './definitionError';
export {
  CONTEXT_TYPES,
  type ContextType,
  DATE_FORMATS,
  type DateFormat,
  SYSTEM_SOURCES,
  type SystemSource,
} from './enumerations';
export type { FieldAccess } from './fieldAccess';
export type {
  FieldSchema,
  FieldSchemaType,
  ObjectSchemaProperty,
  RelationDataSource,
} from './fieldSchema.types';
export { fieldSchemaSchema } from './fieldSchemaSchema';
export type {
  FormBinding,
  FormConnection,
  FormDefinition,
  FormEventListener,
  FormRedirect,
  SaveRedirect,
  UrlParameter,
  UrlRedirect,
} from './form.types';
export type {
  ContainerOptions,
  FormField,
  FormFieldLayout,
  FormFieldType,
  FormVariable,
  RepeatingGroupOptions,
  ValueValidator,
} from './formField.types';
export { formFieldSchema } from './formFieldSchema';
export { formSchema } from './formSchema';
export type {
  ProviderField,
  ProviderFieldAggregation,
  ProviderFieldBase,
  ProviderFieldKind,
  ProviderFieldTransform,
  ProviderFieldValue,
} from './providerField.types';
export { providerFieldSchema } from './providerFieldSchema';
export {
  type AndFilter,
  type ConstFilterValue,
  type DateExpressionFilterValue,
  type ExternalFilterValue,
  FILTER_DATE_EXPRESSIONS,
  FILTER_MATCH_KINDS,
  FILTER_VALUE_TYPES,
  type FieldIsEmptyFilter,
  type FieldNotEmptyFilter,
  type FieldSchemaAccessSearch,
  type FilterDateExpression,
  type FilterMatchKind,
  type FilterValue,
  type ForeignFieldSearch,
  type MatchFieldFilter,
  type OrFilter,
  type OwnFieldSearch,
  QUERY_FILTER_TYPES,
  type QueryFilter,
  type QueryFilterBase,
  queryFilterSchema,
  type RangeFilterValue,
  RECORD_SYSTEM_FIELDS,
  SEARCH_FIELD_TYPES,
  type SearchField,
  type SingleFilterValue,
  type UserExpressionFilterValue,
  type UserRolesExpressionFilterValue,
  VALUELESS_MATCH_KINDS,
} from './queryFilter';
export { appendSegment, joinPath, readablePath } from './readablePath';
export { SCHEMA_BASE_URL, SCHEMA_IDS } from './schemaIds';
export { SCHEMA_VERSIONS } from './schemaVersions';
export {
  isActiveStatus,
  isPresentStatus,
  isStatus,
  STATUSES,
  type Status,
  statusSchema,
} from './status';
export {
  assertDefinition,
  DEFINITION_KINDS,
  type DefinitionKind,
  type DefinitionKinds,
  type DefinitionValidation,
  validateDefinition,
} from './validateDefinition';
