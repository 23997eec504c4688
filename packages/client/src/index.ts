export type {
  ApplicationLayout,
  ApplicationLayoutResult,
  LinkedView,
  MenuEntry,
} from './api/applicationLayoutApi';
export { fetchApplicationLayout } from './api/applicationLayoutApi';
export type { ApplicationVersionItem } from './api/applicationVersionsApi';
export {
  archiveApplicationVersion,
  copyApplicationVersion,
  fetchApplicationVersions,
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
export type { HealthReport } from './api/healthApi';
export { fetchHealth } from './api/healthApi';
export type { ProcessSummary } from './api/processesApi';
export { fetchProcesses, startableProcesses } from './api/processesApi';
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
export { createRolesByIdLoader } from './loaders/createRolesByIdLoader';
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
