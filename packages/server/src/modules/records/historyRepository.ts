import type { ChangedField } from '@tessera/engine';
import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import type { TenantScope } from '../access/tenantScope';

/** A `field_values_updated` event to write with the change it describes. @internal */
export interface HistoryEventWrite {
  readonly providerId: string;
  readonly recordId: string;
  readonly processId: string | null;
  readonly changedFields: readonly ChangedField[];
  readonly updateReason?: string;
  /** The form the change was saved through, when it was. */
  readonly formId?: string;
  readonly createdBy: string;
}

/**
 * Writes one history event (spec 002 §3 "process history entry"), inside the transaction of the
 * change: a change and its history commit or roll back together.
 * @internal
 */
export async function insertHistoryEvent(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  event: HistoryEventWrite,
): Promise<void> {
  await trx
    .insertInto('history_logs')
    .values({
      client_id: scope.clientId,
      type: 'field_values_updated',
      provider_id: event.providerId,
      record_id: event.recordId,
      process_id: event.processId,
      data: JSON.stringify({
        changedFields: event.changedFields,
        ...(event.updateReason === undefined ? {} : { updateReason: event.updateReason }),
        ...(event.formId === undefined ? {} : { formId: event.formId }),
      }),
      created_by: event.createdBy,
    })
    .execute();
}
