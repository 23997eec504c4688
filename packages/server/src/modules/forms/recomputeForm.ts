import {
  compileJsonSchema,
  createFormStore,
  type EngineHost,
  type FieldTypeDefinition,
  type FormDefinition,
  type FormField,
  type FormStore,
  isContainerField,
  isRepeatingGroupField,
  MAX_REPEATING_GROUP_ROWS,
  type Problem,
  type UrlQueryValue,
} from '@tessera/engine';
import { HttpError } from '../../http/httpError';
import type { RequestProblem } from '../../http/requestValidation';
import { serverRegistry } from '../../serverRegistry';
import { readablePathToPointer } from '../definitions/definitionProblems';
import { trackDelegatedMethods } from '../methods/trackDelegatedMethods';
import { usesDelegatedMethods } from '../methods/usesDelegatedMethods';

/** One value a person submitted: a form field and its value (a group's value is its rows). @internal */
export interface SubmittedField {
  readonly fieldId: string;
  readonly value: unknown;
}

/** What {@link recomputeForm} works from. @internal */
export interface FormRecomputeInput {
  readonly form: FormDefinition;
  /** The record's values by form field id (through the form's binding); empty for a new record. */
  readonly savedValues: Readonly<Record<string, unknown>>;
  /** The record's id; null for a form not yet saved (a new record without an id). */
  readonly recordId: string | null;
  readonly submitted: readonly SubmittedField[];
  readonly urlQuery: Readonly<Record<string, UrlQueryValue | undefined>>;
  readonly host: EngineHost;
  /**
   * Where the submitted values are in the request body, for problem paths: `/fields` (a save's
   * list, by field id) unless given.
   * @default '/fields'
   */
  readonly submittedPath?: string;
}

