import type { ViewColumn } from './viewDraft';

/**
 * Where a problem of a view shows in the editor, from the JSON pointer segments it is about:
 * - `name`, `title`, `routeKey`, `roles`, `perPage`, `isPublic`, `provider`, `processes`,
 *   `filters`, `rowClick` — the inputs of those names;
 * - `columns` — the column list as a whole; `column:{id}:label` and `column:{id}:field` — one
 *   column's header and value (by the column's id, so a problem stays on its column when the
 *   columns are reordered);
 * - `sorting:{index}` — one sort;
 * - `general` — anything else (shown above the form).
 */
export function viewProblemLocation(
  segments: readonly string[],
  columns: readonly Pick<ViewColumn, 'id'>[],
): string {
  const [first, second, third] = segments;
  switch (first) {
    case 'name':
    case 'title':
    case 'routeKey':
    case 'perPage':
    case 'isPublic':
    case 'rowClick':
      return first;
    case 'roleIds':
      return 'roles';
    case 'processSettingsIds':
      return 'processes';
    case 'columns': {
      if (second === undefined) return 'columns';
      const id = columns[Number(second)]?.id;
      if (id === undefined) return 'columns';
      return third === 'label' ? `column:${id}:label` : `column:${id}:field`;
    }
    case 'query':
      if (second === 'fromProviderId') return 'provider';
      if (second === 'filter') return 'filters';
      if (second === 'sorting') return third === undefined ? 'sorting:0' : `sorting:${third}`;
      return 'general';
    default:
      return 'general';
  }
}
