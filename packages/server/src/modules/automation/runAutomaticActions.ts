import {
  AUTOMATIC_ACTION_FEATURE_FLAGS,
  type AutomaticAction,
  compileCondition,
  compileMethod,
  createEvaluationContext,
  type DataProvider,
  type EngineHost,
  type FieldValueAssignment,
  type GeneralQuery,
  type MethodDefinition,
  recordValuesByFieldId,
  resolveProviderAccess,
} from '@tessera/engine';
import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { HttpError } from '../../http/httpError';
import type { TenantContext } from '../access/requestContext';
import { type ClientFeatureFlag, hasClientFeature } from '../clients/clientFeatureFlags';
import { findDataProvider } from '../dataProviders/findDataProvider';
import { runQuerySql } from '../queries/compileQuerySql';
import { type HeldRecord, isHeld } from '../records/heldRecord';
import { createRecordRepository } from '../records/recordRepository';
import { saveRecord } from '../records/saveRecord';

/** Most records one update_records or delete_records action may touch. @internal */
export const maxRecordsPerAction = 1000;

/** What one run of actions works in: the save's transaction, version, user and record. @internal */
export interface ActionRun {
  readonly trx: Transaction<DatabaseTables>;
  readonly tenant: TenantContext;
  readonly versionId: string;
  readonly host: EngineHost;
  readonly userId: string;
  readonly processId: string | null;
  /** The record the actions run for (the process record): update_current_record writes it. */
  readonly provider: DataProvider;
  /** That record, held by the save: actions read it from here and keep it as they change it. */
  readonly record: HeldRecord;
  /** Values the actions' conditions and methods read, besides the current record's. */
  readonly formValues: Readonly<Record<string, unknown>>;
}

/** What an action produced (spec 002 §3 save result `actionOutputs`). @internal */
export type ActionOutput =
  | { readonly actionId: string; readonly type: 'record_created'; readonly recordId: string }
  | {
      readonly actionId: string;
      readonly type: 'records_updated';
      readonly recordIds: readonly string[];
    }
  | {
      readonly actionId: string;
      readonly type: 'records_deleted';
      readonly recordIds: readonly string[];
    }
  | { readonly actionId: string; readonly type: 'queued'; readonly kind: string };

/** Thrown when an action cannot run: the whole save rolls back. @internal */
export const actionFailed = (action: AutomaticAction, reason: string) =>
  new HttpError(
    422,
    `Automatic action ${action.id} (${action.type}) failed: ${reason}`,
    'actionExecution',
  );

/**
 * Runs automatic actions in order, inside the save's transaction (spec 001 §3.15): an action whose
 * condition fails is skipped with its next actions; one that runs is followed by its nextActions,
 * which see its effects (each reads the current record as the actions before it left it). Record actions write
 * through `saveRecord` (value checks, recomputation, history); mail, SMS and geocoding leave the
 * database, so they only go into the outbox, in this transaction, for a worker to send after the
 * commit. Any failure throws and the whole save — record, history, process state — rolls back.
 * @internal
 */
export async function runAutomaticActions(
  run: ActionRun,
  actions: readonly AutomaticAction[],
): Promise<ActionOutput[]> {
  const outputs: ActionOutput[] = [];
  for (const action of actions) {
    const context = contextOf(run);
    if (action.condition !== undefined && !compileCondition(action.condition)(context)) continue;
    const flag = AUTOMATIC_ACTION_FEATURE_FLAGS[action.type] as ClientFeatureFlag | undefined;
    if (flag !== undefined && !hasClientFeature(run.tenant.client, flag)) {
      throw actionFailed(action, `the client does not have the ${flag} feature`);
    }
    outputs.push(await runAction(run, action));
    outputs.push(...(await runAutomaticActions(run, action.nextActions ?? [])));
  }
  return outputs;
}

function contextOf(run: ActionRun) {
  const values = {
    ...recordValuesByFieldId(run.provider, run.record.row?.data ?? {}),
    ...run.formValues,
  };
  return createEvaluationContext({ host: run.host, values, recordId: run.record.id });
}

/** The values of an action's methods, against the current record as earlier actions left it. */
async function evaluateAll(
  run: ActionRun,
  methods: readonly MethodDefinition[],
): Promise<unknown[]> {
  const context = contextOf(run);
  const values: unknown[] = [];
  for (const method of methods) values.push((await compileMethod(method)(context)) ?? null);
  return values;
}

async function assignedFields(run: ActionRun, assignments: readonly FieldValueAssignment[]) {
  const values = await evaluateAll(
    run,
    assignments.map((assignment) => assignment.value),
  );
  return assignments.map((assignment, index) => ({
    providerFieldId: assignment.providerFieldId,
    value: values[index],
    path: `/fieldValues/${index}/value`,
  }));
}

async function providerFor(run: ActionRun, action: AutomaticAction, providerId: string) {
  const provider = await findDataProvider(run.trx, run.tenant.scope, run.versionId, providerId);
  if (provider === undefined || (provider.type !== 'manual' && provider.type !== 'process')) {
    throw actionFailed(action, `"${providerId}" is not an active provider with records of its own`);
  }
  return provider;
}

