import { randomUUID } from 'node:crypto';
import {
  type ChangedField,
  checkRecordValue,
  compileRecordComputation,
  type DataProvider,
  diffRecordData,
  type EngineHost,
  type ProviderAccess,
} from '@tessera/engine';
import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { HttpError } from '../../http/httpError';
import { invalidRequest, type RequestProblem } from '../../http/requestValidation';
import type { TenantScope } from '../access/tenantScope';
import { type HeldRecord, isHeld } from './heldRecord';
import { insertHistoryEvent } from './historyRepository';
import { hostPresentation } from './hostPresentation';
import { loadRelationPresenter } from './loadRelationPresenter';
import { createRecordRepository, type RecordRow } from './recordRepository';
import { visibleRecord } from './visibleRecord';

/** One written value: the provider field, the value, and where it came from in the request. @internal */
export interface FieldWrite {
  readonly providerFieldId: string;
  readonly value: unknown;
  /** JSON pointer of the value in the request, for the 422 problem. */
  readonly path: string;
}

/** A record save: create (no `recordId`) or update. @internal */
export interface RecordSave {
  readonly provider: DataProvider;
  /** The record to update; absent to create one (with `newRecordId`, or a new id). */
  readonly recordId?: string;
  readonly newRecordId?: string;
  readonly fields: readonly FieldWrite[];
  /** The version the writer read: a different current version is a 409. */
  readonly version?: number;
  readonly updateReason?: string;
  readonly processId?: string | null;
  readonly formId?: string;
  readonly access: ProviderAccess;
  readonly host: EngineHost;
  readonly userId: string;
  /**
   * A record the caller holds locked: when it is the one written, its row is read from here, not
   * from the database, and replaced by the written one.
   */
  readonly held?: HeldRecord;
}

/** What a save did. @internal */
export interface SavedRecord {
  readonly row: RecordRow;
  readonly created: boolean;
  readonly changedFields: readonly ChangedField[];
}

/** 409 for a save based on a record version someone else has since replaced. @internal */
export const staleRecordVersion = () =>
  new HttpError(
    409,
    'This record was changed by someone else since you opened it; reload it and apply your change again',
    'staleRecordVersion',
  );

/**
 * Saves values into a record of a manual or process provider, inside the caller's transaction
 * (spec 001 §3.4, 002 §3): only value fields the person may see are written, each checked against
 * its value type; `original_data` keeps the written values, `data` is recomputed from them by the
 * engine (computed fields, string templates), whatever the client believes they are. The changed
 * fields, with presented old and new values, go into a `field_values_updated` history event in
 * the same transaction. An update needs the record to be visible to the person, and — when the
 * writer says which version they read — to still be at that version (else 409).
 * @throws 422 listing every value that does not fit, 404 for a record that is not there (or not
 * visible), 409 for a stale version
 * @internal
 */
export async function saveRecord(
  trx: Transaction<DatabaseTables>,
  scope: TenantScope,
  save: RecordSave,
): Promise<SavedRecord> {
  const { provider } = save;
  const computation = compileRecordComputation(provider);
  const writable = new Map(computation.writableFields.map((field) => [field.id, field]));
  const problems: RequestProblem[] = [];
  const written: Record<string, unknown> = {};
  for (const write of save.fields) {
    const field = writable.get(write.providerFieldId);
    if (field === undefined || !save.access.canSeeField(field)) {
      const known = provider.config.fields.some((f) => f.id === write.providerFieldId);
      problems.push({
        path: write.path,
        message: known
          ? 'is not a field that can be written here'
          : `is not a field of the provider: ${JSON.stringify(write.providerFieldId)}`,
      });
      continue;
    }
    for (const issue of checkRecordValue(field.fieldValue, write.value ?? null)) {
      problems.push({
        path: `${write.path}${issue.path === '' ? '' : `/${issue.path}`}`,
        message: issue.message,
      });
    }
    written[field.dbFieldName] = write.value ?? null;
  }
  if (problems.length > 0) throw invalidRequest(problems);

  const records = createRecordRepository(trx, scope, provider.id);
  const held = isHeld(save.held, provider.id, save.recordId ?? save.newRecordId)
    ? save.held
    : undefined;
  const existing =
    save.recordId === undefined
      ? undefined
      : visibleRecord(
          held?.row ?? (await records.find(save.recordId, true)),
          provider,
          save.access,
        );
  if (existing !== undefined && save.version !== undefined && existing.version !== save.version) {
    throw staleRecordVersion();
  }
  const recordId = existing?.id ?? save.newRecordId ?? randomUUID();
  const originalData = { ...(existing?.original_data ?? {}), ...written };
  const data = { ...(await computation.compute(originalData, { host: save.host, recordId })) };
  const before = existing?.data ?? {};
  const presentRelation = await loadRelationPresenter(trx, scope, provider, [before, data]);
  const changedFields = diffRecordData(provider, before, data, {
    ...hostPresentation(save.host),
    presentRelation,
  });
  const row =
    existing === undefined
      ? await records.insert({ id: recordId, data, originalData, createdBy: save.userId })
      : await records.update(recordId, { data, originalData });
  if (held !== undefined) held.row = row;
  if (changedFields.length > 0) {
    await insertHistoryEvent(trx, scope, {
      providerId: provider.id,
      recordId,
      processId: save.processId ?? null,
      changedFields,
      ...(save.updateReason === undefined ? {} : { updateReason: save.updateReason }),
      ...(save.formId === undefined ? {} : { formId: save.formId }),
      createdBy: save.userId,
    });
  }
  return { row, created: existing === undefined, changedFields };
}
