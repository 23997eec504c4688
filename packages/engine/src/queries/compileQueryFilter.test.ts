import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterMatchKind, QueryFilter } from '../definitions/queryFilter';
import { FILTER_MATCH_KINDS } from '../definitions/queryFilter';
import { planMatchTest, referenceMatchTest } from './matchTests';
import { fieldMatches, filterIds, records, ZONE } from './queryTestKit';

// Spec 001 §3.12 filters, rule by rule (docs/queries.md "Filters"), then their algebra.

const people = records(
  { name: 'Anna', age: 30, city: 'Kraków', tags: ['a', 'b'], joined: '2024-04-30' },
  { name: 'Jan', age: '42', city: 'kraków', tags: [], joined: '2024-05-01T08:00:00Z' },
  { name: 'Ewa', age: null, city: '  ', tags: ['b'], joined: '2024-05-02' },
  { name: 'Olek', city: 'Gdańsk', tags: 'a', joined: null },
);

describe('match kinds (spec 001 §3.12 "filter match kinds")', () => {
  it('"match": equality of the conditions — numeric text is a number, text is exact and case-sensitive', () => {
    expect(filterIds(fieldMatches('age', 'match', 42), people)).toEqual(['r1']);
    expect(filterIds(fieldMatches('age', 'match', '30.0'), people)).toEqual(['r0']);
    expect(filterIds(fieldMatches('city', 'match', 'Kraków'), people)).toEqual(['r0']);
  });

  it('"match" on a list field holds when an item matches; a list value matches any of its items', () => {
    expect(filterIds(fieldMatches('tags', 'match', 'a'), people)).toEqual(['r0', 'r3']);
    expect(filterIds(fieldMatches('name', 'match', ['Jan', 'Ewa']), people)).toEqual(['r1', 'r2']);
    expect(filterIds(fieldMatches('tags', 'match', ['x', 'b']), people)).toEqual(['r0', 'r2']);
  });

  it('"match" with an empty value is "only_empty"; "not_equal" is its negation (empties included)', () => {
    expect(filterIds(fieldMatches('age', 'match', null), people)).toEqual(['r2', 'r3']);
    expect(filterIds(fieldMatches('age', 'not_equal', 42), people)).toEqual(['r0', 'r2', 'r3']);
    expect(filterIds(fieldMatches('tags', 'not_equal', 'a'), people)).toEqual(['r1', 'r2']);
  });

  it('"only_empty" / "not_empty": null, missing, blank text and [] are empty', () => {
    expect(filterIds(fieldMatches('city', 'only_empty'), people)).toEqual(['r2']);
    expect(filterIds(fieldMatches('tags', 'only_empty'), people)).toEqual(['r1']);
    expect(filterIds(fieldMatches('age', 'not_empty'), people)).toEqual(['r0', 'r1']);
    const isEmpty: QueryFilter = {
      type: 'field_is_empty',
      searchField: { type: 'own_field', fieldName: 'joined' },
    };
    expect(filterIds(isEmpty, people)).toEqual(['r3']);
    expect(filterIds({ ...isEmpty, type: 'field_not_empty' }, people)).toEqual(['r0', 'r1', 'r2']);
  });

  it('orderings: numbers as numbers, an empty or incomparable side is false', () => {
    expect(filterIds(fieldMatches('age', 'greater_than', 30), people)).toEqual(['r1']);
    expect(filterIds(fieldMatches('age', 'greater_than_or_equal', 30), people)).toEqual([
      'r0',
      'r1',
    ]);
    expect(filterIds(fieldMatches('age', 'less_than', '100'), people)).toEqual(['r0', 'r1']);
    expect(filterIds(fieldMatches('city', 'less_than', 10), people)).toEqual([]);
  });

  it('orderings of text by code point; dates against date-times by calendar day in the zone', () => {
    expect(filterIds(fieldMatches('city', 'less_than', 'K'), people)).toEqual(['r3']);
    // In Warsaw 2024-05-01T08:00Z is 10:00 on 1 May: not before 1 May.
    expect(filterIds(fieldMatches('joined', 'less_than', '2024-05-01'), people)).toEqual(['r0']);
    expect(filterIds(fieldMatches('joined', 'match', '2024-05-01'), people)).toEqual(['r1']);
  });

  it('"between": both bounds inclusive, an empty bound leaves that side open', () => {
    const between = (start: unknown, end: unknown): QueryFilter => ({
      type: 'match_field',
      searchField: { type: 'own_field', fieldName: 'age' },
      matchKind: 'between',
      value: {
        type: 'range',
        start: { type: 'const', value: start },
        end: { type: 'const', value: end },
      },
    });
    expect(filterIds(between(30, 42), people)).toEqual(['r0', 'r1']);
    expect(filterIds(between(31, null), people)).toEqual(['r1']);
    expect(filterIds(between(null, null), people)).toEqual(['r0', 'r1']);
  });
});

