import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';

/**
 * A process as the add-action menu sees it (spec 000 §3, Process summary).
 * @public
 */
export interface ProcessSummary {
  id: string;
  name: string;
  status: string;
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
