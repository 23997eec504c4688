import { sql, type Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import type { SessionClaims } from '../auth/sessionToken';
import type { ClientSummary, SessionPrincipal } from './requestContext';
import { type ClientSelector, clientSummaryOf, selectedClient } from './selectedClient';

/** Who calls, and the client their request selects (if any is active and selected). @internal */
export interface CallingPrincipal {
  readonly principal: SessionPrincipal;
  readonly client: ClientSummary | undefined;
}

/**
 * The principal behind verified session claims — the session row must be live (not revoked, not
 * expired) for an active user — and the client `selector` selects ({@link selectedClient}), in one
 * query. No cache: logout, deactivation and password changes take effect on the very next
 * request. Scopes `trx` to the user and the selected client, for what follows in it (the
 * membership check, which decides whether the request may act there).
 * @returns undefined for a revoked or expired session, or an inactive user.
 * @internal
 */
export async function loadPrincipal(
  trx: Transaction<DatabaseTables>,
  claims: SessionClaims,
  selector: ClientSelector,
): Promise<CallingPrincipal | undefined> {
  const row = await runScoped(trx, { userId: claims.userId }, (scoped) =>
    scoped
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .leftJoinLateral(
        (eb) => selectedClient(eb, selector).as('client'),
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
      ])
      // The transaction's scope moves to the selected client as the row is made (after every
      // read of this statement, which the user's scope governs): the membership query next reads
      // in the client's scope without a scoping statement of its own — as `runScoped` would leave
      // it (the role and the user stay; no client when none is selected).
      .select(
        sql<string>`set_config('app.client_id', coalesce(${sql.ref('client.id')}::text, ''), true)`.as(
          'scoped_client',
        ),
      )
      .where('sessions.id', '=', claims.sessionId)
      .where('sessions.user_id', '=', claims.userId)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', new Date())
      .where('users.status', '=', 'active')
      .executeTakeFirst(),
  );
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
    }
  );
}
