import {
  type FormPreload,
  type HttpAdapter,
  isApiError,
  type ProcessSaveResult,
  startProcess,
  updateProcess,
} from '@tessera/client';
import type { EngineHost, FormStore, Problem, Registry, UrlQueryValue } from '@tessera/engine';
import type { Notification } from '@tessera/ui';
import type { IdempotencyKeys } from './createIdempotencyKeys';
import { readServerProblems } from './readServerProblems';
import { resolveSaveRedirect, type SaveRedirectTarget } from './resolveSaveRedirect';
import { submittedFields } from './submittedFields';

/**
 * The save sequence's short delay (spec 002 §4, §9 "form submit delay"): inputs that pass their
 * value on after a pause (a text area, 350 ms, flushed on blur) and the change the click on the
 * save button caused settle into the store before it is validated.
 */
export const FORM_SUBMIT_DELAY_MS = 150;

/** What a save works on: the opened form and where it is saved to. */
export interface ProcessFormSaveInput {
  readonly adapter: HttpAdapter;
  readonly preload: FormPreload;
  readonly store: FormStore;
  readonly registry: Registry;
  readonly host: EngineHost;
  /** `/{clientKey}`: save redirects to forms are paths under it. */
  readonly appBasePath: string;
  /** The page's custom query parameters: `urlQueryParams` of the save. */
  readonly urlQuery: Readonly<Record<string, UrlQueryValue>>;
  readonly idempotencyKeys: IdempotencyKeys;
  /** @default FORM_SUBMIT_DELAY_MS */
  readonly delayMs?: number;
}

/** What the sequence does to the screen; the form page binds these to React and the router. */
export interface ProcessFormSaveEffects {
  /** The saving flag: the save button shows progress and takes no second click. */
  setSaving(saving: boolean): void;
  /**
   * Validates the form, shows its problems and scrolls to and focuses the first one (the form
   * view's `validate`; the card turns red and opens through `useFormInvalid`).
   */
  validate(): readonly Problem[];
  /** Shows the server's problems on their fields like the form's own, and goes to the first. */
  showServerProblems(problems: readonly Problem[]): void;
  notify(notification: Notification): void;
  /** Any other failed call: the app's usual handling (401 logs out, 403 'no permission', …). */
  reportError(error: unknown): void;
  /** Someone else saved the record meanwhile: tell so and offer to load it again. */
  showStaleRecord(): void;
  /** The form's changes are saved, or can never be: leaving asks no more. */
  forgetChanges(): void;
  /** Goes on: to a redirect's target, or (`null`) back to the previous route. */
  leave(target: SaveRedirectTarget | null): void;
}

/** How a save ended. */
export type ProcessFormSaveOutcome =
  | 'saved'
  | 'invalid'
  | 'rejected'
  | 'stale'
  | 'recordGone'
  | 'failed';

const wait = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** Sends the form: `POST processes` for a start form, `PATCH processes/{id}` for a later one. */
function send(input: ProcessFormSaveInput, key: string): Promise<ProcessSaveResult> {
  const { adapter, preload, store, registry, urlQuery } = input;
  const save = {
    formId: preload.form.id,
    fields: submittedFields(preload.form, store, registry),
    ...(Object.keys(urlQuery).length === 0 ? {} : { urlQueryParams: urlQuery }),
  };
  // Every failure is handled below, where the form knows what it means.
  const options = { idempotencyKey: key, skipErrorNotification: true };
  if (preload.process === null) {
    return startProcess(
      adapter,
      { ...save, processSettingsId: preload.processSettings.id },
      options,
    );
  }
  // The screen opens a process only with its record (`useFormPreload`), so its version is known.
  const version = preload.dataRecord?.version ?? 0;
  return updateProcess(adapter, preload.process.id, { ...save, version }, options);
}

/** The idempotency key's payload: what makes two attempts the same attempt. */
const attemptOf = (input: ProcessFormSaveInput) => ({
  processId: input.preload.process?.id ?? null,
  fields: submittedFields(input.preload.form, input.store, input.registry),
  urlQuery: input.urlQuery,
});

