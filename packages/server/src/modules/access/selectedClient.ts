import type { ExpressionBuilder } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import type { ClientSummary } from './requestContext';

/**
 * How a request names its client: `X-Client-Key`, else the host it was sent to (a client's own
 * domain), else nothing (the user's default client is used).
 * @internal
 */
export interface ClientSelector {
  readonly key: string | undefined;
  readonly host: string | undefined;
}

/** How a selector chooses the client: by key, by host (lower case, no port), or the default. @internal */
export type ClientChoice =
  | { readonly by: 'key'; readonly key: string }
  | { readonly by: 'host'; readonly host: string }
  | { readonly by: 'default' };

/**
 * How `selector` chooses: by key when the request names one — nothing else then; else by the
 * host it was sent to; else the user's default client.
 * @internal
 */
export function clientChoice(selector: ClientSelector): ClientChoice {
  if (selector.key !== undefined) return { by: 'key', key: selector.key };
  const host = selector.host?.replace(/:\d+$/, '').toLowerCase() ?? '';
  return host === '' ? { by: 'default' } : { by: 'host', host };
}

/**
 * The active client a request selects, as a lateral subquery of the session's `users` row (the
 * principal's statement reads it: one statement for who calls and where). By key — nothing else
 * then; by host, the earliest created client serving it as its own domain, else the user's
 * default client; by default, the user's default client. `clients` is not a tenant table: the
 * user's scope reads it. Each of the three shapes is its own prepared statement, so each keeps
 * its index.
 * @internal
 */
export function selectedClient(
  eb: ExpressionBuilder<DatabaseTables, 'users'>,
  choice: ClientChoice,
) {
  const clients = eb
    .selectFrom('clients')
    .select(['clients.id', 'clients.key', 'clients.name', 'clients.enabled_features'])
    .select('clients.settings')
    .where('clients.status', '=', 'active');
  if (choice.by === 'key') return clients.where('clients.key', '=', choice.key);
  if (choice.by === 'default') {
    return clients.whereRef('clients.id', '=', 'users.default_client_id');
  }
  const servesHost = sql<boolean>`clients.domains @> array[${choice.host}]::text[]`;
  return clients
    .where((where) =>
      where.or([servesHost, where('clients.id', '=', where.ref('users.default_client_id'))]),
    )
    .orderBy(servesHost, 'desc')
    .orderBy('clients.created_at')
    .limit(1);
}

/** The client's summary from the columns {@link selectedClient} read, when it found one. */
export function clientSummaryOf(row: {
  readonly client_id: string | null;
  readonly client_key: string | null;
  readonly client_name: string | null;
  readonly client_enabled_features: Record<string, boolean> | null;
  readonly client_settings: Record<string, unknown> | null;
}): ClientSummary | undefined {
  if (row.client_id === null) return undefined;
  return {
    id: row.client_id,
    key: row.client_key ?? '',
    name: row.client_name ?? '',
    enabledFeatures: row.client_enabled_features ?? {},
    settings: row.client_settings ?? {},
  };
}
