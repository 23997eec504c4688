import type { Selectable, Transaction } from 'kysely';
import type { DatabaseTables, DataRecordsTable } from '../../database/databaseTables';
import { storedOriginalData, writtenValuesSql } from '../../database/originalData';
import { assertTenantScope, type TenantScope } from '../access/tenantScope';
import { providerIdSql } from '../queries/indexedLiterals';

/** A stored record, its written values in `original_data` whether stored apart or not. @internal */
export type RecordRow = Omit<Selectable<DataRecordsTable>, 'original_data'> & {
  original_data: Record<string, unknown>;
};

/** A row's columns as `RecordRow` has them (`original_data` read through `writtenValuesSql`). */
const rowColumns = () =>
  [
    'client_id',
    'provider_id',
    'id',
    'data',
    'version',
    'status',
    'created_by',
    'created_at',
    'updated_at',
    writtenValuesSql().as('original_data'),
  ] as const;

/**
 * The records of one provider of one tenant, inside the caller's transaction: by-id reads (locked
 * for a write), inserts, version-checked updates and soft deletes. Queries read records through
 * the query compilers instead.
 * @internal
 */
export function createRecordRepository(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  providerId: string,
) {
  assertTenantScope(scope);
  const { clientId } = scope;
  const ofProvider = () =>
    trx
      .selectFrom('data_records')
      .select(rowColumns())
      .where('client_id', '=', clientId)
      .where('provider_id', '=', providerIdSql(providerId));

  return {
    /** An active record, locked until the transaction ends when `forUpdate`. */
    find(id: string, forUpdate = false): Promise<RecordRow | undefined> {
      const query = ofProvider().where('id', '=', id).where('status', '=', 'active');
      return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
    },

    /** The active records among `ids`, in no particular order. */
    findMany(ids: readonly string[]): Promise<RecordRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return ofProvider().where('id', 'in', ids).where('status', '=', 'active').execute();
    },

    insert(record: {
      id: string;
      data: Record<string, unknown>;
      originalData: Record<string, unknown>;
      createdBy: string;
    }): Promise<RecordRow> {
      return trx
        .insertInto('data_records')
        .values({
          client_id: clientId,
          provider_id: providerId,
          id: record.id,
          data: JSON.stringify(record.data),
          original_data: storedOriginalData(record.originalData, record.data),
          created_by: record.createdBy,
        })
        .returning(rowColumns())
        .executeTakeFirstOrThrow();
    },

    /** Replaces a record's values and adds one to its version (the caller checked the old one). */
    update(
      id: string,
      values: { data: Record<string, unknown>; originalData: Record<string, unknown> },
    ): Promise<RecordRow> {
      return trx
        .updateTable('data_records')
        .set((eb) => ({
          data: JSON.stringify(values.data),
          original_data: storedOriginalData(values.originalData, values.data),
          version: eb('version', '+', 1),
          updated_at: new Date(),
        }))
        .where('client_id', '=', clientId)
        .where('provider_id', '=', providerIdSql(providerId))
        .where('id', '=', id)
        .returning(rowColumns())
        .executeTakeFirstOrThrow();
    },

    /** Marks a record deleted (its history stays). */
    async softDelete(id: string): Promise<void> {
      await trx
        .updateTable('data_records')
        .set((eb) => ({
          status: 'deleted',
          version: eb('version', '+', 1),
          updated_at: new Date(),
        }))
        .where('client_id', '=', clientId)
        .where('provider_id', '=', providerIdSql(providerId))
        .where('id', '=', id)
        .execute();
    },
  };
}

/** @internal */
export type RecordRepository = ReturnType<typeof createRecordRepository>;
