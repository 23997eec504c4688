import { compileMethod } from '@tessera/engine';
import { HttpError } from '../../http/httpError';
import { invalidRequest, type RequestProblem } from '../../http/requestValidation';
import { type LocatedMethod, locateFormMethod } from '../methods/locateFormMethod';
import type { ProcessSaveContext } from './processSave';
import { type OpenFormInput, replayEnteredForm } from './replayEnteredForm';

/** One method the form wants computed, named by where it is in the stored form. @internal */
export interface MethodInput {
  /** A JSON Pointer into the form definition, e.g. `/fields/3/defaultValue`. */
  readonly contextFieldPath: string;
  /** The caller's own name for the input, echoed back (spec 001 §7 `methodId`). */
  readonly methodId?: string;
  /** For a method of a repeating group's rows: the 0-based row, by group field id. */
  readonly rowIndexes?: Readonly<Record<string, number>>;
}

/** What `POST processes/calculate-methods` takes. @internal */
export interface CalculateMethodsInput extends OpenFormInput {
  readonly inputs: readonly MethodInput[];
}

/** A computed method. @internal */
export interface MethodResult {
  readonly contextFieldPath: string;
  readonly methodId?: string;
  readonly value: unknown;
}

/** A method that could not be computed, and why, as an error response would say it. @internal */
export interface MethodProblem {
  /** The input, as a pointer into the request body (`/inputs/1`). */
  readonly path: string;
  readonly contextFieldPath: string;
  readonly methodId?: string;
  readonly statusCode: number;
  readonly message: string;
  readonly errorType?: string;
}

/** Checks the rows an input names against the groups its method is in and the form's rows. */
function rowProblems(
  input: MethodInput,
  at: string,
  located: LocatedMethod,
  rowCount: (groupId: string) => number,
): RequestProblem[] {
  const problems: RequestProblem[] = [];
  const named = input.rowIndexes ?? {};
  for (const groupId of located.groupIds) {
    const index = named[groupId];
    if (index === undefined) {
      problems.push({
        path: `${at}/rowIndexes`,
        message: `must name the row of ${groupId} the method computes for`,
      });
    } else if (index >= rowCount(groupId)) {
      problems.push({ path: `${at}/rowIndexes/${groupId}`, message: 'is not a row of the group' });
    }
  }
  for (const groupId of Object.keys(named)) {
    if (!located.groupIds.includes(groupId)) {
      problems.push({
        path: `${at}/rowIndexes/${groupId}`,
        message: 'is not a repeating group the method is in',
      });
    }
  }
  return problems;
}

/**
 * `POST processes/calculate-methods` (spec 001 §7, 002 §7 "server-side methods load"): computes
 * methods of a stored form for the person filling it in. The client names each method only by
 * its place in the form; the server opens the form the person may enter, replays their values
 * through it as a save does and computes each named method — its nested methods included — from
 * the form as it then stands, with the person's access to any data it reads.
 * @returns the values in input order, and the inputs whose method failed (as error answers)
 * @throws 422 for a path that names no method of the form or rows that do not fit it, for values
 * the form does not take, and what opening the form throws (403, 404)
 * @internal
 */
export async function calculateFormMethods(
  context: ProcessSaveContext,
  input: CalculateMethodsInput,
): Promise<{ data: MethodResult[]; problems: MethodProblem[] }> {
  const replayed = await replayEnteredForm(context, input);
  const rowCount = (groupId: string) => {
    const rows = replayed.store.getState().value(groupId);
    return Array.isArray(rows) ? rows.length : 0;
  };
  const located: LocatedMethod[] = [];
  const malformed: RequestProblem[] = [];
  input.inputs.forEach((methodInput, index) => {
    const at = `/inputs/${index}`;
    const location = locateFormMethod(replayed.form, methodInput.contextFieldPath);
    if (!location.ok) {
      malformed.push({ path: `${at}/contextFieldPath`, message: location.message });
      return;
    }
    malformed.push(...rowProblems(methodInput, at, location.located, rowCount));
    located.push(location.located);
  });
  if (malformed.length > 0) throw invalidRequest(malformed);

  const data: MethodResult[] = [];
  const problems: MethodProblem[] = [];
  // One after another: they share the request's transaction, and a failure is each one's own.
  for (const [index, methodInput] of input.inputs.entries()) {
    const echo = {
      contextFieldPath: methodInput.contextFieldPath,
      ...(methodInput.methodId === undefined ? {} : { methodId: methodInput.methodId }),
    };
    try {
      const method = compileMethod(located[index]!.method);
      const value = await method(replayed.contextFor(methodInput.rowIndexes));
      data.push({ ...echo, value: value ?? null });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      problems.push({
        path: `/inputs/${index}`,
        ...echo,
        statusCode: error.statusCode,
        message: error.message,
        ...(error.errorType === undefined ? {} : { errorType: error.errorType }),
      });
    }
  }
  return { data, problems };
}
