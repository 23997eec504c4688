import type { DataProvider, QueryFilter, TableViewDefinition } from '@tessera/engine';
import type { FieldIndex } from '../queries/fieldIndexes';

/** The own fields a filter tests (foreign fields are another provider's, read by id). */
function filterFields(filter: QueryFilter | undefined): string[] {
  if (filter === undefined) return [];
  if (filter.type === 'and' || filter.type === 'or') return filter.filters.flatMap(filterFields);
  return filter.searchField.type === 'own_field' ? [filter.searchField.fieldName] : [];
}

/**
 * The fields of a table view's provider that the view filters and sorts on — its filter and its
 * sorting — as the field indexes they deserve. Columns shown only are not indexed: an index costs
 * its build (about 10 s and 70 MB per field at 1,000,000 records) and slows every write, and a
 * 30-column view used to build 30 of them; a reader's click sorting by such a column sorts the
 * filtered records instead. Only a stored provider (manual, process) has records to index;
 * system fields (`$id`, `$createdAt`) have their own indexes; nested paths are not indexed.
 * @internal
 */
export function viewFieldIndexes(view: TableViewDefinition, provider: DataProvider): FieldIndex[] {
  if (provider.type !== 'manual' && provider.type !== 'process') return [];
  const fields = new Set(provider.config.fields.map((field) => field.dbFieldName));
  const paths = (view.query.sorting ?? []).map((sorting) => sorting.fieldAccess.path ?? []);
  const names = new Set([
    ...filterFields(view.query.filter),
    ...paths.filter((path) => path.length === 1).map(([name]) => name ?? ''),
  ]);
  return [...names]
    .filter((name) => fields.has(name))
    .map((fieldName) => ({ providerId: provider.id, fieldName }));
}
