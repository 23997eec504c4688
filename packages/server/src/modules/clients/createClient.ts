import { randomUUID } from 'node:crypto';
import type { ClientSeed } from '@tessera/demo-app';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { runScoped } from '../../database/scopedTransaction';

/** The name of the live version every new client starts with. @internal */
export const initialVersionName = 'Wersja początkowa';

/**
 * Creates a client with what every client has from its first moment: its row and a live first
 * application version (v1), so definitions always have a version to belong to. `then` runs in
 * the same transaction, scoped to the new client (e.g. to add its first admin).
 * @returns the new client's id.
 * @internal
 */
export async function createClient(
  kysely: Kysely<DatabaseTables>,
  client: ClientSeed,
  then?: (trx: Transaction<DatabaseTables>, clientId: string) => Promise<void>,
): Promise<string> {
  const clientId = randomUUID();
  await runScoped(kysely, { clientId }, async (trx) => {
    await trx
      .insertInto('clients')
      .values({
        id: clientId,
        key: client.key,
        name: client.name,
        domains: client.domains.map((domain) => domain.toLowerCase()),
        enabled_features: JSON.stringify(client.enabledFeatures),
        settings: JSON.stringify(client.settings),
      })
      .execute();
    await trx
      .insertInto('application_versions')
      .values({
        client_id: clientId,
        number: 1,
        name: initialVersionName,
        status: 'live',
        published_at: new Date(),
      })
      .execute();
    await then?.(trx, clientId);
  });
  return clientId;
}
