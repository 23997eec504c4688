export type {
  ApplicationLayout,
  ApplicationLayoutResult,
  LinkedView,
  MenuEntry,
} from './api/applicationLayoutApi';
export { fetchApplicationLayout } from './api/applicationLayoutApi';
export type {
  ApplicationVersionChanges,
  ApplicationVersionCollectionQuery,
  ApplicationVersionItem,
  DefinitionChange,
} from './api/applicationVersionsApi';
export {
  archiveApplicationVersion,
  copyApplicationVersion,
  fetchApplicationVersionChanges,
  fetchApplicationVersions,
  fetchApplicationVersionsPage,
  publishApplicationVersion,
  selectableVersionStatuses,
  unarchiveApplicationVersion,
} from './api/applicationVersionsApi';
export type { LoginCredentials, LoginResult } from './api/authApi';
export { fetchCurrentUser, login, loginByToken, logout } from './api/authApi';
export type { CallOptions, ExistenceCheckOptions } from './api/callOptions.types';
export type { ClientScriptItem, ClientScriptSave } from './api/clientSettingsApi';
export {
  fetchClientScripts,
  fetchClientSettings,
  saveClientScripts,
  saveClientSettings,
} from './api/clientSettingsApi';
export type {
  ClientChanges,
  ClientCollectionQuery,
  ClientCollectionResponse,
  ClientConflicts,
  ClientInfo,
  ClientItem,
  ClientLookup,
  ClientSettings,
  NewClient,
} from './api/clientsApi';
export {
  fetchClientInfo,
  fetchClients,
  findClientConflicts,
  saveClient,
} from './api/clientsApi';
export type {
  CollectionFields,
  CollectionMeta,
  CollectionQuery,
  CollectionResponse,
  FilterCondition,
  FilterScalar,
  RecordStatus,
} from './api/collection.types';
export type { ClientConfig, ClientScript, ConfigQuery } from './api/configApi';
export { configVersion, fetchConfig } from './api/configApi';
export type { CurrentUserChange, PasswordChange } from './api/currentUserApi';
export { changePassword, updateCurrentUser } from './api/currentUserApi';
export type {
  CustomPipelineParams,
  CustomPipelineResult,
  CustomQueryPage,
  CustomQueryParams,
} from './api/customQueryApi';
export { runCustomPipeline, runGeneralQuery } from './api/customQueryApi';
export type {
  DataProviderCollectionQuery,
  DataProviderCollectionResponse,
  DataProviderDraft,
  DataProviderItem,
  DataProviderSave,
} from './api/dataProvidersApi';
export {
  dataProviderNameExists,
  deleteDataProvider,
  fetchDataProvider,
  fetchDataProviders,
  saveDataProvider,
} from './api/dataProvidersApi';
export type { RecordFieldWrite, RecordSave } from './api/dataRecordsApi';
export { saveDataRecord } from './api/dataRecordsApi';
export type {
  DocumentTypeCollectionQuery,
  DocumentTypeCollectionResponse,
  DocumentTypeItem,
  DocumentTypePermission,
  DocumentTypeRoleAccess,
  DocumentTypeSave,
} from './api/documentTypesApi';
export {
  deleteDocumentType,
  documentTypeNameExists,
  fetchDocumentTypes,
  saveDocumentType,
} from './api/documentTypesApi';
export { fetchDataRecord } from './api/fetchDataRecord';
export type {
  CalculateFormMethodsRequest,
  CalculateFormMethodsResponse,
  FormCalculationTarget,
  FormMethodInput,
  FormMethodProblem,
  FormMethodResult,
} from './api/formCalculationsApi';
export { calculateFormMethods, maxFormMethodsPerRequest } from './api/formCalculationsApi';
export type {
  FormChoice,
  FormChoicesPage,
  FormChoicesRequest,
} from './api/formChoicesApi';
export { fetchFormChoices, maxChoicesPerPage } from './api/formChoicesApi';
export type {
  FormPreload,
  FormPreloadRequest,
  FormProcessSettings,
} from './api/formPreloadApi';
export { preloadForm } from './api/formPreloadApi';
export type {
  FormDefinitionCollectionQuery,
  FormDefinitionCollectionResponse,
  FormDefinitionDraft,
  FormDefinitionItem,
  FormDefinitionSave,
} from './api/formSettingsApi';
export {
  deleteFormDefinition,
  fetchFormDefinition,
  fetchFormDefinitions,
  formNameExists,
  saveFormDefinition,
} from './api/formSettingsApi';
export type { HealthReport } from './api/healthApi';
export { fetchHealth } from './api/healthApi';
export type { ApplicationLayoutSave } from './api/layoutSettingsApi';
export { saveApplicationLayout } from './api/layoutSettingsApi';
export type {
  ActionOutput,
  ListenerOutput,
  ProcessFieldValue,
  ProcessSave,
  ProcessSaveResult,
  ProcessStart,
  ProcessSummary,
  ProcessUpdate,
  SaveCallOptions,
} from './api/processesApi';
export {
  fetchProcesses,
  startableProcesses,
  startProcess,
  updateProcess,
} from './api/processesApi';
export type {
  HistoryChangedField,
  HistoryUser,
  ProcessHistoryFilter,
  ProcessHistoryLog,
  ProcessHistoryLogs,
} from './api/processHistoryApi';
export { fetchProcessHistoryLogs } from './api/processHistoryApi';
export type {
  ProcessItem,
  RecordItem,
  SchemaDescription,
  SchemaDescriptionField,
} from './api/processItem.types';
export type {
  ProcessSettingsCollectionQuery,
  ProcessSettingsCollectionResponse,
  ProcessSettingsDraft,
  ProcessSettingsItem,
  ProcessSettingsSave,
} from './api/processSettingsApi';
export {
  deleteProcessSettings,
  fetchProcessSettings,
  fetchProcessSettingsPage,
  processSettingsNameExists,
  saveProcessSettings,
} from './api/processSettingsApi';
export { fetchRecordsByIds, maxRecordIdsPerRequest } from './api/recordsByIdsApi';
export type {
  RegistrationRequest,
  RegistrationResult,
  RegistrationStatus,
} from './api/registrationApi';
export { registerUser } from './api/registrationApi';
export type {
  PermissionEntity,
  PermissionEntityKind,
  RoleCollectionQuery,
  RoleCollectionResponse,
  RolePermissionType,
  RoleRecord,
  RoleSave,
} from './api/rolesApi';
export {
  deleteRole,
  fetchRolePermissionEntities,
  fetchRoles,
  roleNameExists,
  saveRole,
} from './api/rolesApi';
export {
  fetchSchemaDescriptions,
  type ProviderDescription,
  type ProviderFieldDescription,
  type SchemaDescriptionQuery,
} from './api/schemaDescriptionsApi';
export type {
  LoginToken,
  UserCollectionQuery,
  UserCollectionResponse,
  UserImportRow,
  UserPersonalDetails,
  UserRecord,
  UserSave,
} from './api/usersApi';
export {
  batchSaveUsers,
  createLoginToken,
  emailExists,
  fetchUsers,
  findUserMatches,
  saveUser,
} from './api/usersApi';
export type {
  ViewDefinitionCollectionQuery,
  ViewDefinitionCollectionResponse,
  ViewDefinitionDraft,
  ViewDefinitionItem,
  ViewDefinitionSave,
} from './api/viewSettingsApi';
export {
  deleteViewDefinition,
  fetchViewDefinition,
  fetchViewDefinitions,
  saveViewDefinition,
  viewNameExists,
  viewRouteKeyExists,
} from './api/viewSettingsApi';
export type {
  RuntimeView,
  RuntimeViewColumn,
  ViewCell,
  ViewRow,
  ViewRowsPage,
  ViewRowsRequest,
  ViewRowTarget,
  ViewSort,
} from './api/viewsApi';
export { fetchViewRows, maxViewRowsPerPage, resolveView } from './api/viewsApi';
export type { ApiErrorInit } from './apiError';
export { ApiError, createApiErrorFromResponse, isApiError } from './apiError';
export {
  clientKeyFromPath,
  isStudioPath,
  loginPath,
  mainPath,
  reservedPathSegments,
  settingsPath,
  startPath,
} from './appPaths';
export type { ApiErrorKind } from './classifyApiError';
export { classifyApiError } from './classifyApiError';
export type { LoginFailure, LoginFailureReason } from './classifyLoginError';
export { classifyLoginError } from './classifyLoginError';
export type { PasswordChangeFailure, PasswordChangeField } from './classifyPasswordChangeError';
export { classifyPasswordChangeError } from './classifyPasswordChangeError';
export type { RegistrationFailure, RegistrationField } from './classifyRegistrationError';
export { classifyRegistrationError } from './classifyRegistrationError';
export type { FetchAdapterOptions } from './createFetchAdapter';
export { createFetchAdapter } from './createFetchAdapter';
export type {
  FixtureAdapter,
  FixtureAdapterOptions,
  FixtureHandler,
  FixtureRequest,
  FixtureRoutes,
} from './createFixtureAdapter';
export { createFixtureAdapter } from './createFixtureAdapter';
export type { Listeners } from './createListeners';
export { createListeners } from './createListeners';
export { getFullName, isAdmin } from './currentUser';
export type { CurrentUser, PersonalDetails, UserType } from './currentUser.types';
export { encodeQuery } from './encodeQuery';
export type {
  CallDescription,
  HttpAdapter,
  HttpMethod,
  MultipartFields,
  MultipartValue,
  QueryParams,
  QueryValue,
  RequestOptions,
  UploadOptions,
  UploadProgress,
} from './httpAdapter.types';
export type { BatchedLoader, BatchedLoaderOptions } from './loaders/createBatchedLoader';
export { createBatchedLoader } from './loaders/createBatchedLoader';
export type {
  FormMethodsCalculator,
  FormMethodsCalculatorOptions,
} from './loaders/createFormMethodsCalculator';
export { createFormMethodsCalculator } from './loaders/createFormMethodsCalculator';
export { createProviderDescriptionsLoader } from './loaders/createProviderDescriptionsLoader';
export { createRolesByIdLoader } from './loaders/createRolesByIdLoader';
export type { SourceRecordKey } from './loaders/createSourceRecordsLoader';
export { createSourceRecordsLoader } from './loaders/createSourceRecordsLoader';
export type { FieldProblem, FieldProblemCode } from './readFieldProblems';
export {
  defaultRequestTimeoutMs,
  generatedDocumentTimeoutMs,
  longRequestTimeoutMs,
  uploadTimeoutMs,
} from './requestTimeouts';
export type { SignOutOptions } from './session/sessionFlows';
export { refreshCurrentUser, signIn, signOut } from './session/sessionFlows';
export type { SessionState, SessionStore, SessionStoreOptions } from './session/sessionStore';
export { createSessionStore, sessionStorageKeys } from './session/sessionStore';
export type {
  VersionSelectionState,
  VersionSelectionStore,
  VersionSelectionStoreOptions,
} from './session/versionSelectionStore';
export {
  applicationVersionHeader,
  createVersionSelectionStore,
  versionSelectionStorageKey,
} from './session/versionSelectionStore';
export { toFormData } from './toFormData';
