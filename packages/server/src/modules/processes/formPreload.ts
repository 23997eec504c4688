import {
  type DataProvider,
  type FormDefinition,
  findStep,
  formsOfferedForStep,
  type ProcessDefinition,
  resolveProviderAccess,
  selectStartingStep,
} from '@tessera/engine';
import { HttpError, notFound } from '../../http/httpError';
import { describeProvider, type SchemaDescription } from '../dataProviders/schemaDescription';
import { createDefinitionRepository } from '../definitions/definitionRepository';
import { definitionOf } from '../definitions/definitionSettingsRoutes';
import { type RecordItem, toRecordItem } from '../records/recordItem';
import { processKind } from './processKind';
import {
  assertFormProvider,
  effectiveRoleIds,
  findActiveForm,
  loadProcessSettings,
  loadRunningProcess,
  type ProcessItem,
  type ProcessSaveContext,
  savedValuesOf,
  toProcessItem,
} from './processSave';

/** What the form screen opens with (spec 002 §7 "form preload"). @internal */
export interface FormPreload {
  readonly form: FormDefinition;
  readonly processSettings: { readonly id: string; readonly name: string; readonly type: string };
  readonly process: ProcessItem | null;
  readonly dataRecord: RecordItem | null;
  /** The record's values by form field id, through the form's binding. */
  readonly savedValues: Readonly<Record<string, unknown>>;
  /** A finished process is shown, not edited. */
  readonly readOnly: boolean;
}

/** The first active process (by name) whose starting step offers `formId` to the person. */
async function processStartedBy(
  context: ProcessSaveContext,
  formId: string,
): Promise<ProcessDefinition | undefined> {
  const rows = await createDefinitionRepository(
    context.trx,
    context.tenant.scope,
    context.versionId,
    processKind,
  ).active();
  for (const row of rows) {
    const process = definitionOf<ProcessDefinition>(row);
    const roleIds = effectiveRoleIds(process, context.tenant);
    const step = selectStartingStep(process, roleIds);
    if (
      step &&
      formsOfferedForStep(process, step, roleIds).some((form) => form.formId === formId)
    ) {
      return process;
    }
  }
  return undefined;
}

/**
 * `POST commands/forContext` with type `formPreload` (spec 002 §7): the form, the process it
 * starts or continues, the process record and its values by form field. Without a process, the
 * form must start a process for the person (a form of its starting step offered to one of their
 * roles); with one, it must be offered at the process's current step. A finished process opens
 * read-only.
 * @throws 404 for an unknown form or process, 403 for a form the person may not fill in, 422
 * `providerMismatch` when the form writes to another provider than the process
 * @internal
 */
export async function preloadForm(
  context: ProcessSaveContext,
  formId: string,
  processId: string | undefined,
): Promise<{ data: FormPreload; relations: { dataProviders: SchemaDescription[] } }> {
  const form = await findActiveForm(context, formId);
  if (form === undefined) throw notFound('Form not found');
  const relations = (provider: DataProvider) => ({
    dataProviders: [describeProvider(provider, context.tenant)],
  });
  if (processId === undefined) {
    const started = await processStartedBy(context, formId);
    if (started === undefined)
      throw new HttpError(403, 'You may not start a process with this form');
    const { process, provider } = await loadProcessSettings(context, started.id);
    assertFormProvider(form, provider);
    return {
      data: {
        form,
        processSettings: { id: process.id, name: process.name, type: process.type },
        process: null,
        dataRecord: null,
        savedValues: {},
        readOnly: false,
      },
      relations: relations(provider),
    };
  }
  const { row, process, provider, record } = await loadRunningProcess(context, processId, false);
  assertFormProvider(form, provider);
  const step = findStep(process, row.current_step_id);
  const roleIds = effectiveRoleIds(process, context.tenant);
  const offered =
    step !== undefined &&
    formsOfferedForStep(process, step, roleIds).some((offer) => offer.formId === formId);
  if (!offered)
    throw new HttpError(403, 'You may not fill in this form at the current step of the process');
  const access = resolveProviderAccess(provider, { isAdmin: true, roleIds: [] }, context.host);
  return {
    data: {
      form,
      processSettings: { id: process.id, name: process.name, type: process.type },
      process: toProcessItem(row),
      dataRecord: toRecordItem(record, provider, access),
      savedValues: savedValuesOf(form, provider, record.data),
      readOnly: row.is_finished,
    },
    relations: relations(provider),
  };
}
