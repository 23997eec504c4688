import { type Kysely, sql } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';
import type { ClientInfo } from './clientInfo.types';

/**
 * Reads clients. Only active clients are found: an inactive or deleted client is as good as
 * unknown to the runtime.
 * @internal
 */
export function createClientRepository(kysely: Kysely<DatabaseTables>) {
  const activeClientInfo = (trx: Kysely<DatabaseTables>) =>
    trx
      .selectFrom('clients')
      .select(['id', 'key', 'name', 'domains'])
      .where('status', '=', 'active');

  return {
    findActiveByKey(key: string): Promise<ClientInfo | undefined> {
      return runScoped(kysely, {}, (trx) =>
        activeClientInfo(trx).where('key', '=', key).executeTakeFirst(),
      );
    },

    /** Domains are stored in lower case; `@>` lets the GIN index on `domains` answer. */
    findActiveByDomain(domain: string): Promise<ClientInfo | undefined> {
      return runScoped(kysely, {}, (trx) =>
        activeClientInfo(trx)
          .where('domains', '@>', sql<string[]>`array[${domain.toLowerCase()}]::text[]`)
          .orderBy('created_at')
          .limit(1)
          .executeTakeFirst(),
      );
    },
  };
}

/** @internal */
export type ClientRepository = ReturnType<typeof createClientRepository>;
