import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { forbidden, HttpError, notFound } from '../../http/httpError';
import { authenticate } from './authenticate';
import type { TenantContext } from './requestContext';
import type { RouteAccess } from './routeAccess';

/**
 * One declared API route: method, URL pattern (Fastify's `:param` form) and who may call it.
 * @public
 */
export interface ApiRoute {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccess;
}

/** @internal */
export const unauthorized = () => new HttpError(401, 'Not logged in or the session has ended');

/**
 * Deny by default: every route registered in `api` must declare `config.access` or the server
 * does not start, and every request is checked against it before its body is even read. Sets
 * `request.principal` and `request.tenant` for the handlers.
 * @internal
 */
export function registerAccessGuard(
  api: FastifyInstance,
  deps: {
    readonly kysely: Kysely<DatabaseTables>;
    readonly secret: Uint8Array;
    /** Receives every route as it is declared: the route table tests are built from. */
    readonly routes?: ApiRoute[];
  },
): void {
  api.decorateRequest('principal', null);
  api.decorateRequest('tenant', null);

  api.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`route ${String(route.method)} ${route.url} declares no config.access`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') deps.routes?.push({ method, url: route.url, access });
    }
  });

  api.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) throw notFound();
    if (access === 'public') return;

    const authentication = await authenticate(
      deps.kysely,
      deps.secret,
      request.headers.authorization,
      { key: clientKeyHeader(request), host: request.host },
      request.log,
    );
    if (authentication === undefined) throw unauthorized();
    request.principal = authentication.principal;

    const resolution = authentication.tenant;
    if (resolution.ok) request.tenant = resolution.tenant;
    if (access === 'authenticated') return;
    if (!resolution.ok) throw forbidden('You do not have access to this client');
    if (!allows(access, resolution.tenant)) throw forbidden();
  });
}

function allows(access: Exclude<RouteAccess, 'public' | 'authenticated'>, tenant: TenantContext) {
  if (access === 'member') return true;
  if (access === 'admin') return tenant.isAdmin;
  if (access === 'superAdmin') return tenant.isSuperAdmin;
  return tenant.isAdmin || tenant.specialPermissions.includes(access.permission);
}

function clientKeyHeader(request: FastifyRequest): string | undefined {
  const value = request.headers['x-client-key'];
  const key = Array.isArray(value) ? value[0] : value;
  return key === undefined || key === '' ? undefined : key;
}
