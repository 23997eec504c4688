import {
  createEvaluationContext,
  type EvaluationContext,
  type FormStore,
  type UrlQueryValue,
} from '@tessera/engine';
import { invalidRequest } from '../../http/requestValidation';
import { replayForm } from '../forms/recomputeForm';
import { type EnterableForm, type FormTarget, loadEnterableForm } from './enterableForm';
import { type ProcessSaveContext, savedValuesOf } from './processSave';

/** A form a person has open, with what they have typed so far (spec 002 §7 calculations). @internal */
export interface OpenFormInput extends FormTarget {
  /** The form's values by form field id, as the person's form holds them. */
  readonly fieldResults: Readonly<Record<string, unknown>>;
  readonly urlQueryParams?: Readonly<Record<string, UrlQueryValue>>;
}

/** The form replayed on the server. @internal */
export interface ReplayedEnteredForm extends EnterableForm {
  readonly store: FormStore;
  /** An evaluation context over the replayed form, for one row of each named group. */
  contextFor(rowIndexes?: Readonly<Record<string, number>>): EvaluationContext;
}

/**
 * Opens the form the person has open — only one they may enter ({@link loadEnterableForm}) —
 * over the process record's saved values, and replays their values through it as a save does
 * (`replayForm`): hidden, disabled and computed fields take no value from the client, and every
 * value, nested methods included, is computed here. Server-side methods of the form that fail
 * leave their fields empty, as in the browser; a caller computing one reports its own failure.
 * @throws 422 with `/fieldResults/{fieldId}` pointers for values the form does not take, and
 * what {@link loadEnterableForm} throws
 * @internal
 */
export async function replayEnteredForm(
  context: ProcessSaveContext,
  input: OpenFormInput,
): Promise<ReplayedEnteredForm> {
  const entered = await loadEnterableForm(context, input);
  const { form, provider, record } = entered;
  const recordId = record?.id ?? null;
  const urlQuery = input.urlQueryParams ?? {};
  const replayed = await replayForm({
    form,
    savedValues: record === undefined ? {} : savedValuesOf(form, provider, record.data),
    recordId,
    submitted: Object.entries(input.fieldResults).map(([fieldId, value]) => ({ fieldId, value })),
    urlQuery,
    host: context.host,
    submittedPath: '/fieldResults',
  });
  if (replayed.problems.length > 0) throw invalidRequest(replayed.problems);
  const { store } = replayed;
  return {
    ...entered,
    store,
    contextFor: (rowIndexes = {}) => {
      const state = store.getState();
      return createEvaluationContext({
        host: context.host,
        values: state.values,
        variables: state.variables,
        recordId,
        urlQuery,
        rowIndexes,
      });
    },
  };
}
