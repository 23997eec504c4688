import {
  createStaticHost,
  type EngineHost,
  isValidTimeZone,
  type ViewDefinition,
} from '@tessera/engine';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import { forbidden, notFound } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import { unauthorized } from '../access/accessGuard';
import { authenticateThen } from '../access/authenticate';
import type { ClientSummary, TenantContext } from '../access/requestContext';
import { requestHost, timeZoneHeader } from '../access/requestHost';
import { mintTenantScope } from '../access/tenantScope';
import { createClientRepository } from '../clients/clientRepository';
import { type DefinitionCache, definitionKey } from '../definitions/definitionCache';
import { enforceRateLimit } from '../rateLimits/enforceRateLimit';
import type { RateLimiter } from '../rateLimits/rateLimiter';
import { requestVersion, selectVersion } from '../versions/requestVersion';
import { createVersionRepository } from '../versions/versionRepository';
import { findView } from './findView';
import { canOpenView, isPublicView } from './viewAccess';
import { viewKind } from './viewKind';
import type { ViewContext } from './viewRows.types';
import { visitorViewCallsPerIp } from './visitorViewRateLimit';

/** What the view routes need to tell a person from a visitor themselves. @internal */
export interface ViewRouteDeps {
  readonly kysely: Kysely<DatabaseTables>;
  readonly secret: Uint8Array;
  /** The server's definitions kept between calls: views and their providers are read through it. */
  readonly definitions: DefinitionCache;
}

/** What opening a view needs: the routes' deps and the rate limiter visitors are counted by. @internal */
export interface OpenViewDeps extends ViewRouteDeps {
  readonly limiter: RateLimiter;
}

function clientKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['x-client-key'];
  const key = Array.isArray(value) ? value[0] : value;
  return key === undefined || key === '' ? undefined : key;
}

/** A visitor's engine host: the request's zone and the server's clock, no user. */
function visitorHost(request: FastifyRequest): EngineHost {
  const header = request.headers[timeZoneHeader];
  const timeZone = (Array.isArray(header) ? header[0] : header) || 'UTC';
  if (!isValidTimeZone(timeZone)) {
    throw invalidRequest([{ path: `headers:/${timeZoneHeader}`, message: 'is not a time zone' }]);
  }
  return createStaticHost({ now: new Date(), timeZone });
}

/** A person's call: answered, or (outside the client named) to be answered as a visitor's. */
type MemberAnswer<T> =
  | { readonly answered: true; readonly answer: T }
  | { readonly answered: false };

/**
 * A visitor of a client, without login: no roles, no admin, reading the live version. The
 * client comes from `X-Client-Key`, else from the domain the request was sent to (as the access
 * guard finds it); only its features matter to a visitor.
 */
async function visitorTenant(
  request: FastifyRequest,
  kysely: Kysely<DatabaseTables>,
): Promise<TenantContext> {
  const clients = createClientRepository(kysely);
  const key = clientKeyOf(request);
  const found =
    key !== undefined
      ? await clients.findActiveByKey(key)
      : await clients.findActiveByDomain(request.host.replace(/:\d+$/, ''));
  if (found === undefined) throw notFound('Client not found');
  const client: ClientSummary = {
    id: found.id,
    key: found.key,
    name: found.name,
    enabledFeatures: found.enabledFeatures,
    settings: {},
  };
  // The scope reads the one view asked for, and its rows only when the view is public (below).
  const scope = mintTenantScope(client.id, '');
  return {
    scope,
    client,
    userType: 'user',
    isAdmin: false,
    isSuperAdmin: false,
    roleIds: [],
    specialPermissions: [],
    specialFeatures: [],
    run: (work) => runScoped(kysely, { clientId: client.id }, work),
  };
}

/**
 * Opens the view `views/{routeKeyOrViewId}` names for the request and runs `work` with it, in
 * one transaction of its client. views.show has guest permission (spec 000 §2): its routes are
 * public, so this does what the access guard does for member routes —
 * - a person logged in to a client they belong to reads that client's version (an admin's
 *   selection, else live) and may open the view as an admin, by one of its roles, or when it is
 *   public: unknown views answer 404, others' views 403;
 * - anyone else (no session, or a person outside the named client) is a visitor of the client
 *   `X-Client-Key` (or the domain) names: only a public view of a client with `viewsPublic`
 *   opens; every other view answers 401 whether it exists or not (log in to see it), and an
 *   unknown client 404. Visitors' calls are counted per IP first ({@link visitorViewCallsPerIp}):
 *   over the limit they answer 429 `tooManyRequests` with `Retry-After`, before any lookup.
 * @internal
 */
export async function openView<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: OpenViewDeps,
  routeKeyOrViewId: string,
  work: (context: ViewContext, view: ViewDefinition) => Promise<T>,
): Promise<T> {
  // A person's view is read in the transaction that authenticated them (scoped to their client
  // by then): one transaction per call, not one to authenticate and another to read.
  const member = await authenticateThen(
    deps.kysely,
    deps.secret,
    request.headers.authorization,
    { key: clientKeyOf(request), host: request.host },
    request.log,
    async ({ principal, tenant: resolution }, trx): Promise<MemberAnswer<T>> => {
      if (!resolution.ok) return { answered: false };
      const { tenant } = resolution;
      request.principal = principal;
      request.tenant = tenant;
      const version = await requestVersion(request, trx);
      // The view calls write no definitions: they may read them from the cache.
      const view = await deps.definitions.read(
        tenant,
        definitionKey(viewKind, version.id, routeKeyOrViewId),
        () => findView(trx, tenant.scope, version.id, routeKeyOrViewId),
      );
      if (view === undefined) throw notFound('View not found');
      if (!canOpenView(view, tenant)) throw forbidden('You may not open this view');
      const host = requestHost(request, tenant);
      const answer = await work(
        {
          trx,
          tenant,
          versionId: version.id,
          host,
          anonymous: false,
          definitions: deps.definitions,
        },
        view,
      );
      return { answered: true, answer };
    },
  );
  if (member?.answered === true) return member.answer;

  await enforceRateLimit(deps.limiter, reply, visitorViewCallsPerIp, request.ip);
  const tenant = await visitorTenant(request, deps.kysely);
  const host = visitorHost(request);
  return tenant.run(async (trx) => {
    const version = await selectVersion(createVersionRepository(trx, tenant.scope), undefined, '');
    const view = await findView(trx, tenant.scope, version.id, routeKeyOrViewId);
    if (view === undefined || !isPublicView(view, tenant.client)) {
      throw member === undefined
        ? unauthorized()
        : forbidden('You do not have access to this client');
    }
    return work(
      { trx, tenant, versionId: version.id, host, anonymous: true, definitions: deps.definitions },
      view,
    );
  });
}
