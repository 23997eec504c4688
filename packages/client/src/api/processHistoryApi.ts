import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';
import type { SchemaDescription } from './processItem.types';

/** One changed column of a history log (spec 002 §3 "process history entry"). @public */
export interface HistoryChangedField {
  readonly providerFieldId: string;
  readonly oldValue: unknown;
  readonly newValue: unknown;
  readonly oldPresentedValue: string | null;
  readonly newPresentedValue: string | null;
}

/** A `field_values_updated` history log of a process. @public */
export interface ProcessHistoryLog {
  readonly id: string;
  readonly type: string;
  readonly createdAt: string;
  /** The id of the person who made the change; `null` for the system. */
  readonly createdBy: string | null;
  readonly data: {
    readonly changedFields: readonly HistoryChangedField[];
    readonly updateReason?: string;
  };
}

/** A person a history log names. @public */
export interface HistoryUser {
  readonly id: string;
  readonly fullName: string;
}

/** The history of one process, newest first, with the people and providers it names. @public */
export interface ProcessHistoryLogs {
  readonly data: readonly ProcessHistoryLog[];
  readonly relations: {
    readonly users: readonly HistoryUser[];
    readonly dataProviders: readonly SchemaDescription[];
  };
}

/** Which changes of a process to list. @public */
export interface ProcessHistoryFilter {
  /** Only changes of these provider fields (spec 002 §7 "changed field ids"); all when absent. */
  readonly changedFieldIds?: readonly string[];
}

/**
 * `GET processHistoryLogs?filter[processId]=` (spec 002 §7 "process history events list"): the
 * changes of a process's data, newest first, with `relations.users` (their full names) and
 * `relations.dataProviders` (the columns the changes name).
 * @public
 */
export async function fetchProcessHistoryLogs(
  adapter: HttpAdapter,
  processId: string,
  { changedFieldIds, ...options }: CallOptions & ProcessHistoryFilter = {},
): Promise<ProcessHistoryLogs> {
  const response = await adapter.request<{
    data: readonly ProcessHistoryLog[];
    relations?: Partial<ProcessHistoryLogs['relations']>;
  }>({
    method: 'GET',
    path: 'processHistoryLogs',
    query: {
      filter: {
        processId,
        ...(changedFieldIds && changedFieldIds.length > 0 ? { changedFieldIds } : {}),
      },
    },
    ...options,
  });
  return {
    data: response.data,
    relations: {
      users: response.relations?.users ?? [],
      dataProviders: response.relations?.dataProviders ?? [],
    },
  };
}