/** A form problem: where, the engine's message key as `code`, and its parameters. @internal */
export interface FormProblem extends RequestProblem {
  readonly code: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** The outcome of {@link replayForm}. @internal */
export interface ReplayedForm {
  /** The form as it stands after the person's values, every server-side method answered. */
  readonly store: FormStore;
  /** The submitted values refused: not a field of the form, or not a value its type takes. */
  readonly problems: readonly FormProblem[];
  /** The errors the form's server-side methods failed with while it was replayed. */
  readonly methodFailures: readonly unknown[];
}

/** The outcome of {@link recomputeForm}. @internal */
export interface RecomputedForm {
  /** The values to save: every visible field, as the engine computed them. */
  readonly values: Readonly<Record<string, unknown>>;
  readonly problems: readonly FormProblem[];
}

const valueCheckers = new Map<FieldTypeDefinition, (value: unknown) => boolean>();

function valueFits(fieldType: FieldTypeDefinition | undefined, value: unknown): boolean {
  if (fieldType === undefined) return true;
  let check = valueCheckers.get(fieldType);
  if (check === undefined) {
    const validate = compileJsonSchema(fieldType.valueSchema);
    check = (candidate) => validate(candidate).ok;
    valueCheckers.set(fieldType, check);
  }
  return check(value);
}

function fieldTypeOf(field: FormField): FieldTypeDefinition | undefined {
  const resolved = serverRegistry.resolveFieldType(field.type.name);
  return resolved.ok ? resolved.definition : undefined;
}

/**
 * The active value fields of a form by id: top level, containers opened (their children are form
 * fields too); a repeating group is one field, its rows its value.
 * @internal
 */
export function valueFieldsOf(fields: readonly FormField[], into = new Map<string, FormField>()) {
  for (const field of fields) {
    if (field.status !== 'active') continue;
    if (isContainerField(field)) valueFieldsOf(field.type.options.fields, into);
    else into.set(field.id, field);
  }
  return into;
}

const toProblem = (problem: Problem): FormProblem => ({
  path: `/fields${readablePathToPointer(problem.path)}`,
  message: problem.messageKey,
  code: problem.messageKey,
  ...(problem.params === undefined ? {} : { params: problem.params }),
});

/**
 * Replays a person's form on the server (ARCHITECTURE §6: the server never trusts the client):
 * the form opens over the record's saved values exactly as in the browser, each submitted value
 * is set as the person would have typed it — only into fields that are visible and enabled at
 * that moment, values of hidden, disabled or computed fields are ignored and recomputed.
 * Repeating groups get their rows added or removed to the submitted count within their limits.
 * Server-side (delegated) methods are waited for after the opening and after each value, as the
 * person saw their answers before typing on.
 * @returns the store as the replay left it, the refused values (at `{submittedPath}/{fieldId}…`,
 * the engine's message key as `code`) and the failures of server-side methods
 * @internal
 */
export async function replayForm(input: FormRecomputeInput): Promise<ReplayedForm> {
  const tracked = trackDelegatedMethods(input.host);
  // Forms without server-side methods (most) are replayed without waiting on the event loop.
  const settled = usesDelegatedMethods(input.form) ? tracked.settled : () => undefined;
  const store = createFormStore(input.form, {
    registry: serverRegistry,
    host: tracked.host,
    savedValues: input.savedValues,
    recordId: input.recordId,
    urlQuery: input.urlQuery,
  });
  await settled();
  const fields = valueFieldsOf(input.form.fields);
  const problems: FormProblem[] = [];
  const submittedPath = input.submittedPath ?? '/fields';
  const invalid = (path: string, code = 'validations.invalid'): void => {
    problems.push({ path, message: code, code });
  };

  for (const submitted of input.submitted) {
    const field = fields.get(submitted.fieldId);
    const path = `${submittedPath}${readablePathToPointer(submitted.fieldId)}`;
    if (field === undefined) {
      problems.push({ path, message: 'is not a field of the form', code: 'validations.invalid' });
      continue;
    }
    const state = store.getState().field(field.id);
    if (state === undefined || !state.visible || state.disabled) continue;
    if (!isRepeatingGroupField(field)) {
      if (!valueFits(fieldTypeOf(field), submitted.value)) invalid(path);
      else store.setValue(field.id, submitted.value);
      await settled();
      continue;
    }
    const rows = submitted.value;
    if (
      !Array.isArray(rows) ||
      rows.length > MAX_REPEATING_GROUP_ROWS ||
      rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))
    ) {
      invalid(path);
      continue;
    }
    let count = Array.isArray(state.value) ? state.value.length : 0;
    while (count < rows.length && store.addRow(field.id)) count += 1;
    while (count > rows.length && store.removeRow(field.id, count - 1)) count -= 1;
    if (count !== rows.length) {
      // The group's limits stop the rows where they are: say so rather than save other rows.
      const code =
        count > rows.length ? 'validations.minArrayLength' : 'validations.maxArrayLength';
      const params = count > rows.length ? { min: count } : { max: count };
      problems.push({ path, message: code, code, params });
      continue;
    }
    // The row's value fields: those of containers in the row too, as the form store has them.
    const template = valueFieldsOf(field.type.options.fieldsTemplate);
    rows.slice(0, count).forEach((row: Record<string, unknown>, index) => {
      for (const [childId, value] of Object.entries(row)) {
        const child = template.get(childId);
        const childPath = `${path}/${index}/${childId}`;
        if (child === undefined) {
          invalid(childPath);
          continue;
        }
        const rowState = store.getState().field(field.id)?.rows?.[index]?.[childId];
        if (rowState !== undefined && (!rowState.visible || rowState.disabled)) continue;
        if (!valueFits(fieldTypeOf(child), value)) invalid(childPath);
        else store.setRowValue(field.id, index, childId, value);
      }
    });
    await settled();
  }
  return { store, problems, methodFailures: tracked.failures };
}

/**
 * A save's replay ({@link replayForm}), then the engine validates the whole form with the same
 * field plugins the runtime uses. A server-side method that failed fails the save: its value
 * would otherwise be saved empty without anyone knowing why.
 * @returns the visible fields' values to save and every problem, at `/fields/{fieldId}…` with the
 * engine's message key as `code`
 * @throws the first failure of a server-side method (an `HttpError` names the reason)
 * @internal
 */
export async function recomputeForm(input: FormRecomputeInput): Promise<RecomputedForm> {
  const { store, problems, methodFailures } = await replayForm(input);
  const [failure] = methodFailures;
  if (failure !== undefined) {
    throw failure instanceof HttpError
      ? failure
      : new Error('A server-side method of the form failed', { cause: failure });
  }
  // Fields whose submitted value was refused already have their problem; the form's own rules
  // speak for every other field.
  const refused = problems.map((problem) => problem.path);
  const validation = store
    .validate()
    .map(toProblem)
    .filter(
      (problem) =>
        !refused.some((path) => problem.path === path || problem.path.startsWith(`${path}/`)),
    );
  return { values: store.getSubmitValues(), problems: [...problems, ...validation] };
}