// Actions are configured by designers: they write with the designer's reach, not the user's.
const designerAccess = (provider: DataProvider, host: EngineHost) =>
  resolveProviderAccess(provider, { isAdmin: true, roleIds: [] }, host);

async function save(
  run: ActionRun,
  action: AutomaticAction,
  provider: DataProvider,
  recordId: string | undefined,
  assignments: readonly FieldValueAssignment[],
) {
  try {
    return await saveRecord(run.trx, run.tenant.scope, {
      provider,
      ...(recordId === undefined ? {} : { recordId }),
      fields: await assignedFields(run, assignments),
      processId: run.processId,
      access: designerAccess(provider, run.host),
      host: run.host,
      userId: run.userId,
      held: run.record,
    });
  } catch (error) {
    if (error instanceof HttpError) throw actionFailed(action, reasonOf(error));
    throw error;
  }
}

/** What went wrong in a refused write, down to the values: designers fix actions by this text. */
const reasonOf = (error: HttpError) =>
  error.problems === undefined || error.problems.length === 0
    ? error.message
    : error.problems.map((problem) => `${problem.path} ${problem.message}`).join('; ');

async function selectRecordIds(
  run: ActionRun,
  action: AutomaticAction,
  query: { fromProviderId: string; filter?: GeneralQuery['filter'] },
): Promise<string[]> {
  const definition: GeneralQuery = {
    type: 'general_query',
    fromProviderId: query.fromProviderId,
    ...(query.filter === undefined ? {} : { filter: query.filter }),
  };
  const result = await runQuerySql(
    run.trx,
    definition,
    query.fromProviderId,
    { scope: run.tenant.scope, context: contextOf(run) },
    { pagination: { page: 1, perPage: maxRecordsPerAction }, totals: true },
  );
  if (result.type !== 'general_query') return [];
  if (result.meta.lastPage > 1) {
    throw actionFailed(action, `it selects more than ${maxRecordsPerAction} records`);
  }
  return result.records.map((record) => record.id);
}

async function runAction(run: ActionRun, action: AutomaticAction): Promise<ActionOutput> {
  switch (action.type) {
    case 'create_record': {
      const provider = await providerFor(run, action, action.dataProviderId);
      const saved = await save(run, action, provider, undefined, action.fieldValues);
      return { actionId: action.id, type: 'record_created', recordId: saved.row.id };
    }
    case 'update_current_record': {
      await save(run, action, run.provider, run.record.id, action.fieldValues);
      return { actionId: action.id, type: 'records_updated', recordIds: [run.record.id] };
    }
    case 'update_records': {
      const provider = await providerFor(run, action, action.selectRecordsQuery.fromProviderId);
      const ids = await selectRecordIds(run, action, action.selectRecordsQuery);
      for (const id of ids) await save(run, action, provider, id, action.fieldValues);
      return { actionId: action.id, type: 'records_updated', recordIds: ids };
    }
    case 'delete_records': {
      const provider = await providerFor(run, action, action.selectRecordsQuery.fromProviderId);
      const ids = await selectRecordIds(run, action, action.selectRecordsQuery);
      const records = createRecordRepository(run.trx, run.tenant.scope, provider.id);
      for (const id of ids) await records.softDelete(id);
      if (isHeld(run.record, provider.id, run.record.id) && ids.includes(run.record.id)) {
        run.record.row = undefined;
      }
      return { actionId: action.id, type: 'records_deleted', recordIds: ids };
    }
    case 'send_mail':
    case 'send_sms':
    case 'geocode_address':
      return queue(run, action);
  }
}

/** Side effects that leave the database: computed now, sent by a worker after the commit. */
async function queue(run: ActionRun, action: AutomaticAction): Promise<ActionOutput> {
  const payload: Record<string, unknown> = {
    actionId: action.id,
    processId: run.processId,
    providerId: run.provider.id,
    recordId: run.record.id,
  };
  if (action.type === 'send_mail') {
    const parts = {
      recipientAddress: action.recipientAddress,
      ccAddress: action.ccAddress,
      bccAddress: action.bccAddress,
      subject: action.subject,
      body: action.body,
    };
    await evaluateInto(run, payload, parts);
  } else if (action.type === 'send_sms') {
    await evaluateInto(run, payload, { recipient: action.recipient, message: action.message });
  } else if (action.type === 'geocode_address') {
    payload.address = action.address;
  }
  await run.trx
    .insertInto('outbox')
    .values({
      client_id: run.tenant.scope.clientId,
      kind: action.type,
      payload: JSON.stringify(payload),
    })
    .execute();
  return { actionId: action.id, type: 'queued', kind: action.type };
}

/** Computes the given methods (absent ones skipped) into `payload` under their names. */
async function evaluateInto(
  run: ActionRun,
  payload: Record<string, unknown>,
  parts: Readonly<Record<string, MethodDefinition | undefined>>,
): Promise<void> {
  const present = Object.entries(parts).filter(
    (entry): entry is [string, MethodDefinition] => entry[1] !== undefined,
  );
  const values = await evaluateAll(
    run,
    present.map(([, method]) => method),
  );
  present.forEach(([name], index) => {
    payload[name] = values[index];
  });
}
