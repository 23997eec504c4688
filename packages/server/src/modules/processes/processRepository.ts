import type { ProcessState } from '@tessera/engine';
import type { Selectable, Transaction } from 'kysely';
import type { DatabaseTables, ProcessesTable } from '../../database/databaseTables';
import { assertTenantScope, type TenantScope } from '../access/tenantScope';

/** A started process. @internal */
export type ProcessRow = Selectable<ProcessesTable>;

/**
 * Started processes of one tenant, inside the caller's transaction.
 * @internal
 */
export function createProcessRepository(trx: Transaction<DatabaseTables>, scope: TenantScope) {
  assertTenantScope(scope);
  const { clientId } = scope;
  return {
    /** An active process, locked until the transaction ends when `forUpdate`. */
    find(id: string, forUpdate = false): Promise<ProcessRow | undefined> {
      const query = trx
        .selectFrom('processes')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .where('status', '=', 'active');
      return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
    },

    insert(process: {
      id: string;
      processSettingsId: string;
      providerId: string;
      recordId: string;
      state: ProcessState;
      createdBy: string;
    }): Promise<ProcessRow> {
      return trx
        .insertInto('processes')
        .values({
          client_id: clientId,
          id: process.id,
          process_settings_id: process.processSettingsId,
          provider_id: process.providerId,
          record_id: process.recordId,
          current_step_id: process.state.currentStepId,
          is_finished: process.state.isFinished,
          created_by: process.createdBy,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Moves a process to a new state; one more version. */
    setState(id: string, state: ProcessState): Promise<ProcessRow> {
      return trx
        .updateTable('processes')
        .set((eb) => ({
          current_step_id: state.currentStepId,
          is_finished: state.isFinished,
          version: eb('version', '+', 1),
          updated_at: new Date(),
        }))
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async softDelete(id: string): Promise<void> {
      await trx
        .updateTable('processes')
        .set((eb) => ({
          status: 'deleted',
          version: eb('version', '+', 1),
          updated_at: new Date(),
        }))
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .execute();
    },
  };
}
