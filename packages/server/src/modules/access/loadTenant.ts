import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DatabaseTables, UserType } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import { liveVersionColumn, liveVersionOf } from './liveVersion';
import type { CallingPrincipal } from './loadPrincipal';
import type { TenantContext } from './requestContext';
import { type PermissionType, permissionTypes } from './routeAccess';
import { mintTenantScope } from './tenantScope';

/** @internal */
export type TenantResolution =
  | { readonly ok: true; readonly tenant: TenantContext }
  | { readonly ok: false; readonly reason: 'noClient' | 'notMember' };

/**
 * What the user is in the client their request selected (`loadPrincipal` found it) — and the
 * client's live version, which most calls read next — in the request's authentication transaction
 * (`trx`, scoped to the user and this client by `loadPrincipal`): one query. The header or host only *selects*
 * among the clients the user belongs to with an active membership; anything else is refused. A super admin may act in any active client; doing so outside their own memberships is
 * logged. The tenant's `run` opens the request's own transactions on `kysely`.
 * @internal
 */
export async function loadTenant(
  trx: Transaction<DatabaseTables>,
  kysely: Kysely<DatabaseTables>,
  { principal, client }: CallingPrincipal,
  log: FastifyBaseLogger,
): Promise<TenantResolution> {
  if (client === undefined) return { ok: false, reason: 'noClient' };
  const settings = { clientId: client.id, userId: principal.userId };
  // `loadPrincipal` left `trx` scoped to this client and the user, as `runScoped` scopes one.
  const membership = await trx
    .selectFrom('client_users')
    .select(['type', 'special_features'])
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('user_roles')
          .innerJoin('roles', (join) =>
            join
              .onRef('roles.client_id', '=', 'user_roles.client_id')
              .onRef('roles.id', '=', 'user_roles.role_id'),
          )
          .select(['roles.id', 'roles.permissions'])
          .whereRef('user_roles.client_id', '=', 'client_users.client_id')
          .whereRef('user_roles.user_id', '=', 'client_users.user_id')
          .where('roles.status', '=', 'active')
          .orderBy('roles.id'),
      ).as('roles'),
    )
    .select(liveVersionColumn)
    .select((eb) =>
      eb
        .selectFrom('definition_generations')
        .select('definition_generations.generation')
        .whereRef('definition_generations.client_id', '=', 'client_users.client_id')
        .as('definitions_generation'),
    )
    .where('client_id', '=', client.id)
    .where('user_id', '=', principal.userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
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
