import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';

/** The most options one request may ask for (the server's limit). @public */
export const maxChoicesPerPage = 100;

/** One option of a form's choice field: the stored value, its text, an optional colour. @public */
export interface FormChoice {
  readonly value: string | number;
  readonly text: string;
  readonly color?: string;
}

/** What a choice field asks its query for (spec 002 §7 "select lists"). @public */
export interface FormChoicesRequest {
  readonly formId: string;
  /** The form field whose query runs (a repeating group's template field id inside rows). */
  readonly fieldId: string;
  /** Text to match against the options' text. */
  readonly search?: string;
  /** Only the options with these values (the look-up of chosen values). */
  readonly values?: readonly (string | number)[];
  readonly page: number;
  /** At most {@link maxChoicesPerPage}. */
  readonly perPage: number;
}

/** One page of options (spec 002 §3 "paged result"). @public */
export interface FormChoicesPage {
  readonly data: readonly FormChoice[];
  readonly meta: { readonly page: number; readonly lastPage: number };
}

/**
 * `POST queries/forContext` in the context of a form field: runs the field's query (its filter,
 * sorting and access paths) on the server and answers a page of options.
 * @public
 * @example await fetchFormChoices(adapter, { formId, fieldId: 'city', search: 'Kra', page: 1, perPage: 30 });
 */
export async function fetchFormChoices(
  adapter: HttpAdapter,
  { formId, fieldId, search, values, page, perPage }: FormChoicesRequest,
  options: CallOptions = {},
): Promise<FormChoicesPage> {
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > maxChoicesPerPage) {
    throw new RangeError(`perPage must be 1 to ${maxChoicesPerPage}, got ${perPage}`);
  }
  return adapter.request<FormChoicesPage>({
    method: 'POST',
    path: 'queries/forContext',
    body: {
      context: { type: 'form', id: formId, fieldId },
      params: {
        ...(search ? { search } : {}),
        ...(values === undefined ? {} : { values }),
        pagination: { page, perPage },
      },
    },
    ...options,
  });
}