describe('search fields (spec 001 §3.12 "search field types")', () => {
  const orders = [
    {
      id: 'o1',
      createdAt: '2024-04-01T10:00:00Z',
      data: {
        customer: 'c1',
        items: [
          { sku: 'x', price: 5 },
          { sku: 'y', price: 9 },
        ],
      },
    },
    {
      id: 'o2',
      createdAt: '2024-04-02T10:00:00Z',
      data: { customer: ['c2', 'c1'], items: { sku: 'z', price: 1 } },
    },
    { id: 'o3', data: { customer: { id: 'c3' }, items: [] } },
  ];
  const customers = records(
    { city: 'Kraków' },
    { city: 'Gdańsk' },
    { city: 'Łódź' },
    { city: 'Opole' },
  ).map((record, index) => ({ ...record, id: `c${index}` }));
  const providers = (id: string) => (id === 'customers' ? customers : undefined);

  it('own_field reads $id and $createdAt from the record, other names from its data', () => {
    expect(filterIds(fieldMatches('$id', 'match', 'o2'), orders)).toEqual(['o2']);
    expect(
      filterIds(fieldMatches('$createdAt', 'greater_than', '2024-04-01T12:00:00Z'), orders),
    ).toEqual(['o2']);
    expect(filterIds(fieldMatches('$createdAt', 'only_empty'), orders)).toEqual(['o3']);
  });

  it('field_schema_access goes into nested values; a list on the way is read item by item', () => {
    const price = (matchKind: FilterMatchKind, value: number): QueryFilter => ({
      type: 'match_field',
      searchField: { type: 'field_schema_access', fieldName: 'items', path: ['price'] },
      matchKind,
      value: { type: 'const', value },
    });
    expect(filterIds(price('greater_than', 8), orders)).toEqual(['o1']);
    expect(filterIds(price('match', 1), orders)).toEqual(['o2']);
  });

  it('foreign_field reads the related records of another provider (ids, lists of ids, objects with id)', () => {
    const city = (value: string): QueryFilter => ({
      type: 'match_field',
      searchField: {
        type: 'foreign_field',
        relationFieldName: 'customer',
        foreignProviderId: 'customers',
        foreignField: { type: 'own_field', fieldName: 'city' },
      },
      matchKind: 'match',
      value: { type: 'const', value },
    });
    expect(filterIds(city('Gdańsk'), orders, { providers })).toEqual(['o1', 'o2']);
    expect(filterIds(city('Łódź'), orders, { providers })).toEqual(['o2']);
    expect(filterIds(city('Opole'), orders, { providers })).toEqual(['o3']);
  });
});

describe('filter values (spec 001 §3.12 "filter value types")', () => {
  const items = records(
    { owner: 'u1', role: 'r2', due: '2024-04-24', at: '2024-05-01T09:30:00Z' },
    { owner: 'u2', role: 'r9', due: '2024-05-01', at: '2024-05-01T10:30:00Z' },
  );

  it('user_expression is the current user id; user_roles_expression their role ids', () => {
    const owner: QueryFilter = {
      type: 'match_field',
      searchField: { type: 'own_field', fieldName: 'owner' },
      matchKind: 'match',
      value: { type: 'user_expression' },
    };
    expect(filterIds(owner, items)).toEqual(['r0']);
    const roles: QueryFilter = {
      ...owner,
      searchField: { type: 'own_field', fieldName: 'role' },
      value: { type: 'user_roles_expression' },
    };
    expect(filterIds(roles, items)).toEqual(['r0']);
  });

  it('date_expression: today or now in the user zone, shifted like complex_date_shift', () => {
    const weekAgo: QueryFilter = {
      type: 'match_field',
      searchField: { type: 'own_field', fieldName: 'due' },
      matchKind: 'match',
      value: {
        type: 'date_expression',
        expression: 'today_date',
        shift: [{ unit: 'day', action: 'shift', value: -7 }],
      },
    };
    expect(filterIds(weekAgo, items)).toEqual(['r0']);
    const beforeNow: QueryFilter = {
      type: 'match_field',
      searchField: { type: 'own_field', fieldName: 'at' },
      matchKind: 'less_than',
      value: { type: 'date_expression', expression: 'now_date_time' },
    };
    expect(filterIds(beforeNow, items)).toEqual(['r0']);
  });

  it('compare_to_external_value reads the evaluation context (a form field, a view input)', () => {
    const filter: QueryFilter = {
      type: 'match_field',
      searchField: { type: 'own_field', fieldName: 'owner' },
      matchKind: 'match',
      value: {
        type: 'compare_to_external_value',
        valueAccess: { fieldId: 'picked', path: ['id'] },
      },
    };
    expect(filterIds(filter, items, { values: { picked: { id: 'u2' } } })).toEqual(['r1']);
  });
});

