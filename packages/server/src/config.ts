import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { ConfigError } from './configError';
import type { UploadLimits } from './modules/config/clientConfig.types';
import { defaultUploadLimits } from './modules/config/defaultUploadLimits';

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
  /**
   * Which reverse proxies may name the client's address in `X-Forwarded-For` (Fastify's
   * `trustProxy`): a number of hops, or a list of proxy addresses and CIDR ranges. `false`
   * (the default) takes the address from the socket, so a client cannot choose its own IP.
   * @default false
   */
  readonly trustProxy: TrustProxy;
  /** Upload limits in bytes, sent to the UI by `GET config`. @default 50 MB and 10 MB */
  readonly uploads: UploadLimits;
}

/**
 * Trusted proxies: `false` for none, a hop count, or proxy addresses/ranges as Fastify takes them.
 * @public
 */
export type TrustProxy = false | number | readonly string[];

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
    trustProxy: parseTrustProxy(read(env, 'TESSERA_TRUST_PROXY')),
    uploads: {
      maxFileSize: parseByteSize(
        env,
        'TESSERA_UPLOAD_MAX_FILE_SIZE',
        defaultUploadLimits.maxFileSize,
      ),
      documentTemplateMaxFileSize: parseByteSize(
        env,
        'TESSERA_TEMPLATE_MAX_FILE_SIZE',
        defaultUploadLimits.documentTemplateMaxFileSize,
      ),
    },
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

// Names proxy-addr (Fastify's trustProxy) knows for the private ranges.
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * `TESSERA_TRUST_PROXY`: a hop count (`1` = the nearest proxy), or a comma-separated list of
 * addresses, CIDR ranges and the names loopback/linklocal/uniquelocal. `true` (trust anyone) is
 * refused on purpose: it lets every client pick the IP its rate limits are counted under.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 10) return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (proxyRangeNames.includes(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    const bits = /^\d+$/.test(prefix) ? Number(prefix) : -1;
    return bits >= 0 && bits <= (version === 4 ? 32 : 128);
  });
  if (!valid) {
    throw new ConfigError(
      'TESSERA_TRUST_PROXY',
      `expected a hop count from 1 to 10 or a comma-separated list of proxy addresses or CIDR ranges, got ${JSON.stringify(value)}`,
    );
  }
  return entries;
}

/** A size in bytes: a positive integer of at most 10 GB. */
function parseByteSize(env: Env, name: string, fallback: number): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const bytes = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 1 || bytes > 10_000_000_000) {
    throw new ConfigError(
      name,
      `expected a size in bytes from 1 to 10000000000, got ${JSON.stringify(value)}`,
    );
  }
  return bytes;
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
