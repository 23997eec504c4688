import type { QueryRecord } from '@tessera/engine';
import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import type { TenantScope } from '../access/tenantScope';
import { providerIdSql } from './indexedLiterals';

/** What a new record needs; the database fills in the rest. @internal */
export interface DataRecordInput {
  readonly id?: string;
  readonly data: Record<string, unknown>;
  /** Only for imports and tests: defaults to now. */
  readonly createdAt?: Date;
  /** The user who wrote it (a member of the client), when known. */
  readonly createdBy?: string;
}

/**
 * Inserts records of one provider, inside a scoped transaction of `scope`'s client.
 * @internal
 */
export async function insertDataRecords(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  providerId: string,
  records: readonly DataRecordInput[],
): Promise<void> {
  if (records.length === 0) return;
  await trx
    .insertInto('data_records')
    .values(
      records.map((record) => ({
        client_id: scope.clientId,
        provider_id: providerId,
        ...(record.id === undefined ? {} : { id: record.id }),
        data: JSON.stringify(record.data),
        // The written values are the read ones (no computation here): stored once, in `data`.
        original_data: null,
        created_by: record.createdBy ?? null,
        ...(record.createdAt === undefined ? {} : { created_at: record.createdAt }),
      })),
    )
    .execute();
}

/**
 * The active records of one provider as queries read them, in source order (creation, then id).
 * @internal
 */
export async function listDataRecords(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  providerId: string,
): Promise<QueryRecord[]> {
  const rows = await trx
    .selectFrom('data_records')
    .select(['id', 'data', 'created_at'])
    .where('client_id', '=', scope.clientId)
    .where('provider_id', '=', providerIdSql(providerId))
    .where('status', '=', 'active')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    data: row.data,
    createdAt: row.created_at.toISOString(),
  }));
}
