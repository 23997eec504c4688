import { type ShallowDehydrateObject, sql, type Transaction } from 'kysely';
import type {
  DatabaseTables,
  MemberType,
  RolePermission,
  SpecialFeature,
} from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import { statementTemplate } from '../../database/statementTemplate';
import type { SessionClaims } from '../auth/sessionToken';
import type { LiveVersion } from './liveVersion';
import type { ClientSummary, SessionPrincipal } from './requestContext';
import {
  type ClientChoice,
  type ClientSelector,
  clientChoice,
  clientSummaryOf,
  selectedClient,
} from './selectedClient';

/**
 * What the caller is in the selected client — and the client's live version and definitions
 * counter, which most calls read next — as `tessera_session_membership` answers it (migration
 * 0015). @internal
 */
export interface Membership {
  readonly type: MemberType;
  readonly special_features: SpecialFeature[];
  readonly roles: readonly { id: string; permissions: RolePermission[] }[];
  readonly live_version: ShallowDehydrateObject<LiveVersion> | null;
  readonly definitions_generation: string | null;
}

/**
 * Who calls, the client their request selects (if any is active and selected) and their active
 * membership there (if any). @internal
 */
export interface CallingPrincipal {
  readonly principal: SessionPrincipal;
  readonly client: ClientSummary | undefined;
  readonly membership: Membership | undefined;
}

/**
 * The principal's statement for one way of choosing the client, built and compiled once
 * (`statementTemplate`): every request sends it.
 */
function principalStatement(by: ClientChoice['by']) {
  return statementTemplate(
    (
      db: Transaction<DatabaseTables>,
      slot: (key: 'sessionId' | 'userId' | 'client' | 'now') => never,
    ) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .leftJoinLateral(
          (eb) =>
            selectedClient(
              eb,
              by === 'key'
                ? { by, key: slot('client') }
                : by === 'host'
                  ? { by, host: slot('client') }
                  : { by },
            ).as('client'),
          (join) => join.onTrue(),
        )
        // The membership tables are tenant tables, out of this statement's reach (the client is
        // not known when it starts): the function reads them for this live session only.
        .leftJoinLateral(
          (eb) =>
            sql<Membership>`tessera_session_membership(${eb.ref('sessions.id')}, ${eb.ref(
              'users.id',
            )}, ${eb.ref('client.id')})`.as('membership'),
          (join) => join.onTrue(),
        )
        .select([
          'sessions.id as session_id',
          'users.id as user_id',
          'users.email',
          'users.is_super_admin',
          'users.personal_details',
          'users.default_client_id',
          'client.id as client_id',
          'client.key as client_key',
          'client.name as client_name',
          'client.enabled_features as client_enabled_features',
          'client.settings as client_settings',
          'membership.type as membership_type',
          'membership.special_features',
          'membership.roles',
          'membership.live_version',
          'membership.definitions_generation',
        ])
        // The transaction's scope moves to the selected client as the row is made (after every
        // read of this statement, which the user's scope governs), as `runScoped` would leave it
        // (the role and the user stay; no client when none is selected).
        .select(
          sql<string>`set_config('app.client_id', coalesce(${sql.ref('client.id')}::text, ''), true)`.as(
            'scoped_client',
          ),
        )
        .where('sessions.id', '=', slot('sessionId'))
        .where('sessions.user_id', '=', slot('userId'))
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', slot('now'))
        .where('users.status', '=', 'active'),
  );
}

const principalStatements = {
  key: principalStatement('key'),
  host: principalStatement('host'),
  default: principalStatement('default'),
};

/**
 * The principal behind verified session claims — the session row must be live (not revoked, not
 * expired) for an active user — the client `selector` selects ({@link selectedClient}) and the
 * user's membership there, in one statement. No cache: logout, deactivation, password and role
 * changes take effect on the very next request. Scopes `trx` to the user and the selected client,
 * for what follows in it, exactly as `runScoped` scopes a transaction.
 * @returns undefined for a revoked or expired session, or an inactive user.
 * @internal
 */
export async function loadPrincipal(
  trx: Transaction<DatabaseTables>,
  claims: SessionClaims,
  selector: ClientSelector,
): Promise<CallingPrincipal | undefined> {
  const choice = clientChoice(selector);
  const values = {
    sessionId: claims.sessionId,
    userId: claims.userId,
    client: choice.by === 'key' ? choice.key : choice.by === 'host' ? choice.host : null,
    now: new Date(),
  };
  const row = await runScoped(trx, { userId: claims.userId }, async (scoped) => {
    const result = await scoped.executeQuery(principalStatements[choice.by](scoped, values));
    return result.rows[0];
  });
  return (
    row && {
      principal: {
        sessionId: row.session_id,
        userId: row.user_id,
        email: row.email,
        isSuperAdmin: row.is_super_admin,
        personalDetails: row.personal_details,
        defaultClientId: row.default_client_id,
      },
      client: clientSummaryOf(row),
      membership:
        row.membership_type === null
          ? undefined
          : {
              type: row.membership_type,
              special_features: row.special_features ?? [],
              roles: row.roles ?? [],
              live_version: row.live_version,
              definitions_generation: row.definitions_generation,
            },
    }
  );
}
