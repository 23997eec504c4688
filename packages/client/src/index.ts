export type { LoginCredentials, LoginResult } from './api/authApi';
export { fetchCurrentUser, login, logout } from './api/authApi';
export type { CallOptions } from './api/callOptions.types';
export type { ClientInfo, ClientLookup } from './api/clientsApi';
export { fetchClientInfo } from './api/clientsApi';
export type { HealthReport } from './api/healthApi';
export { fetchHealth } from './api/healthApi';
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
export type { FetchAdapterOptions } from './createFetchAdapter';
export { createFetchAdapter, defaultRequestTimeoutMs } from './createFetchAdapter';
export type {
  FixtureAdapter,
  FixtureAdapterOptions,
  FixtureHandler,
  FixtureRequest,
  FixtureRoutes,
} from './createFixtureAdapter';
export { createFixtureAdapter } from './createFixtureAdapter';
export { getFullName, isAdmin } from './currentUser';
export type { CurrentUser, PersonalDetails, UserType } from './currentUser.types';
export { encodeQuery } from './encodeQuery';
export type {
  HttpAdapter,
  HttpMethod,
  QueryParams,
  QueryValue,
  RequestOptions,
} from './httpAdapter.types';
export type { SignOutOptions } from './session/sessionFlows';
export { refreshCurrentUser, signIn, signOut } from './session/sessionFlows';
export type { SessionState, SessionStore, SessionStoreOptions } from './session/sessionStore';
export { createSessionStore, sessionStorageKeys } from './session/sessionStore';