describe('and / or and applyCondition (spec 001 §3.12 "each with an optional applyCondition")', () => {
  const onlyWhen = (fieldId: string): QueryFilter['applyCondition'] => ({
    type: 'non_empty',
    valueAccess: { fieldId },
  });

  it('a filter whose applyCondition fails is left out as if absent; so is an and/or left with none', () => {
    const filter: QueryFilter = {
      type: 'and',
      filters: [
        { ...fieldMatches('city', 'match', 'Kraków'), applyCondition: onlyWhen('cityWanted') },
        { ...fieldMatches('age', 'not_empty'), applyCondition: onlyWhen('ageWanted') },
      ],
    };
    expect(filterIds(filter, people)).toEqual(['r0', 'r1', 'r2', 'r3']);
    expect(filterIds(filter, people, { values: { cityWanted: 'y' } })).toEqual(['r0']);
    expect(filterIds(filter, people, { values: { ageWanted: 'y' } })).toEqual(['r0', 'r1']);
    const either: QueryFilter = { ...filter, type: 'or' };
    expect(filterIds(either, people, { values: { cityWanted: 'y' } })).toEqual(['r0']);
  });

  it('and/or commute and distribute as boolean algebra over random filters', () => {
    const leaf = fc
      .record({
        field: fc.constantFrom('name', 'age', 'city', 'tags', 'joined'),
        kind: fc.constantFrom(...FILTER_MATCH_KINDS.filter((kind) => kind !== 'between')),
        value: fc.constantFrom('a', 'Anna', 30, '42', null, 'Kraków', '2024-05-01'),
      })
      .map(({ field, kind, value }) => fieldMatches(field, kind, value));
    const ids = (filter: QueryFilter) => filterIds(filter, people).join();
    fc.assert(
      fc.property(leaf, leaf, leaf, (a, b, c) => {
        const and = (...filters: QueryFilter[]): QueryFilter => ({ type: 'and', filters });
        const or = (...filters: QueryFilter[]): QueryFilter => ({ type: 'or', filters });
        return (
          ids(and(a, b)) === ids(and(b, a)) &&
          ids(or(a, b)) === ids(or(b, a)) &&
          ids(and(a, or(b, c))) === ids(or(and(a, b), and(a, c))) &&
          ids(and(a)) === ids(a)
        );
      }),
      { numRuns: 150 },
    );
  });
});

describe('planned tests answer as the reference (docs/queries.md "How a filter runs")', () => {
  const scalar = fc.oneof(
    fc.constantFrom(null, undefined, '', ' ', 0, 1, 2.5, -3, true, false),
    fc.constantFrom(
      '1',
      '2.50',
      '-3',
      'abc',
      'Abc',
      'a',
      '2024-05-01',
      '2024-05-01T09:00:00Z',
      '😀',
      '\uffff',
    ),
  );
  const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }));
  it('for every match kind, field value and filter value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FILTER_MATCH_KINDS),
        value,
        value,
        value,
        (kind, field, a, b) => {
          const resolved = kind === 'between' ? { start: a, end: b } : a;
          return (
            planMatchTest(kind, resolved, ZONE)(field) ===
            referenceMatchTest(kind, field, resolved, ZONE)
          );
        },
      ),
      { numRuns: 3000 },
    );
  });
});
