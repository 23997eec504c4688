import { type Kysely, sql } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import {
  type CollectionMeta,
  type CollectionQuery,
  type CollectionSpec,
  collectionQuerySchema,
  runCollectionQuery,
} from '../../http/collectionQuery';
import type { SessionPrincipal } from '../access/requestContext';
import { type ClientItem, clientItemColumns, toClientItem } from './clientItem';

/**
 * The `clients` collection: filters `id`, `key`, `name` and `status` with the collection
 * conventions, and `domain` (see {@link clientsQuerySchema}); sorted by name.
 * @internal
 */
export const clientsCollection: CollectionSpec = {
  filters: {
    id: { expression: sql.ref('clients.id'), type: 'uuid' },
    key: { expression: sql.ref('clients.key'), type: 'string' },
    name: { expression: sql.ref('clients.name'), type: 'string' },
    status: {
      expression: sql.ref('clients.status'),
      type: 'string',
      enum: ['active', 'inactive', 'deleted'],
    },
  },
  sorts: { name: sql.ref('clients.name'), key: sql.ref('clients.key') },
  defaultSort: [
    [sql.ref('clients.name'), 'asc'],
    [sql.ref('clients.id'), 'asc'],
  ],
  search: [sql.ref('clients.name'), sql.ref('clients.key')],
};

/**
 * The querystring schema of `GET clients`: the collection's, plus `filter[domain]`, one host
 * name or a list of them, matching a client that has any of them among its domains (exact, in
 * any letter case). A domain is one element of an array column, so operators other than
 * equality and membership make no sense for it.
 * @internal
 */
export function clientsQuerySchema(): object {
  const schema = collectionQuerySchema(clientsCollection) as {
    properties: { filter: { properties: Record<string, unknown> } };
  };
  const domain = { type: 'string', maxLength: 253 };
  schema.properties.filter.properties.domain = {
    anyOf: [domain, { type: 'array', items: domain, maxItems: 100 }],
  };
  return schema;
}

/**
 * Lists clients as the caller may see them: a super admin sees every client (any status); anyone
 * else only the active clients they are an active member of. Existence checks ("is this name,
 * key or domain taken?") therefore see all clients for a super admin and only the caller's own
 * clients for anyone else.
 * @internal
 */
export async function listClients(
  kysely: Kysely<DatabaseTables>,
  principal: SessionPrincipal,
  query: CollectionQuery,
): Promise<{ rows: ClientItem[]; meta: CollectionMeta }> {
  const requested = query.filter?.domain;
  const domains = (
    Array.isArray(requested) ? requested : requested === undefined ? [] : [requested]
  ).map((domain) => String(domain).toLowerCase());
  return runScoped(kysely, { userId: principal.userId }, async (trx) => {
    let base = trx.selectFrom('clients').select(clientItemColumns);
    if (requested !== undefined) {
      base =
        domains.length === 0
          ? base.where(sql<boolean>`false`)
          : base.where('clients.domains', '&&', sql<string[]>`array[${sql.join(domains)}]::text[]`);
    }
    if (!principal.isSuperAdmin) {
      base = base
        .where('clients.status', '=', 'active')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('client_users')
              .select(sql`1`.as('one'))
              .whereRef('client_users.client_id', '=', 'clients.id')
              .where('client_users.user_id', '=', principal.userId)
              .where('client_users.status', '=', 'active'),
          ),
        );
    }
    const { rows, meta } = await runCollectionQuery(base, clientsCollection, query);
    return { rows: rows.map((row) => toClientItem(row, principal.isSuperAdmin)), meta };
  });
}
