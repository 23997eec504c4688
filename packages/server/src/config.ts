import { resolve } from 'node:path';
import { ConfigError } from './configError';

/**
 * Log levels Fastify (pino) understands.
 * @public
 */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** @public */
export type LogLevel = (typeof logLevels)[number];

/**
 * The server's configuration, read once from the environment by {@link loadConfig}.
 * @public
 */
export interface ServerConfig {
  /** @default 3000 */
  readonly port: number;
  /** @default 'localhost' */
  readonly host: string;
  /** Absolute directory for the embedded database (and, later, files). @default './.tessera' */
  readonly dataDir: string;
  /** PostgreSQL connection URL; when absent the embedded PGlite under `dataDir` is used. */
  readonly databaseUrl: string | undefined;
  /** The super admin created on an empty database. */
  readonly admin: {
    readonly email: string;
    readonly password: string;
    /** `env` when TESSERA_ADMIN_PASSWORD was set, so nobody prints a custom secret. */
    readonly passwordSource: 'default' | 'env';
  };
  /** HS256 signing secret for tokens; when absent one is generated and kept in the database. */
  readonly jwtSecret: string | undefined;
  /** @default 'info' */
  readonly logLevel: LogLevel;
}

/** @public */
export const defaultAdminEmail = 'admin@tessera.local';
/** @public */
export const defaultAdminPassword = 'tessera-admin';

const minAdminPasswordLength = 6;
// HS256 wants a key at least as long as its 256-bit output.
const minJwtSecretLength = 32;
// Deliberately simple: one @, no spaces, a dot in the domain. Full RFC 5322 would accept
// addresses nobody can log in with from the login form.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Reads and validates the server configuration from environment variables. Empty strings count
 * as unset, so `PORT= tessera` behaves like no PORT at all.
 * @throws {ConfigError} with a one-line message naming the variable and what was expected.
 * @example loadConfig(process.env)
 * @public
 */
export function loadConfig(env: Env, cwd: string = process.cwd()): ServerConfig {
  const adminPassword = read(env, 'TESSERA_ADMIN_PASSWORD');
  return {
    port: parsePort(read(env, 'PORT')),
    host: read(env, 'HOST') ?? 'localhost',
    dataDir: resolve(cwd, read(env, 'DATA_DIR') ?? './.tessera'),
    databaseUrl: parseDatabaseUrl(read(env, 'DATABASE_URL')),
    admin: {
      email: parseEmail(read(env, 'TESSERA_ADMIN_EMAIL') ?? defaultAdminEmail),
      password: parseAdminPassword(adminPassword ?? defaultAdminPassword),
      passwordSource: adminPassword === undefined ? 'default' : 'env',
    },
    jwtSecret: parseJwtSecret(read(env, 'TESSERA_JWT_SECRET')),
    logLevel: parseLogLevel(read(env, 'LOG_LEVEL')),
  };
}

function read(env: Env, name: string): string | undefined {
  // Not trimmed: a password may end in a space, and a stray space elsewhere is better
  // reported (the message quotes the value) than silently repaired.
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 3000;
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(
      'PORT',
      `expected an integer from 1 to 65535, got ${JSON.stringify(value)}`,
    );
  }
  return port;
}

function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const expected = 'expected a postgres:// or postgresql:// URL';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // The value may hold a password: never echo it.
    throw new ConfigError('DATABASE_URL', `${expected}, got a value that is not a URL`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', `${expected}, got a ${url.protocol}// URL`);
  }
  if (url.hostname === '') {
    throw new ConfigError('DATABASE_URL', `${expected} with a host name`);
  }
  return value;
}

function parseEmail(value: string): string {
  if (!emailPattern.test(value)) {
    throw new ConfigError(
      'TESSERA_ADMIN_EMAIL',
      `expected an e-mail address, got ${JSON.stringify(value)}`,
    );
  }
  return value.toLowerCase();
}

function parseAdminPassword(value: string): string {
  if (value.length < minAdminPasswordLength) {
    throw new ConfigError(
      'TESSERA_ADMIN_PASSWORD',
      `expected at least ${minAdminPasswordLength} characters, got ${value.length}`,
    );
  }
  return value;
}

function parseJwtSecret(value: string | undefined): string | undefined {
  if (value !== undefined && value.length < minJwtSecretLength) {
    throw new ConfigError(
      'TESSERA_JWT_SECRET',
      `expected at least ${minJwtSecretLength} characters, got ${value.length}`,
    );
  }
  return value;
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined) return 'info';
  const level = logLevels.find((candidate) => candidate === value.toLowerCase());
  if (level === undefined) {
    throw new ConfigError(
      'LOG_LEVEL',
      `expected one of ${logLevels.join(', ')}, got ${JSON.stringify(value)}`,
    );
  }
  return level;
}