/** A failure after which the save may or may not have been written: retry with the same key. */
const answerUnknown = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status >= 500);

/**
 * The save sequence of a process form, exactly as spec 002 §4 orders it: the saving flag on, a
 * short delay, validation — when invalid, the invalid-form notification, the card red and open,
 * the first problem in view, and nothing sent — then only the active, writable, visible fields
 * are sent, with a fresh idempotency key per attempt (the same one when the same attempt is
 * retried). The server's answer: its field problems (422) shown like the form's own; a record
 * changed meanwhile (409) offered for reloading; a provider mismatch turned into "record not
 * found" and a return; on success the configured redirect, or the success notice and a return
 * to the previous route.
 */
export async function saveProcessForm(
  input: ProcessFormSaveInput,
  effects: ProcessFormSaveEffects,
): Promise<ProcessFormSaveOutcome> {
  effects.setSaving(true);
  let leaving: SaveRedirectTarget | null | undefined;
  try {
    await wait(input.delayMs ?? FORM_SUBMIT_DELAY_MS);
    if (effects.validate().length > 0) {
      effects.notify({ intent: 'error', title: 'forms.screen.validationFailed' });
      return 'invalid';
    }
    // No field type uploads files yet: the upload-waiting dialog has nothing to wait for.
    let result: ProcessSaveResult;
    try {
      result = await send(input, input.idempotencyKeys.keyFor(attemptOf(input)));
    } catch (error) {
      if (!answerUnknown(error)) input.idempotencyKeys.settle();
      const outcome = handleFailure(error, effects);
      if (outcome === 'recordGone') leaving = null;
      return outcome;
    }
    input.idempotencyKeys.settle();
    effects.forgetChanges();
    const state = input.store.getState();
    leaving = await resolveSaveRedirect(input.preload.form.layout?.saveButton?.redirect, {
      host: input.host,
      appBasePath: input.appBasePath,
      values: state.values,
      variables: state.variables,
      urlQuery: input.urlQuery,
      processId: result.process.id,
      listenerOutputs: result.listenerOutputs,
    });
    if (leaving === null) effects.notify({ intent: 'success', title: 'notifications.success' });
    return 'saved';
  } finally {
    effects.setSaving(false);
    // Left after the flag is off: the page being left may unmount at once.
    if (leaving !== undefined) effects.leave(leaving);
  }
}

function handleFailure(error: unknown, effects: ProcessFormSaveEffects): ProcessFormSaveOutcome {
  if (!isApiError(error)) {
    effects.notify({ intent: 'error', title: 'notifications.unknownError' });
    return 'failed';
  }
  if (error.status === 422) {
    const server = readServerProblems(error);
    if (server !== null && server.problems.length > 0) {
      effects.showServerProblems(server.problems);
      effects.notify({ intent: 'error', title: 'forms.screen.validationFailed' });
      return 'rejected';
    }
    if (error.errorType === 'providerMismatch') return recordGone(effects);
    effects.notify(
      server === null
        ? { intent: 'error', title: 'notifications.unknownError' }
        : { intent: 'error', title: 'notifications.api_errors.invalidForm' },
    );
    return 'failed';
  }
  if (error.status === 409 && error.errorType === 'staleRecordVersion') {
    effects.showStaleRecord();
    return 'stale';
  }
  if (error.status === 409 && error.errorType === 'processFinished') {
    effects.notify({ intent: 'warning', title: 'forms.screen.processFinished' });
    return 'failed';
  }
  if (error.status === 404) return recordGone(effects);
  effects.reportError(error);
  return 'failed';
}

/** Spec 002 §4: "record not found" notice, then (the caller) the previous route. */
function recordGone(effects: ProcessFormSaveEffects): ProcessFormSaveOutcome {
  effects.notify({ intent: 'error', title: 'notifications.recordNotFound' });
  effects.forgetChanges();
  return 'recordGone';
}
