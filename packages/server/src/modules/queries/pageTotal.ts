import type { Pagination } from '@tessera/engine';

/**
 * The number of records that pass, as the `found` rows of a statement (a page is read with one
 * row more than it holds) tell it, so that no count needs to run: all of them without a page; for
 * a page by number with no row after it (`perPage` rows or fewer), the records before it plus its
 * own — unless it is empty past the first page (past the end: how far is unknown). Undefined when
 * a row follows the page, and for a page by cursor (the records before its place are not read).
 * @internal
 */
export function pageTotal(
  found: number,
  pagination: Pagination | undefined,
  byNumber: boolean,
): number | undefined {
  if (pagination === undefined) return found;
  const { page = 1, perPage } = pagination;
  if (!byNumber || found > perPage || (found === 0 && page > 1)) return undefined;
  return (page - 1) * perPage + found;
}
