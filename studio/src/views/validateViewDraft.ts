import { MAX_VIEW_PER_PAGE } from '@tessera/engine';
import type { ProblemMap, ProblemText } from '../common/problemText';
import { routeKeyProblem } from './routePathProblem';
import type { ViewDraft } from './viewDraft';
import { columnChoiceKey } from './viewFieldChoices';
import { filterListOf, isMissingFilterValue } from './viewFilters';

/**
 * The editor's own check of a view before it is saved, with its messages in the person's
 * language (locations as `viewProblemLocation` names them): a name and a title; a route key
 * that is a route path and not a UUID; a table's provider, an inbox's processes; at least one
 * column, each with a header and a value; filters with a field and the value their match needs;
 * sorts with a field; a row click's form. The rest — the provider's fields, unique names and
 * route keys — comes back from the server's 422 (the engine's validators cannot run in the
 * browser under the app's Content-Security-Policy).
 */
export function validateViewDraft(draft: ViewDraft): ProblemMap {
  const problems = new Map<string, ProblemText>();
  const put = (location: string, text: ProblemText) => {
    if (!problems.has(location)) problems.set(location, text);
  };
  const required: ProblemText = { common: 'validations.required' };
  if (draft.name.trim() === '') put('name', required);
  if (draft.title.trim() === '') put('title', required);
  const routeKey = routeKeyProblem(draft.routeKey ?? '');
  if (routeKey) put('routeKey', routeKey);
  if (
    draft.perPage !== undefined &&
    (!Number.isInteger(draft.perPage) || draft.perPage < 1 || draft.perPage > MAX_VIEW_PER_PAGE)
  ) {
    put('perPage', { studio: 'views.problems.perPage', params: { max: MAX_VIEW_PER_PAGE } });
  }
  if (draft.type === 'table' && draft.query.fromProviderId === '') put('provider', required);
  if (draft.type === 'processes_inbox' && draft.processSettingsIds.length === 0) {
    put('processes', { studio: 'views.problems.processesRequired' });
  }
  if (draft.columns.length === 0) put('columns', { studio: 'views.problems.columnsRequired' });
  for (const column of draft.columns) {
    if (column.label.trim() === '') put(`column:${column.id}:label`, required);
    if (columnChoiceKey(column) === '') put(`column:${column.id}:field`, required);
  }
  if (draft.type !== 'table') return problems;
  const filters = filterListOf(draft.query.filter);
  if (filters?.rows.some((row) => row.fieldName === '' || isMissingFilterValue(row)) === true) {
    put('filters', { studio: 'views.problems.filterIncomplete' });
  }
  (draft.query.sorting ?? []).forEach((sorting, index) => {
    if (sorting.fieldAccess.path.length === 0) put(`sorting:${index}`, required);
  });
  if (draft.rowClick?.type === 'open_form' && draft.rowClick.formId === '') {
    put('rowClick', { studio: 'views.problems.formRequired' });
  }
  return problems;
}
