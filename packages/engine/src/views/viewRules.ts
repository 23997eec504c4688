import type { DefinitionIssue } from '../definitions/definitionError';
import { duplicateIssues } from '../definitions/duplicateIssues';
import type { FieldAccess } from '../definitions/fieldAccess';
import { RECORD_SYSTEM_FIELDS } from '../definitions/queryFilter';
import { checkFilter } from '../queries/queryRules';
import { routePathRule } from '../validation/platformRules';
import { isViewId } from './isViewId';
import type { ViewDefinition } from './view.types';

const systemFields: ReadonlySet<string> = new Set(RECORD_SYSTEM_FIELDS);

/** `$id` and `$createdAt` are single values: a path cannot go on inside them. */
function fieldAccessIssues(access: FieldAccess, path: string): DefinitionIssue[] {
  const [first, ...rest] = access.path;
  if (first !== undefined && systemFields.has(first) && rest.length > 0) {
    return [{ path: `${path}.path`, message: `${first} has no properties to read` }];
  }
  return [];
}

/**
 * Rules of a view beyond its JSON Schema: column ids are unique; the route key follows the route
 * path rule (spec 000 §5: letters, digits, `/`, `_`, `-`) and is not a UUID (views.show reads a
 * UUID as a view id); a column reads `$id` or `$createdAt` whole; a table's filter follows the
 * query rules; an inbox column shows either a record value or a built-in one, not both.
 * @internal
 */
export function checkView(view: ViewDefinition): DefinitionIssue[] {
  const columns: readonly { id: string }[] = view.columns;
  const issues = duplicateIssues(columns, (column) => column.id, 'columns', 'id', 'column id');
  if (view.routeKey !== undefined) {
    if (routePathRule.validate(view.routeKey, {}) !== true) {
      issues.push({
        path: 'routeKey',
        message: "may contain only Latin letters, digits, '-', '_' and '/'",
      });
    } else if (isViewId(view.routeKey)) {
      issues.push({
        path: 'routeKey',
        message: 'must not be a UUID: views/{UUID} opens the view with that id',
      });
    }
  }
  if (view.type === 'table') {
    view.columns.forEach((column, index) => {
      issues.push(...fieldAccessIssues(column.fieldAccess, `columns[${index}].fieldAccess`));
    });
    if (view.query.filter !== undefined) {
      issues.push(...checkFilter(view.query.filter, 'query.filter'));
    }
    (view.query.sorting ?? []).forEach((sorting, index) => {
      issues.push(...fieldAccessIssues(sorting.fieldAccess, `query.sorting[${index}].fieldAccess`));
    });
    return issues;
  }
  view.columns.forEach((column, index) => {
    const path = `columns[${index}]`;
    if ((column.fieldAccess === undefined) === (column.builtIn === undefined)) {
      issues.push({
        path,
        message: 'must have exactly one of fieldAccess (a record value) and builtIn',
      });
    }
    if (column.fieldAccess !== undefined) {
      issues.push(...fieldAccessIssues(column.fieldAccess, `${path}.fieldAccess`));
    }
  });
  return issues;
}
