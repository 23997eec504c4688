import { randomUUID } from 'node:crypto';
import {
  advanceProcess,
  compileCondition,
  createEvaluationContext,
  type DataProvider,
  type EngineHost,
  type FormDefinition,
  findStep,
  formsOfferedForStep,
  isSameJsonValue,
  type ProcessDefinition,
  type ProcessState,
  processRoleIds,
  recordValuesByFieldId,
  resolveProviderAccess,
  selectStartingStep,
  type UrlQueryValue,
} from '@tessera/engine';
import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import { HttpError, notFound } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import type { TenantContext } from '../access/requestContext';
import { type ActionOutput, runAutomaticActions } from '../automation/runAutomaticActions';
import { type ClientFeatureFlag, hasClientFeature } from '../clients/clientFeatureFlags';
import { createDefinitionRepository } from '../definitions/definitionRepository';
import { definitionOf } from '../definitions/definitionSettingsRoutes';
import { formKind } from '../forms/formKind';
import { recomputeForm, type SubmittedField } from '../forms/recomputeForm';
import { holdRecord } from '../records/heldRecord';
import { type RecordItem, toRecordItem } from '../records/recordItem';
import { createRecordRepository, type RecordRow } from '../records/recordRepository';
import { type FieldWrite, saveRecord, staleRecordVersion } from '../records/saveRecord';
import { createProcessRepository, type ProcessRow } from './processRepository';
import { readProcessDefinitions } from './readProcessDefinitions';

/** A save through a process form (spec 002 §7 "save"). @internal */
export interface ProcessSaveInput {
  readonly formId: string;
  readonly fields: readonly SubmittedField[];
  readonly urlQueryParams?: Readonly<Record<string, UrlQueryValue>>;
  /** The version of the record the person opened: a different current version is a 409. */
  readonly version?: number;
}

/** Who saves, and where. @internal */
export interface ProcessSaveContext {
  readonly trx: Transaction<DatabaseTables>;
  readonly tenant: TenantContext;
  readonly versionId: string;
  readonly host: EngineHost;
  readonly userId: string;
}

