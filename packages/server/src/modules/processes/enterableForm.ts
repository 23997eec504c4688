import {
  type DataProvider,
  type FormDefinition,
  findStep,
  formsOfferedForStep,
  type ProcessDefinition,
  selectStartingStep,
} from '@tessera/engine';
import { HttpError } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import type { RecordRow } from '../records/recordRepository';
import {
  effectiveRoleIds,
  loadProcessSettings,
  loadRunningProcess,
  type ProcessSaveContext,
  requireActiveForm,
} from './processSave';

/** Which form a person works in: of a process they start, or of a running process. @internal */
export interface FormTarget {
  readonly processSettingsId: string;
  /** Absent: the person starts a process with the form. */
  readonly processId?: string;
  readonly formId: string;
}

/** A form the person may enter, with its process, provider and (for a running process) record. @internal */
export interface EnterableForm {
  readonly form: FormDefinition;
  readonly process: ProcessDefinition;
  readonly provider: DataProvider;
  /** The process record; undefined while the process is being started. */
  readonly record: RecordRow | undefined;
}

/**
 * The form a person has open, checked as a save would check it (spec 001 §4, 002 §6): without a
 * process, the form must be offered at the step the process starts at for them; with one, at the
 * process's current step, to one of their roles (admins hold every role the process names). The
 * form must write to the process's provider. Nothing is locked: this only reads.
 * @throws 404 for an unknown process, 403 for a form the person may not enter, 422 for a form
 * that is not active, a process of other settings or a form of another provider
 * @internal
 */
export async function loadEnterableForm(
  context: ProcessSaveContext,
  target: FormTarget,
): Promise<EnterableForm> {
  let process: ProcessDefinition;
  let provider: DataProvider;
  let form: FormDefinition | undefined;
  let record: RecordRow | undefined;
  if (target.processId === undefined) {
    ({ process, provider, form } = await loadProcessSettings(
      context,
      target.processSettingsId,
      target.formId,
    ));
    const roleIds = effectiveRoleIds(process, context.tenant);
    const step = selectStartingStep(process, roleIds);
    const offered = step === undefined ? [] : formsOfferedForStep(process, step, roleIds);
    if (!offered.some((offer) => offer.formId === target.formId)) {
      throw new HttpError(403, 'You may not start this process with this form');
    }
  } else {
    const running = await loadRunningProcess(context, target.processId, false, target.formId);
    if (running.row.process_settings_id !== target.processSettingsId) {
      throw invalidRequest([
        { path: '/processSettingsId', message: 'is not the settings of this process' },
      ]);
    }
    ({ process, provider, form, record } = running);
    const step = findStep(process, running.row.current_step_id);
    const roleIds = effectiveRoleIds(process, context.tenant);
    const offered = step === undefined ? [] : formsOfferedForStep(process, step, roleIds);
    if (!offered.some((offer) => offer.formId === target.formId)) {
      throw new HttpError(403, 'You may not fill in this form at the current step of the process');
    }
  }
  return { form: requireActiveForm(form, provider), process, provider, record };
}
