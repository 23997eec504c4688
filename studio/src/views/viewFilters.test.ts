import type { QueryFilter } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import {
  defaultFilterValue,
  filterFromList,
  filterListOf,
  isMissingFilterValue,
} from './viewFilters';

const cityIs = (value: string): QueryFilter => ({
  type: 'match_field',
  searchField: { type: 'own_field', fieldName: 'city' },
  matchKind: 'match',
  value: { type: 'const', value },
});

describe('the flat filter list of a table view (spec 001 §3.12)', () => {
  it('no filter is an empty list; an empty list is no filter', () => {
    expect(filterListOf(undefined)).toEqual({ combination: 'and', rows: [] });
    expect(filterFromList({ combination: 'or', rows: [] })).toBeUndefined();
  });

  it('one filter stays one filter; several combine with and / or', () => {
    const one = filterListOf(cityIs('Kraków'))!;
    expect(filterFromList(one)).toEqual(cityIs('Kraków'));
    const both: QueryFilter = { type: 'or', filters: [cityIs('Kraków'), cityIs('Tarnów')] };
    const list = filterListOf(both)!;
    expect(list.combination).toBe('or');
    expect(filterFromList(list)).toEqual(both);
  });

  it('reads field_is_empty / field_not_empty as the valueless match kinds', () => {
    const list = filterListOf({
      type: 'field_not_empty',
      searchField: { type: 'own_field', fieldName: 'phone' },
    });
    expect(list?.rows).toEqual([{ fieldName: 'phone', matchKind: 'not_empty' }]);
  });

  it('leaves alone what it cannot show: nested groups, foreign fields, conditions, shifted dates', () => {
    expect(
      filterListOf({ type: 'and', filters: [{ type: 'or', filters: [cityIs('a')] }] }),
    ).toBeNull();
    expect(
      filterListOf({
        type: 'match_field',
        searchField: {
          type: 'foreign_field',
          relationFieldName: 'customer',
          foreignProviderId: 'p-2',
          foreignField: { type: 'own_field', fieldName: 'city' },
        },
        matchKind: 'match',
      }),
    ).toBeNull();
    expect(
      filterListOf({ ...cityIs('a'), applyCondition: { type: 'constant', value: true } }),
    ).toBeNull();
    expect(
      filterListOf({
        type: 'match_field',
        searchField: { type: 'own_field', fieldName: '$createdAt' },
        matchKind: 'greater_than',
        value: {
          type: 'date_expression',
          expression: 'today_date',
          shift: [{ unit: 'day', action: 'shift', value: -7 }],
        },
      }),
    ).toBeNull();
  });

  it('a value is missing only where the match kind needs one', () => {
    expect(isMissingFilterValue({ fieldName: 'a', matchKind: 'only_empty' })).toBe(false);
    expect(
      isMissingFilterValue({
        fieldName: 'a',
        matchKind: 'match',
        value: defaultFilterValue('match'),
      }),
    ).toBe(true);
    // spec 001 §3.12: a missing bound of between leaves that side open — one bound is enough.
    expect(
      isMissingFilterValue({
        fieldName: 'a',
        matchKind: 'between',
        value: {
          type: 'range',
          start: { type: 'const', value: 5 },
          end: { type: 'const', value: '' },
        },
      }),
    ).toBe(false);
  });
});
