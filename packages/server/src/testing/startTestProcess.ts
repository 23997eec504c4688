import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../database/databaseTables';

/**
 * Starts a process on a record, as little as the table asks (settings named by `providerId`):
 * for tests of what a process's reference to its record holds back.
 * @internal
 */
export async function startTestProcess(
  trx: Transaction<DatabaseTables>,
  record: { readonly clientId: string; readonly providerId: string; readonly recordId: string },
): Promise<void> {
  await trx
    .insertInto('processes')
    .values({
      client_id: record.clientId,
      process_settings_id: record.providerId,
      provider_id: record.providerId,
      record_id: record.recordId,
    })
    .execute();
}
