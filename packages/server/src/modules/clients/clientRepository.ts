import { type Kysely, sql } from 'kysely';
import type { ClientRow, DatabaseTables } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import { minPasswordLengthOf } from '../auth/passwordPolicy';
import type { ClientInfo } from './clientInfo.types';

type ClientInfoRow = Pick<
  ClientRow,
  'id' | 'key' | 'name' | 'domains' | 'enabled_features' | 'settings'
>;

function toClientInfo(row: ClientInfoRow | undefined): ClientInfo | undefined {
  if (row === undefined) return undefined;
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    domains: row.domains,
    enabledFeatures: row.enabled_features,
    passwordPolicy: { minLength: minPasswordLengthOf(row.settings) },
  };
}

/**
 * Reads clients. Only active clients are found: an inactive or deleted client is as good as
 * unknown to the runtime.
 * @internal
 */
export function createClientRepository(kysely: Kysely<DatabaseTables>) {
  const activeClientInfo = (trx: Kysely<DatabaseTables>) =>
    trx
      .selectFrom('clients')
      .select(['id', 'key', 'name', 'domains', 'enabled_features', 'settings'])
      .where('status', '=', 'active');

  return {
    async findActiveByKey(key: string): Promise<ClientInfo | undefined> {
      return toClientInfo(
        await runScoped(kysely, {}, (trx) =>
          activeClientInfo(trx).where('key', '=', key).executeTakeFirst(),
        ),
      );
    },

    /** Domains are stored in lower case; `@>` lets the GIN index on `domains` answer. */
    async findActiveByDomain(domain: string): Promise<ClientInfo | undefined> {
      return toClientInfo(
        await runScoped(kysely, {}, (trx) =>
          activeClientInfo(trx)
            .where('domains', '@>', sql<string[]>`array[${domain.toLowerCase()}]::text[]`)
            .orderBy('created_at')
            .limit(1)
            .executeTakeFirst(),
        ),
      );
    },
  };
}

/** @internal */
export type ClientRepository = ReturnType<typeof createClientRepository>;