/** A process as the API answers it. @internal */
export interface ProcessItem {
  readonly id: string;
  readonly processSettingsId: string;
  readonly currentStepId: string | null;
  readonly isFinished: boolean;
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** What a save answers (spec 002 §3 "save result" and "process info"). @internal */
export interface ProcessSaveResult {
  readonly process: ProcessItem;
  readonly dataRecord: RecordItem;
  readonly listenerOutputs: readonly {
    listenerId: string;
    actionOutputs: readonly ActionOutput[];
  }[];
  readonly actionOutputs: readonly ActionOutput[];
}

/** Most steps one save may move a process through (actions included): a guard, not a rule. */
const maxAdvances = 50;

/** @internal */
export const toProcessItem = (row: ProcessRow): ProcessItem => ({
  id: row.id,
  processSettingsId: row.process_settings_id,
  currentStepId: row.current_step_id,
  isFinished: row.is_finished,
  version: row.version,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** An admin passes every role check (spec 002 §6): they hold, in effect, every role the process names. */
export function effectiveRoleIds(
  process: ProcessDefinition,
  tenant: TenantContext,
): readonly string[] {
  return tenant.isAdmin ? processRoleIds(process) : tenant.roleIds;
}

/** What {@link loadProcessSettings} answers. @internal */
export interface LoadedProcessSettings {
  readonly process: ProcessDefinition;
  readonly provider: DataProvider;
  /** The form asked for when it is active in the version; else undefined. */
  readonly form: FormDefinition | undefined;
}

/**
 * The active process settings of a version, with their type switched on for the client, their
 * process provider and, when `formId` is given, that form if it is active: one statement.
 */
export async function loadProcessSettings(
  context: Pick<ProcessSaveContext, 'trx' | 'tenant' | 'versionId'>,
  processSettingsId: string,
  formId?: string,
): Promise<LoadedProcessSettings> {
  const { trx, tenant, versionId } = context;
  const rows = await readProcessDefinitions(
    trx,
    tenant.scope,
    versionId,
    processSettingsId,
    formId,
  );
  if (rows.process?.status !== 'active') throw notFound('Process not found');
  const process = definitionOf<ProcessDefinition>(rows.process);
  const flag: ClientFeatureFlag =
    process.type === 'diagram' ? 'processSettingsDiagram' : 'processSettingsOptions';
  if (!hasClientFeature(tenant.client, flag)) {
    throw new HttpError(403, `Processes of type ${process.type} are not enabled for this client`);
  }
  const provider =
    rows.provider?.status === 'active' ? definitionOf<DataProvider>(rows.provider) : undefined;
  if (provider?.type !== 'process') {
    throw new HttpError(
      422,
      'The process has no active process provider',
      'processWithoutProvider',
    );
  }
  const form = rows.form?.status === 'active' ? definitionOf<FormDefinition>(rows.form) : undefined;
  return { process, provider, form };
}

/** An active form of the save's version, or undefined. */
export async function findActiveForm(
  context: Pick<ProcessSaveContext, 'trx' | 'tenant' | 'versionId'>,
  formId: string,
): Promise<FormDefinition | undefined> {
  const row = await createDefinitionRepository(
    context.trx,
    context.tenant.scope,
    context.versionId,
    formKind,
  ).present(formId);
  return row?.status === 'active' ? definitionOf<FormDefinition>(row) : undefined;
}

/** 422 when a form does not write to the process's provider (spec 002 §5 "form save"). */
export function assertFormProvider(form: FormDefinition, provider: DataProvider): void {
  if (form.binding?.dataProviderId !== provider.id) {
    throw new HttpError(
      422,
      'The form does not write to the provider of this process',
      'providerMismatch',
    );
  }
}

/**
 * The form a save or preload works in, which {@link loadProcessSettings} read: it must be active
 * in the version (else 422 at `/formId`) and write to the process's provider.
 * @internal
 */
export function requireActiveForm(
  form: FormDefinition | undefined,
  provider: DataProvider,
): FormDefinition {
  if (form === undefined) {
    throw invalidRequest([{ path: '/formId', message: 'is not an active form of this version' }]);
  }
  assertFormProvider(form, provider);
  return form;
}

/**
 * The record's values by form field id, through the form's binding. Empty values are left out:
 * a field without a saved value starts from its default (spec 002 §4).
 */
export function savedValuesOf(
  form: FormDefinition,
  provider: DataProvider,
  data: Record<string, unknown>,
) {
  const byId = recordValuesByFieldId(provider, data);
  const values: Record<string, unknown> = {};
  for (const [formFieldId, providerFieldId] of Object.entries(form.binding?.fields ?? {})) {
    const value = byId[providerFieldId];
    if (value !== null && value !== undefined) values[formFieldId] = value;
  }
  return values;
}

/** What the recomputed form writes: each visible bound field into a written provider field. */
function writesOf(
  form: FormDefinition,
  provider: DataProvider,
  values: Readonly<Record<string, unknown>>,
) {
  const writable = new Set(
    provider.config.fields.filter((field) => field.type === 'value_field').map((field) => field.id),
  );
  const writes: FieldWrite[] = [];
  for (const [formFieldId, providerFieldId] of Object.entries(form.binding?.fields ?? {})) {
    if (!(formFieldId in values) || !writable.has(providerFieldId)) continue;
    writes.push({ providerFieldId, value: values[formFieldId], path: `/fields/${formFieldId}` });
  }
  return writes;
}

/**
 * Saves a form of a process and moves the process on (spec 001 §4, 002 §4), inside one
 * transaction: the form is replayed and validated on the server, its visible bound fields are
 * written into the process record (history included), the form's field-changed listeners whose
 * field changed run their actions, then the process advances — options: first satisfied finish
 * condition; diagram: lowest-numbered route that holds — running each automatic-action step it
 * meets and advancing again. Conditions read the record's values by provider field id and the
 * form's values by form field id.
 */
async function saveAndAdvance(
  context: ProcessSaveContext,
  input: ProcessSaveInput,
  target: {
    process: ProcessDefinition;
    provider: DataProvider;
    form: FormDefinition;
    processId: string;
    record: RecordRow | undefined;
    state: ProcessState;
    existing: ProcessRow | undefined;
  },
): Promise<ProcessSaveResult> {
  const { trx, tenant, host, userId } = context;
  const { process, provider, form, processId } = target;
  if (
    target.record !== undefined &&
    input.version !== undefined &&
    target.record.version !== input.version
  ) {
    throw staleRecordVersion();
  }
  const recordId = target.record?.id ?? randomUUID();
  const savedValues = savedValuesOf(form, provider, target.record?.data ?? {});
  const recomputed = await recomputeForm({
    form,
    savedValues,
    recordId,
    submitted: input.fields,
    urlQuery: input.urlQueryParams ?? {},
    host,
  });
  if (recomputed.problems.length > 0) throw invalidRequest(recomputed.problems);

  const designer = resolveProviderAccess(provider, { isAdmin: true, roleIds: [] }, host);
  const held = holdRecord(provider.id, recordId, target.record);
  const saved = await saveRecord(trx, tenant.scope, {
    provider,
    ...(target.record === undefined ? { newRecordId: recordId } : { recordId }),
    fields: writesOf(form, provider, recomputed.values),
    ...(input.version === undefined ? {} : { version: input.version }),
    processId,
    formId: form.id,
    access: designer,
    host,
    userId,
    held,
  });
  const processes = createProcessRepository(trx, tenant.scope);
  if (target.existing === undefined) {
    await processes.insert({
      id: processId,
      processSettingsId: process.id,
      providerId: provider.id,
      recordId,
      state: target.state,
      createdBy: userId,
    });
  }

  const run = {
    trx,
    tenant,
    versionId: context.versionId,
    host,
    userId,
    processId,
    provider,
    record: held,
    formValues: recomputed.values,
  };
  const listenerOutputs = [];
  for (const listener of form.formEventListeners ?? []) {
    const changed = !isSameJsonValue(
      savedValues[listener.formFieldId] ?? null,
      recomputed.values[listener.formFieldId] ?? null,
    );
    if (!changed) continue;
    const { action } = listener;
    const condition =
      listener.condition === undefined
        ? action.condition
        : action.condition === undefined
          ? listener.condition
          : { type: 'and' as const, conditions: [listener.condition, action.condition] };
    const actionOutputs = await runAutomaticActions(run, [
      condition === undefined ? action : { ...action, condition },
    ]);
    if (actionOutputs.length > 0) listenerOutputs.push({ listenerId: listener.id, actionOutputs });
  }

  const actionOutputs: ActionOutput[] = [];
  let state = target.state;
  for (let step = 0; ; step += 1) {
    if (step === maxAdvances) {
      throw new HttpError(
        422,
        'The process moved through too many steps in one save',
        'processLoop',
      );
    }
    const values = {
      ...recordValuesByFieldId(provider, held.row?.data ?? {}),
      ...recomputed.values,
    };
    const conditionContext = createEvaluationContext({ host, values, recordId });
    const advance = advanceProcess(process, state, (condition) =>
      compileCondition(condition)(conditionContext),
    );
    if (!advance.ok) {
      throw new HttpError(
        422,
        `The process cannot move on: ${advance.error.message}`,
        'processDefinition',
      );
    }
    state = advance.state;
    if (advance.pendingAction === undefined) break;
    actionOutputs.push(...(await runAutomaticActions(run, [advance.pendingAction.action])));
  }
  const processRow = await processes.setState(processId, state);
  return {
    process: toProcessItem(processRow),
    // An action may have deleted the record: the answer shows it as the save wrote it.
    dataRecord: toRecordItem(held.row ?? saved.row, provider, designer),
    listenerOutputs,
    actionOutputs,
  };
}

/**
 * `POST processes`: starts a process with its start form (spec 001 §4 "process start"). The user
 * must be offered the form at the starting step (an admin always is); the new record and the
 * process are created together.
 * @internal
 */
export async function startProcessSave(
  context: ProcessSaveContext,
  processSettingsId: string,
  input: ProcessSaveInput,
): Promise<ProcessSaveResult> {
  const settings = await loadProcessSettings(context, processSettingsId, input.formId);
  const { process, provider } = settings;
  const roleIds = effectiveRoleIds(process, context.tenant);
  const step = selectStartingStep(process, roleIds);
  const offered = step === undefined ? [] : formsOfferedForStep(process, step, roleIds);
  if (step === undefined || !offered.some((form) => form.formId === input.formId)) {
    throw new HttpError(403, 'You may not start this process with this form');
  }
  const form = requireActiveForm(settings.form, provider);
  return saveAndAdvance(context, input, {
    process,
    provider,
    form,
    processId: randomUUID(),
    record: undefined,
    state: { currentStepId: step.id, isFinished: false },
    existing: undefined,
  });
}

/**
 * A running process, its settings and its record, locked for a change unless only read; with
 * `formId`, also that form when it is active (see {@link loadProcessSettings}).
 */
export async function loadRunningProcess(
  context: ProcessSaveContext,
  processId: string,
  forUpdate = true,
  formId?: string,
) {
  const row = await createProcessRepository(context.trx, context.tenant.scope).find(
    processId,
    forUpdate,
  );
  if (row === undefined) throw notFound('Process not found');
  const { process, provider, form } = await loadProcessSettings(
    context,
    row.process_settings_id,
    formId,
  );
  if (provider.id !== row.provider_id) {
    throw new HttpError(
      422,
      'The process provider has changed since this process started',
      'providerMismatch',
    );
  }
  const record = await createRecordRepository(context.trx, context.tenant.scope, provider.id).find(
    row.record_id,
    forUpdate,
  );
  if (record === undefined) throw notFound('Record not found');
  return { row, process, provider, form, record };
}

/**
 * `PATCH processes/{id}`: saves a form of the step the process is at. Only holders of a role the
 * step offers that form to may (else 403); a finished process takes no more saves (409).
 * @internal
 */
export async function updateProcessSave(
  context: ProcessSaveContext,
  processId: string,
  input: ProcessSaveInput,
): Promise<ProcessSaveResult> {
  const { row, process, provider, form, record } = await loadRunningProcess(
    context,
    processId,
    true,
    input.formId,
  );
  if (row.is_finished) {
    throw new HttpError(
      409,
      'This process is finished; restore it to change it',
      'processFinished',
    );
  }
  const step = findStep(process, row.current_step_id);
  const roleIds = effectiveRoleIds(process, context.tenant);
  const offered = step === undefined ? [] : formsOfferedForStep(process, step, roleIds);
  if (!offered.some((form) => form.formId === input.formId)) {
    throw new HttpError(403, 'You may not fill in this form at the current step of the process');
  }
  return saveAndAdvance(context, input, {
    process,
    provider,
    form: requireActiveForm(form, provider),
    processId,
    record,
    state: { currentStepId: row.current_step_id, isFinished: false },
    existing: row,
  });
}
