export { type AppOptions, createApp } from './app';
export {
  defaultAdminEmail,
  defaultAdminPassword,
  type LogLevel,
  loadConfig,
  logLevels,
  type ServerConfig,
} from './config';
export { ConfigError, isConfigError } from './configError';
export type { Database, DatabaseKind } from './database/database.types';
export type {
  ClientRow,
  DatabaseTables,
  PersonalDetails,
  RecordStatus,
  UserRow,
  UserType,
} from './database/databaseTables';
export { migrate } from './database/migrate';
export { openDatabase } from './database/openDatabase';
export { type SeedResult, seed } from './database/seed';
export { type ErrorBody, HttpError } from './http/httpError';
export type { AppDirs } from './http/registerStaticApps';
export type { ClientInfo } from './modules/clients/clientInfo.types';
export type { HealthStatus } from './modules/health/healthRoutes';
export type { SessionUser } from './modules/users/sessionUser.types';
export { serverVersion } from './serverVersion';
