import type { FormDefinition } from '@tessera/engine';
import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';
import type { ProcessItem, RecordItem, SchemaDescription } from './processItem.types';

/** What a form screen asks to open (spec 002 §7 "form preload"). @public */
export interface FormPreloadRequest {
  readonly formId: string;
  /**
   * The process to continue (forms.enter); without it the server finds the process whose
   * starting step offers this form to the person (forms.new).
   */
  readonly processId?: string | null;
  /** The address's `authorizeBy` (spec 000 §2), passed on with the process. */
  readonly authorizeBy?: string | null;
}

/** The process settings a form belongs to, as much as the form screen needs. @public */
export interface FormProcessSettings {
  readonly id: string;
  readonly name: string;
  readonly type: string;
}

/**
 * Everything a form screen opens with (spec 002 §7 "form preload"): the form, its process (none
 * before the start), the process record, the record's values by form field id and whether the
 * person may only read it; the providers the record's columns come from.
 * @public
 */
export interface FormPreload {
  readonly form: FormDefinition;
  readonly processSettings: FormProcessSettings;
  readonly process: ProcessItem | null;
  readonly dataRecord: RecordItem | null;
  /** The record's values by form field id, through the form's binding; empty for a new one. */
  readonly savedValues: Readonly<Record<string, unknown>>;
  readonly readOnly: boolean;
  readonly dataProviders: readonly SchemaDescription[];
}

interface FormPreloadResponse {
  readonly data: Omit<FormPreload, 'dataProviders'>;
  readonly relations?: { readonly dataProviders?: readonly SchemaDescription[] };
}

/**
 * `POST commands/forContext` with `type: 'formPreload'` (spec 002 §7): opens a form of a process.
 * Fails with 404 for an unknown form or process, 403 when the person may not fill the form at the
 * process's current step (or start any process with it), and 422 `providerMismatch` when the form
 * does not write to the process's provider.
 * @public
 * @example const preload = await preloadForm(adapter, { formId, processId });
 */
export async function preloadForm(
  adapter: HttpAdapter,
  { formId, processId, authorizeBy }: FormPreloadRequest,
  options: CallOptions = {},
): Promise<FormPreload> {
  const response = await adapter.request<FormPreloadResponse>({
    method: 'POST',
    path: 'commands/forContext',
    body: {
      type: 'formPreload',
      formId,
      ...(processId ? { process: { id: processId, ...(authorizeBy ? { authorizeBy } : {}) } } : {}),
    },
    ...options,
  });
  return {
    ...response.data,
    savedValues: response.data.savedValues ?? {},
    dataProviders: response.relations?.dataProviders ?? [],
  };
}
