import type { ViewType } from '@tessera/engine';
import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions } from './callOptions.types';

/** A column of a view as the runtime draws it. @public */
export interface RuntimeViewColumn {
  readonly id: string;
  readonly label: string;
  /** Whether clicking its header sorts the rows by it. */
  readonly sortable: boolean;
}

/**
 * A view as the runtime draws it for the person (spec 002 §3 "Views"): its title, address, rows
 * per page and the columns they may see. The query and roles stay on the server.
 * @public
 */
export interface RuntimeView {
  readonly id: string;
  readonly type: ViewType;
  readonly title: string;
  readonly routeKey: string | null;
  readonly perPage: number;
  readonly isPublic: boolean;
  readonly columns: readonly RuntimeViewColumn[];
}

/**
 * One cell: numbers and yes/no values as they are (for the reader's language to write), any
 * other value as the text a person reads; null when empty or hidden from the person.
 * @public
 */
export type ViewCell = string | number | boolean | null;

/** Where clicking a row leads: a form of a running process (forms.enter). @public */
export interface ViewRowTarget {
  readonly formId: string;
  readonly processId: string;
}

/** One row of a view: cells by column id, and what clicking it opens, if anything. @public */
export interface ViewRow {
  readonly id: string;
  readonly cells: Readonly<Record<string, ViewCell>>;
  readonly open?: ViewRowTarget;
}

/** A sort by one column. @public */
export interface ViewSort {
  readonly columnId: string;
  readonly direction: 'asc' | 'desc';
}

/** Which page of a view's rows to read, how big, in which order. @public */
export interface ViewRowsRequest {
  readonly page: number;
  readonly perPage: number;
  readonly sort?: readonly ViewSort[];
}

/** One page of a view's rows (spec 002 §3 "paged result"). @public */
export interface ViewRowsPage {
  readonly data: readonly ViewRow[];
  readonly meta: {
    readonly page: number;
    readonly perPage: number;
    readonly lastPage: number;
    readonly total: number;
    /** The total is a capped count: the view holds more records than `total`. */
    readonly totalCapped?: true;
  };
}

/** The most rows one page of a view may hold (the server's limit). @public */
export const maxViewRowsPerPage = 100;

/**
 * `GET views/resolve/{routeKeyOrViewId}` (spec 000 §2, views.show: a UUID is a view id,
 * anything else a route key): the view as the runtime draws it. Fails with 401 when the view
 * needs a login (every view but a public one of a client with `viewsPublic`), 403 when the
 * person may not open it, 404 when the address names no view.
 * @example const view = await resolveView(adapter, 'zadania');
 * @public
 */
export async function resolveView(
  adapter: HttpAdapter,
  routeKeyOrViewId: string,
  options: CallOptions = {},
): Promise<RuntimeView> {
  const response = await adapter.request<{ data: RuntimeView }>({
    method: 'GET',
    path: `views/resolve/${encodeURIComponent(routeKeyOrViewId)}`,
    ...options,
  });
  return response.data;
}

/**
 * `POST views/{id}/rows`: one page of a view's rows, sorted by a column when asked (else the
 * view's own order: the newest processes first in an inbox). The server counts only rows the
 * person may see.
 * @throws RangeError for a page or page size the server would refuse, without calling it.
 * @public
 */
export async function fetchViewRows(
  adapter: HttpAdapter,
  viewId: string,
  request: ViewRowsRequest,
  options: CallOptions = {},
): Promise<ViewRowsPage> {
  const { page, perPage, sort } = request;
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`Invalid page ${page}`);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > maxViewRowsPerPage) {
    throw new RangeError(`Rows per page must be 1 to ${maxViewRowsPerPage}, not ${perPage}`);
  }
  return adapter.request<ViewRowsPage>({
    method: 'POST',
    path: `views/${encodeURIComponent(viewId)}/rows`,
    body: { page, perPage, ...(sort !== undefined && sort.length > 0 ? { sort } : {}) },
    ...options,
  });
}
