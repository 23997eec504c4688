import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { DatabaseTables, PersonalDetails, UserType } from '../../database/databaseTables';
import type { LiveVersion } from './liveVersion';
import type { PermissionType } from './routeAccess';
import type { TenantScope } from './tenantScope';

/**
 * The person behind a request's live session.
 * @public
 */
export interface SessionPrincipal {
  readonly sessionId: string;
  readonly userId: string;
  readonly email: string;
  readonly isSuperAdmin: boolean;
  readonly personalDetails: PersonalDetails;
  readonly defaultClientId: string | null;
}

/**
 * The client a request acts in, and what the user is there.
 * @public
 */
export interface ClientSummary {
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly enabledFeatures: Readonly<Record<string, boolean>>;
  readonly settings: Readonly<Record<string, unknown>>;
}

/**
 * Everything a tenant route needs: the scope its repositories take, the client, the user's
 * effective type, roles, special permissions and features in that client, and `run`, which opens
 * a transaction that sees only this client's rows.
 * @public
 */
export interface TenantContext {
  readonly scope: TenantScope;
  readonly client: ClientSummary;
  readonly userType: UserType;
  readonly isAdmin: boolean;
  readonly isSuperAdmin: boolean;
  readonly roleIds: readonly string[];
  readonly specialPermissions: readonly PermissionType[];
  readonly specialFeatures: readonly { readonly type: string }[];
  /**
   * The client's live version as authentication read it (with the membership), if it did:
   * `requestVersion` answers an unlocked read of the live version from it.
   */
  readonly liveVersion?: LiveVersion | undefined;
  /**
   * The client's definitions' generation as authentication read it, if it did: definitions read
   * after it in a transaction that writes none may come from `definitionCache.ts`.
   */
  readonly definitionsGeneration?: string | undefined;
  run<T>(work: (trx: Transaction<DatabaseTables>) => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: SessionPrincipal | null;
    tenant: TenantContext | null;
  }
}

/**
 * The session of a route declared `authenticated` or stricter.
 * @throws when called on a public route (a programming error, answered as 500).
 * @internal
 */
export function principalOf(request: FastifyRequest): SessionPrincipal {
  if (request.principal === null) throw new Error(`${request.url}: no session on this route`);
  return request.principal;
}

/**
 * The tenant of a route declared `member` or stricter.
 * @throws when the route's access does not resolve a client (a programming error).
 * @internal
 */
export function tenantOf(request: FastifyRequest): TenantContext {
  if (request.tenant === null) throw new Error(`${request.url}: no client on this route`);
  return request.tenant;
}
