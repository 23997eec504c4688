import type { UrlQueryValue } from '@tessera/engine';
import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';

/**
 * The form a calculation is for (spec 002 §7): the process settings and, once started, the
 * process; the server opens the form only for someone who may enter it.
 * @public
 */
export interface FormCalculationTarget {
  readonly processSettingsId: string;
  readonly processId?: string | null;
  readonly formId: string;
  readonly urlQueryParams?: Readonly<Record<string, UrlQueryValue>>;
}

/** One server-side method to compute, named by where it is in the stored form. @public */
export interface FormMethodInput {
  /** A JSON Pointer into the form definition, e.g. `/fields/3/defaultValue`. */
  readonly contextFieldPath: string;
  /** The caller's own name for the input, echoed back. */
  readonly methodId?: string;
  /** For a method of a repeating group's rows: the 0-based row, by group field id. */
  readonly rowIndexes?: Readonly<Record<string, number>>;
}

/** What `calculateFormMethods` sends. @public */
export interface CalculateFormMethodsRequest extends FormCalculationTarget {
  /** The form's values by form field id, as the person's form holds them. */
  readonly fieldResults: Readonly<Record<string, unknown>>;
  readonly inputs: readonly FormMethodInput[];
}

/** A computed method. @public */
export interface FormMethodResult {
  readonly contextFieldPath: string;
  readonly methodId?: string;
  readonly value: unknown;
}

/** A method the server could not compute, as an error answer would say it. @public */
export interface FormMethodProblem {
  /** The input, as a pointer into the request (`/inputs/1`). */
  readonly path: string;
  readonly contextFieldPath: string;
  readonly methodId?: string;
  readonly statusCode: number;
  readonly message: string;
  readonly errorType?: string;
}

/** What `calculateFormMethods` answers. @public */
export interface CalculateFormMethodsResponse {
  readonly data: readonly FormMethodResult[];
  readonly errors: readonly FormMethodProblem[];
}

/** Most methods one `calculateFormMethods` call computes; the server answers 422 beyond. @public */
export const maxFormMethodsPerRequest = 100;

/**
 * `POST processes/calculate-methods` (spec 001 §7, 002 §7 "server-side methods load"): computes
 * methods of the stored form (aggregated values, external records, QR codes...) from the
 * person's values, with their access to the data they read. The server never takes a method
 * from the client, only where it is in the form. A method that fails is in `errors`, the others
 * in `data`; a path that names no method, rows that do not fit or values the form does not take
 * fail the whole call with 422.
 * @public
 * @example
 * const { data } = await calculateFormMethods(adapter, {
 *   processSettingsId, formId, fieldResults: { customer: id },
 *   inputs: [{ contextFieldPath: '/fields/4/defaultValue' }],
 * });
 */
export async function calculateFormMethods(
  adapter: HttpAdapter,
  request: CalculateFormMethodsRequest,
  options: CallOptions = {},
): Promise<CalculateFormMethodsResponse> {
  const { processId, urlQueryParams, ...rest } = request;
  return adapter.request<CalculateFormMethodsResponse>({
    method: 'POST',
    path: 'processes/calculate-methods',
    body: {
      ...rest,
      ...(processId ? { processId } : {}),
      ...(urlQueryParams === undefined ? {} : { urlQueryParams }),
    },
    ...options,
  });
}
