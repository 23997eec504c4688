import type {
  FilterMatchKind,
  FilterValue,
  MatchFieldFilter,
  QueryFilter,
  SingleFilterValue,
} from '@tessera/engine';
import { VALUELESS_MATCH_KINDS } from '@tessera/engine';

/** How the editor's filters combine: every one must hold, or any one. */
export type FilterCombination = 'and' | 'or';

/**
 * One filter as the editor shows it: a record value (own field or `$id` / `$createdAt`) tested
 * by a match kind against a value — a constant, today, now or the current user.
 */
export interface FilterRow {
  readonly fieldName: string;
  readonly matchKind: FilterMatchKind;
  readonly value?: FilterValue;
}

/** The filters of a table view in the editor's shape. */
export interface FilterList {
  readonly combination: FilterCombination;
  readonly rows: readonly FilterRow[];
}

function isSimpleValue(value: SingleFilterValue | undefined): boolean {
  if (value === undefined) return true;
  if (value.type === 'const' || value.type === 'user_expression') return true;
  return value.type === 'date_expression' && (value.shift ?? []).length === 0;
}

function rowOf(filter: QueryFilter): FilterRow | null {
  if (filter.applyCondition !== undefined) return null;
  if (filter.type === 'and' || filter.type === 'or') return null;
  if (filter.searchField.type !== 'own_field') return null;
  const fieldName = filter.searchField.fieldName;
  if (filter.type === 'field_not_empty') return { fieldName, matchKind: 'not_empty' };
  if (filter.type === 'field_is_empty') return { fieldName, matchKind: 'only_empty' };
  const { value } = filter;
  if (value?.type === 'range') {
    if (!isSimpleValue(value.start) || !isSimpleValue(value.end)) return null;
  } else if (!isSimpleValue(value)) {
    return null;
  }
  return { fieldName, matchKind: filter.matchKind, ...(value === undefined ? {} : { value }) };
}

/**
 * The stored filter as a flat list the editor edits, or `null` when it is built in a way the
 * editor does not show (nested groups, another provider's fields, conditions, shifted dates,
 * values from outside): such a filter is kept as it is.
 */
export function filterListOf(filter: QueryFilter | undefined): FilterList | null {
  if (filter === undefined) return { combination: 'and', rows: [] };
  if (filter.type === 'and' || filter.type === 'or') {
    if (filter.applyCondition !== undefined) return null;
    const rows = filter.filters.map(rowOf);
    if (rows.some((row) => row === null)) return null;
    return { combination: filter.type, rows: rows as FilterRow[] };
  }
  const row = rowOf(filter);
  return row === null ? null : { combination: 'and', rows: [row] };
}

function filterOf(row: FilterRow): MatchFieldFilter {
  const valueless = VALUELESS_MATCH_KINDS.includes(row.matchKind);
  return {
    type: 'match_field',
    searchField: { type: 'own_field', fieldName: row.fieldName },
    matchKind: row.matchKind,
    ...(valueless || row.value === undefined ? {} : { value: row.value }),
  };
}

/** The query filter the list stands for: none, the one filter, or all of them combined. */
export function filterFromList(list: FilterList): QueryFilter | undefined {
  if (list.rows.length === 0) return undefined;
  const filters = list.rows.map(filterOf);
  if (filters.length === 1) return filters[0];
  return { type: list.combination, filters };
}

/** The value a new filter row, or a row whose match kind changed, starts with. */
export function defaultFilterValue(matchKind: FilterMatchKind): FilterValue | undefined {
  if (VALUELESS_MATCH_KINDS.includes(matchKind)) return undefined;
  if (matchKind === 'between') {
    return {
      type: 'range',
      start: { type: 'const', value: '' },
      end: { type: 'const', value: '' },
    };
  }
  return { type: 'const', value: '' };
}

/** Whether a value is missing where the match kind needs one (an empty constant). */
export function isMissingFilterValue(row: FilterRow): boolean {
  if (VALUELESS_MATCH_KINDS.includes(row.matchKind)) return false;
  const empty = (value: SingleFilterValue | undefined) =>
    value === undefined || (value.type === 'const' && (value.value === '' || value.value === null));
  if (row.value?.type === 'range') return empty(row.value.start) && empty(row.value.end);
  return empty(row.value);
}
