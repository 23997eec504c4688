import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseTables, UserType } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import { liveVersionOf } from './liveVersion';
import type { CallingPrincipal } from './loadPrincipal';
import type { TenantContext } from './requestContext';
import { type PermissionType, permissionTypes } from './routeAccess';
import { mintTenantScope } from './tenantScope';

/** @internal */
export type TenantResolution =
  | { readonly ok: true; readonly tenant: TenantContext }
  | { readonly ok: false; readonly reason: 'noClient' | 'notMember' };

/**
 * The tenant a request acts in, from what authentication read (`loadPrincipal`): the client the
 * request selected and the user's active membership there. The header or host only *selects*
 * among the clients the user belongs to with an active membership; anything else is refused. A
 * super admin may act in any active client; doing so outside their own memberships is logged.
 * The tenant's `run` opens the request's own transactions on `kysely`.
 * @internal
 */
export function resolveTenant(
  kysely: Kysely<DatabaseTables>,
  { principal, client, membership }: CallingPrincipal,
  log: FastifyBaseLogger,
): TenantResolution {
  if (client === undefined) return { ok: false, reason: 'noClient' };
  const settings = { clientId: client.id, userId: principal.userId };
  if (membership === undefined && !principal.isSuperAdmin)
    return { ok: false, reason: 'notMember' };
  if (membership === undefined) {
    log.info({ clientKey: client.key, userId: principal.userId }, 'super admin acting in a client');
  }

  const userType: UserType = principal.isSuperAdmin ? 'super_admin' : (membership?.type ?? 'user');
  const scope = mintTenantScope(client.id, principal.userId);
  return {
    ok: true,
    tenant: {
      scope,
      client,
      userType,
      isAdmin: userType !== 'user',
      isSuperAdmin: principal.isSuperAdmin,
      roleIds: membership?.roles.map((role) => role.id) ?? [],
      specialPermissions: grantedPermissions(membership?.roles ?? []),
      specialFeatures: membership?.special_features ?? [],
      liveVersion: liveVersionOf(membership?.live_version),
      // No row yet: no definition of the client has changed since the counter came (0).
      ...(membership === undefined
        ? {}
        : { definitionsGeneration: membership.definitions_generation ?? '0' }),
      run: (work) => runScoped(kysely, settings, work),
    },
  };
}

function grantedPermissions(
  roles: readonly { permissions: { type: string }[] }[],
): PermissionType[] {
  const granted = new Set(roles.flatMap((role) => role.permissions.map((p) => p.type)));
  return permissionTypes.filter((type) => granted.has(type));
}
