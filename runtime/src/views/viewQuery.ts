import type { RuntimeView, ViewSort } from '@tessera/client';
import { maxViewRowsPerPage } from '@tessera/client';

/**
 * Which page of a view is shown, how many rows per page and in which order. Kept in the page's
 * address (`?page=2&perPage=50&sort=price.desc`), so a form opened from a row returns to the
 * very same page (its `returnTo`), and a shared link shows what its sender saw.
 */
export interface ViewQuery {
  readonly page: number;
  readonly perPage: number;
  /** A column clicked to sort by; `null`: the view's own order. */
  readonly sort: ViewSort | null;
}

/** The rows-per-page choices (spec 002 §9: rows per page are configurable). */
const PER_PAGE_CHOICES = [10, 20, 50, 100] as const;

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

/**
 * The query a page address asks for, where it makes sense for the view: a page from 1, a page
 * size from 1 to the server's limit (else the view's), a sort by one of its sortable columns.
 */
export function readViewQuery(
  search: string,
  view: Pick<RuntimeView, 'perPage' | 'columns'>,
): ViewQuery {
  const params = new URLSearchParams(search);
  const perPage = positiveInteger(params.get('perPage'));
  const [columnId, direction] = (params.get('sort') ?? '').split('.');
  const sortable = view.columns.some((column) => column.id === columnId && column.sortable);
  return {
    page: positiveInteger(params.get('page')) ?? 1,
    perPage: perPage !== null && perPage <= maxViewRowsPerPage ? perPage : view.perPage,
    sort:
      sortable && columnId !== undefined && (direction === 'asc' || direction === 'desc')
        ? { columnId, direction }
        : null,
  };
}

/**
 * The page address's query string for `query`, keeping any other parameters; values that are
 * the view's defaults are left out, so the plain address is the first page in the view's order.
 */
export function writeViewQuery(
  search: string,
  query: ViewQuery,
  view: Pick<RuntimeView, 'perPage'>,
): string {
  const params = new URLSearchParams(search);
  const set = (name: string, value: string | null) => {
    if (value === null) params.delete(name);
    else params.set(name, value);
  };
  set('page', query.page === 1 ? null : String(query.page));
  set('perPage', query.perPage === view.perPage ? null : String(query.perPage));
  set('sort', query.sort === null ? null : `${query.sort.columnId}.${query.sort.direction}`);
  return params.toString();
}

/** The rows-per-page choices offered: the usual ones and the view's own. */
export function perPageChoices(viewPerPage: number): number[] {
  return [...new Set<number>([...PER_PAGE_CHOICES, viewPerPage])].sort((a, b) => a - b);
}

/**
 * The order after clicking a column's header: ascending first, then descending, then back to
 * the view's own order (an inbox's newest first).
 */
export function nextSort(current: ViewSort | null, columnId: string): ViewSort | null {
  if (current?.columnId !== columnId) return { columnId, direction: 'asc' };
  return current.direction === 'asc' ? { columnId, direction: 'desc' } : null;
}
