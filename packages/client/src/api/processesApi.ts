import type { HttpAdapter, RequestOptions } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';
import type { ProcessItem, RecordItem } from './processItem.types';

/**
 * A process as the add-action menu sees it (spec 000 §3, Process summary).
 * @public
 */
export interface ProcessSummary {
  id: string;
  name: string;
  status: string;
  /** `options` or `diagram`; null for a process the engine no longer accepts. */
  type: 'options' | 'diagram' | null;
  startableByCurrentUser: boolean;
  defaultStartingStepId: string | null;
  /**
   * The form that starts it: the only form of the starting step, or the form triggering the start
   * action; `null` when no single form starts it.
   */
  startFormId: string | null;
}

/**
 * `GET settings/processes`: the process summaries of the client, for the add-action menu.
 * @public
 */
export async function fetchProcesses(
  adapter: HttpAdapter,
  options: CallOptions = {},
): Promise<ProcessSummary[]> {
  const response = await adapter.request<{ data: ProcessSummary[] }>({
    method: 'GET',
    path: 'settings/processes',
    ...options,
  });
  return response.data;
}

/**
 * The processes the add-action menu lists (spec 000 §2): active ones the user may start whose
 * start is a single form, by name.
 * @public
 */
export function startableProcesses(
  processes: readonly ProcessSummary[],
): (ProcessSummary & { startFormId: string })[] {
  return processes
    .filter(
      (process): process is ProcessSummary & { startFormId: string } =>
        process.status === 'active' &&
        process.startableByCurrentUser &&
        typeof process.startFormId === 'string' &&
        process.startFormId !== '',
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'pl'));
}

/** One submitted form field (a repeating group's value is its rows). @public */
export interface ProcessFieldValue {
  readonly fieldId: string;
  readonly value: unknown;
}

/** What every process save sends (spec 002 §7 "save"). @public */
export interface ProcessSave {
  readonly formId: string;
  /** The form's active, writable, visible fields only (spec 002 §4). */
  readonly fields: readonly ProcessFieldValue[];
  /** The page's custom query parameters, which `url_query` methods read on the server too. */
  readonly urlQueryParams?: Readonly<Record<string, string | readonly string[]>>;
}

/** `POST processes`: a process started with its start form. @public */
export interface ProcessStart extends ProcessSave {
  readonly processSettingsId: string;
}

/** `PATCH processes/{id}`: a form of the process's current step. @public */
export interface ProcessUpdate extends ProcessSave {
  /** `dataRecord.version` as the form opened it: a stale one is refused (409 `staleRecordVersion`). */
  readonly version: number;
}

/** What an automatic action reports after a save (spec 002 §3 "save result"). @public */
export type ActionOutput =
  | { readonly actionId: string; readonly type: 'record_created'; readonly recordId: string }
  | {
      readonly actionId: string;
      readonly type: 'records_updated' | 'records_deleted';
      readonly recordIds: readonly string[];
    }
  | { readonly actionId: string; readonly type: 'queued'; readonly kind: string };

/** The outputs of one form listener's actions. @public */
export interface ListenerOutput {
  readonly listenerId: string;
  readonly actionOutputs: readonly ActionOutput[];
}

/** What a process save answers (spec 002 §3 "save result" and "process info"). @public */
export interface ProcessSaveResult {
  readonly process: ProcessItem;
  readonly dataRecord: RecordItem;
  readonly listenerOutputs: readonly ListenerOutput[];
  readonly actionOutputs: readonly ActionOutput[];
}

/** Options of a save call. @public */
export interface SaveCallOptions extends CallOptions {
  /**
   * Sent as the `Idempotency-Key` header: one fresh key per save attempt, the same key when the
   * same attempt is retried, so the server writes it at most once.
   */
  readonly idempotencyKey?: string;
}

/** A save request, with its idempotency header when it has a key. @internal */
export function saveRequest(
  request: RequestOptions,
  { idempotencyKey, ...options }: SaveCallOptions,
): RequestOptions {
  return {
    ...request,
    ...options,
    ...(idempotencyKey === undefined ? {} : { headers: { 'Idempotency-Key': idempotencyKey } }),
  };
}

/**
 * `POST processes` (spec 002 §7 "save"): starts a process with its start form. 403 when the
 * person may not start it with this form; 422 with `errors: [{ path: '/fields/...', code }]`
 * when the server's check of the form fails.
 * @public
 */
export async function startProcess(
  adapter: HttpAdapter,
  start: ProcessStart,
  options: SaveCallOptions = {},
): Promise<ProcessSaveResult> {
  const response = await adapter.request<{ data: ProcessSaveResult }>(
    saveRequest({ method: 'POST', path: 'processes', body: start }, options),
  );
  return response.data;
}

/**
 * `PATCH processes/{id}` (spec 002 §7 "save"): saves a form of the step the process is at. 403
 * when the person may not fill it there, 409 `staleRecordVersion` when someone else saved the
 * record meanwhile, 409 `processFinished` for a finished process, 422 as for a start.
 * @public
 */
export async function updateProcess(
  adapter: HttpAdapter,
  processId: string,
  update: ProcessUpdate,
  options: SaveCallOptions = {},
): Promise<ProcessSaveResult> {
  const response = await adapter.request<{ data: ProcessSaveResult }>(
    saveRequest(
      { method: 'PATCH', path: `processes/${encodeURIComponent(processId)}`, body: update },
      options,
    ),
  );
  return response.data;
}
