import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DefinitionError } from '../definitions/definitionError';
import { validateDefinition } from '../definitions/validateDefinition';
import { compileQuery, validateQuery } from './compileQuery';
import type { QueryDefinition, Sorting } from './query.types';
import { encodeQueryCursor } from './queryCursor';
import type { QueryRecord, QueryRequest, QueryResult } from './queryRun.types';
import { fieldMatches, records, testContext, ZONE } from './queryTestKit';
import { compareText } from './valueOrder';

// Spec 001 §3.12 query kinds and §7 query parameters (pagination, sort, filter, totals).

const list: QueryDefinition = {
  type: 'general_query',
  fromProviderId: 'orders',
  filter: fieldMatches('status', 'match', 'open'),
};
const orders = records(
  ...Array.from({ length: 12 }, (_, index) => ({
    n: index,
    status: index % 3 === 0 ? 'closed' : 'open',
  })),
);

function page(result: QueryResult) {
  if (result.type !== 'general_query') throw new Error(result.type);
  return { ids: result.records.map((record) => record.id), meta: result.meta };
}

/** Records that count how many were read, to see a query stop early. */
function counted(input: readonly QueryRecord[]): {
  records: Iterable<QueryRecord>;
  read: () => number;
} {
  let read = 0;
  return {
    records: {
      *[Symbol.iterator]() {
        for (const record of input) {
          read += 1;
          yield record;
        }
      },
    },
    read: () => read,
  };
}

describe('general_query: pages and totals (spec 002 §7 "paged result: data and meta (page, lastPage)")', () => {
  const run = (request: QueryRequest) =>
    page(compileQuery(list).run({ records: orders, context: testContext() }, request));

  it('a page of the records that pass, with page, perPage and lastPage', () => {
    expect(run({ pagination: { page: 2, perPage: 3 }, totals: true })).toEqual({
      ids: ['r5', 'r7', 'r8'],
      meta: { page: 2, perPage: 3, lastPage: 3, total: 8, next: expect.any(String) },
    });
  });

  it('exact totals only when asked: otherwise lastPage says whether a next page exists', () => {
    expect(run({ pagination: { page: 2, perPage: 3 } }).meta).toEqual({
      page: 2,
      perPage: 3,
      lastPage: 3,
      next: expect.any(String),
    });
    expect(run({ pagination: { page: 3, perPage: 3 } }).meta).toEqual({
      page: 3,
      perPage: 3,
      lastPage: 3,
    });
    expect(run({ pagination: { page: 9, perPage: 3 } })).toEqual({
      ids: [],
      meta: { page: 9, perPage: 3, lastPage: 9 },
    });
  });

  it('without totals or a sort, reading stops one record past the page', () => {
    const source = counted(orders);
    compileQuery(list).run(
      { records: source.records, context: testContext() },
      { pagination: { page: 1, perPage: 2 } },
    );
    expect(source.read()).toBe(5);
    const all = counted(orders);
    compileQuery(list).run(
      { records: all.records, context: testContext() },
      { pagination: { page: 1, perPage: 2 }, totals: true },
    );
    expect(all.read()).toBe(12);
  });

  it("the request filter is added to the query's; the request sort replaces the query's", () => {
    const sorted = compileQuery({ ...list, sorting: [{ fieldAccess: { path: ['n'] } }] });
    const result = page(
      sorted.run(
        { records: orders, context: testContext() },
        {
          filter: fieldMatches('n', 'greater_than', 5),
          sort: [{ fieldAccess: { path: ['n'] }, direction: 'desc' }],
        },
      ),
    );
    expect(result.ids).toEqual(['r11', 'r10', 'r8', 'r7']);
  });

  it('ties keep the source order (records come in creation order, then id)', () => {
    const sorted = compileQuery({ ...list, sorting: [{ fieldAccess: { path: ['status'] } }] });
    expect(
      page(
        sorted.run(
          { records: orders, context: testContext() },
          { pagination: { page: 1, perPage: 3 } },
        ),
      ).ids,
    ).toEqual(['r1', 'r2', 'r4']);
  });

  it("the caller's record filter runs before pagination and totals", () => {
    const result = compileQuery(list).run(
      { records: orders, context: testContext(), recordFilter: (record) => record.data.n !== 1 },
      { pagination: { page: 1, perPage: 2 }, totals: true },
    );
    expect(page(result)).toEqual({
      ids: ['r2', 'r4'],
      meta: { page: 1, perPage: 2, lastPage: 4, total: 7, next: expect.any(String) },
    });
  });

  it('a malformed request (from the caller) is a DefinitionError with paths', () => {
    const query = compileQuery(list);
    expect(() =>
      query.run(
        { records: orders, context: testContext() },
        {
          filter: { type: 'and', filters: [] },
          sort: [{ fieldAccess: { path: [] } }],
          pagination: { page: 0, perPage: 1.5 },
        },
      ),
    ).toThrow(
      new DefinitionError(
        [
          { path: 'filter.filters', message: 'must have at least 1 item' },
          { path: 'sort[0].fieldAccess.path', message: 'must have at least 1 item' },
          { path: 'pagination.page', message: 'must be a whole number of at least 1' },
          { path: 'pagination.perPage', message: 'must be a whole number of at least 1' },
        ],
        'query request',
      ),
    );
  });
});

describe('general_query: pages by cursor (docs/queries.md "Pages by cursor")', () => {
  // Values of every kind the order places, few enough that sort keys tie often.
  const scalar = fc.constantFrom<unknown>(
    null,
    0,
    12,
    -3.5,
    '12',
    'abc',
    'Żółw',
    '',
    true,
    false,
    '2024-05-01',
    '2024-05-01T08:00:00Z',
    '2024-04-30 23:30',
  );
  const value = fc.oneof({ weight: 6, arbitrary: scalar }, fc.array(scalar, { maxLength: 2 }));
  const created = fc.option(
    fc.constantFrom(
      '2024-01-01T00:00:00.000Z',
      '2024-01-01T00:00:01.000Z',
      '2024-01-02T00:00:00.000Z',
    ),
    { nil: undefined },
  );
  /** Records in the order `QueryInput.records` promises: creation (none last), then id. */
  const input = fc
    .array(fc.record({ data: fc.record({ a: value, b: scalar }, { requiredKeys: [] }), created }), {
      maxLength: 14,
    })
    .map((items) =>
      items
        .map(
          ({ data, created }, index): QueryRecord => ({
            id: `r${index}`,
            data,
            ...(created === undefined ? {} : { createdAt: created }),
          }),
        )
        .sort(
          (x, y) => compareText(x.createdAt ?? '~', y.createdAt ?? '~') || compareText(x.id, y.id),
        ),
    );
  const sorting: fc.Arbitrary<Sorting[]> = fc.array(
    fc.record({
      fieldAccess: fc.constantFrom(
        { path: ['a'] },
        { path: ['b'] },
        { path: ['$createdAt'] },
        { path: ['$id'] },
      ),
      direction: fc.constantFrom('asc' as const, 'desc' as const),
    }),
    { maxLength: 2 },
  );

  it('walking every page by cursor gives the unpaged sorted result; each page equals the page of its number', () => {
    fc.assert(
      fc.property(
        input,
        sorting,
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        fc.boolean(),
        (given, sort, perPage, totals, filtered) => {
          const query = compileQuery({
            ...list,
            ...(filtered ? { filter: fieldMatches('a', 'not_empty') } : { filter: undefined }),
          });
          const run = (request: QueryRequest) =>
            page(
              query.run({ records: given, context: testContext() }, { sort, totals, ...request }),
            );
          const whole = run({});
          const walked: string[] = [];
          let number = 1;
          let current = run({ pagination: { page: 1, perPage } });
          for (;;) {
            expect(current).toEqual(run({ pagination: { page: number, perPage } }));
            walked.push(...current.ids);
            const { next } = current.meta;
            if (next === undefined) break;
            number += 1;
            expect(number).toBeLessThanOrEqual(given.length + 1);
            current = run({ pagination: { perPage, after: next } });
          }
          expect(walked).toEqual(whole.ids);
          expect(current.meta.lastPage).toBe(number);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("the next page starts after the cursor's record, whatever was added or removed before it", () => {
    const query = compileQuery({ ...list, filter: undefined });
    const sort: Sorting[] = [{ fieldAccess: { path: ['n'] }, direction: 'desc' }];
    const first = page(
      query.run(
        { records: orders, context: testContext() },
        { sort, pagination: { page: 1, perPage: 3 } },
      ),
    );
    expect(first.ids).toEqual(['r11', 'r10', 'r9']);
    // r9 (the cursor's record) is gone and a record was added at the top: by number, page 2
    // would repeat r10; by cursor it goes on with r8.
    const changed = [
      ...orders.filter((record) => record.id !== 'r9'),
      { id: 'r99', data: { n: 100 } },
    ];
    const second = page(
      query.run(
        { records: changed, context: testContext() },
        { sort, pagination: { perPage: 3, after: first.meta.next! } },
      ),
    );
    expect(second.ids).toEqual(['r8', 'r7', 'r6']);
    expect(second.meta).toEqual({ page: 2, perPage: 3, lastPage: 3, next: expect.any(String) });
  });

  it('a malformed cursor, or one made for another sort, provider or zone, is a DefinitionError at pagination.after', () => {
    const query = compileQuery(list);
    const ask = (pagination: QueryRequest['pagination'], sort?: Sorting[]) => () =>
      query.run(
        { records: orders, context: testContext() },
        { pagination, ...(sort ? { sort } : {}) },
      );
    const foreign = encodeQueryCursor(
      { providerId: 'orders', sorting: [{ fieldAccess: { path: ['n'] } }], timeZone: ZONE },
      { page: 2, keys: [3], createdAt: null, id: 'r3' },
    );
    const malformed = 'is not a cursor this query gave: start again from the first page';
    const other =
      'was made for another provider, sort or time zone: start again from the first page';
    expect(ask({ perPage: 3, after: 'garbage' })).toThrow(
      new DefinitionError([{ path: 'pagination.after', message: malformed }], 'query request'),
    );
    expect(ask({ perPage: 3, after: foreign })).toThrow(
      new DefinitionError([{ path: 'pagination.after', message: other }], 'query request'),
    );
    expect(ask({ perPage: 3, after: foreign }, [{ fieldAccess: { path: ['n'] } }])).not.toThrow();
    expect(
      ask({ perPage: 3, after: foreign }, [{ fieldAccess: { path: ['n'] }, direction: 'desc' }]),
    ).toThrow(new DefinitionError([{ path: 'pagination.after', message: other }], 'query request'));
    expect(
      ask({ page: 2, perPage: 0, after: foreign } as never, [{ fieldAccess: { path: ['n'] } }]),
    ).toThrow(
      new DefinitionError(
        [
          {
            path: 'pagination.page',
            message: 'must not be given with after: a cursor names its page',
          },
          { path: 'pagination.perPage', message: 'must be a whole number of at least 1' },
        ],
        'query request',
      ),
    );
  });
});

describe('single_data_record and pipeline_query (spec 001 §3.12 "query kinds")', () => {
  it("single_data_record: the first record that passes, in the sorting's order; null when none", () => {
    const newest = compileQuery({
      type: 'single_data_record',
      fromProviderId: 'orders',
      sorting: [{ fieldAccess: { path: ['n'] }, direction: 'desc' }],
    });
    const result = newest.run({ records: orders, context: testContext() });
    expect(result).toEqual({ type: 'single_data_record', record: orders[11] });
    const none = compileQuery({
      ...list,
      type: 'single_data_record',
      filter: fieldMatches('n', 'match', 99),
    });
    expect(none.run({ records: orders, context: testContext() })).toEqual({
      type: 'single_data_record',
      record: null,
    });
  });

  it('"a pipeline query yields a single result record": its data.rows are the pipeline\'s rows', () => {
    const query = compileQuery({
      type: 'pipeline_query',
      id: 'q1',
      fromProviderId: 'orders',
      stages: [
        {
          type: 'group',
          groupBy: [
            { propertyName: 'status', expression: { type: 'fieldPath', path: ['status'] } },
          ],
          aggregations: [{ propertyName: 'n', method: 'count' }],
        },
      ],
    });
    expect(query.run({ records: orders, context: testContext() })).toEqual({
      type: 'pipeline_query',
      record: {
        id: 'q1',
        data: {
          rows: [
            { status: 'closed', n: 4 },
            { status: 'open', n: 8 },
          ],
        },
      },
    });
  });
});

describe('query definitions (JSON Schema and rules)', () => {
  it('accepts every kind and every filter part; round-trips unchanged', () => {
    const query: QueryDefinition = {
      type: 'general_query',
      id: 'q',
      name: 'Open orders of my team this week',
      schemaVersion: 1,
      fromProviderId: 'orders',
      filter: {
        type: 'and',
        applyCondition: { type: 'constant', value: true },
        filters: [
          { type: 'field_not_empty', searchField: { type: 'own_field', fieldName: '$createdAt' } },
          {
            type: 'match_field',
            searchField: { type: 'field_schema_access', fieldName: 'address', path: ['city'] },
            matchKind: 'match',
            value: { type: 'compare_to_external_value', valueAccess: { fieldId: 'city' } },
          },
          {
            type: 'or',
            filters: [
              {
                type: 'match_field',
                searchField: {
                  type: 'foreign_field',
                  relationFieldName: 'owner',
                  foreignProviderId: 'users',
                  foreignField: { type: 'own_field', fieldName: 'teamId' },
                },
                matchKind: 'match',
                value: { type: 'user_roles_expression' },
              },
              { type: 'field_is_empty', searchField: { type: 'own_field', fieldName: 'owner' } },
            ],
          },
          {
            type: 'match_field',
            searchField: { type: 'own_field', fieldName: 'due' },
            matchKind: 'between',
            value: {
              type: 'range',
              start: {
                type: 'date_expression',
                expression: 'today_date',
                shift: [{ unit: 'weekDay', action: 'set', value: 1 }],
              },
              end: {
                type: 'date_expression',
                expression: 'today_date',
                shift: [{ unit: 'weekDay', action: 'set', value: 7 }],
              },
            },
          },
          {
            type: 'match_field',
            searchField: { type: 'own_field', fieldName: 'x' },
            matchKind: 'only_empty',
          },
        ],
      },
      sorting: [{ fieldAccess: { path: ['due'] }, direction: 'asc' }],
    };
    const before = JSON.stringify(query);
    expect(validateQuery(query)).toEqual([]);
    expect(JSON.stringify(query)).toBe(before);
  });

  it('rejects malformed filters with readable paths', () => {
    const issues = validateQuery({
      type: 'general_query',
      fromProviderId: 'orders',
      filter: {
        type: 'or',
        filters: [
          {
            type: 'match_field',
            searchField: { type: 'own_field', fieldName: '$idx' },
            matchKind: 'match',
          },
          {
            type: 'match_field',
            searchField: { type: 'own_field', fieldName: 'a' },
            matchKind: 'between',
            value: { type: 'const', value: 1 },
          },
          {
            type: 'match_field',
            searchField: { type: 'own_field', fieldName: 'a' },
            matchKind: 'like',
            value: { type: 'const', value: 1 },
          },
          {
            type: 'match_field',
            searchField: { type: 'own_field', fieldName: 'a' },
            matchKind: 'greater_than',
            value: { type: 'range' },
          },
        ],
      },
    });
    const byPath = (a: { path: string; message: string }, b: { path: string; message: string }) =>
      `${a.path} ${a.message}`.localeCompare(`${b.path} ${b.message}`);
    expect([...issues].sort(byPath)).toEqual(
      [
        {
          path: 'filter.filters[0].searchField.fieldName',
          message:
            'must be a property name (not starting with "$" or a blank), or $id or $createdAt',
        },
        { path: 'filter.filters[0].value', message: 'is required' },
        { path: 'filter.filters[1].value.type', message: 'must be "range"' },
        { path: 'filter.filters[1].value.value', message: 'is not an allowed property' },
        {
          path: 'filter.filters[2].matchKind',
          message:
            'must be one of: "match", "not_equal", "only_empty", "not_empty", "between", "greater_than", "greater_than_or_equal", "less_than", "less_than_or_equal"',
        },
        {
          path: 'filter.filters[3].value.type',
          message:
            '"range" is not a known type; expected one of: "const", "date_expression", "user_expression", "user_roles_expression", "compare_to_external_value"',
        },
      ].sort(byPath),
    );
  });

  it('checks nested conditions by their own schema, and what a schema cannot: shift ranges, names, formats, zones', () => {
    const filter = {
      type: 'match_field',
      searchField: { type: 'own_field', fieldName: 'due' },
      matchKind: 'match',
      value: {
        type: 'date_expression',
        expression: 'today_date',
        shift: [{ unit: 'month', action: 'set', value: 13 }],
      },
    } as const;
    expect(
      validateQuery({
        type: 'general_query',
        fromProviderId: 'o',
        filter: { ...filter, applyCondition: { type: 'and', conditions: [] } },
      }),
    ).toEqual([{ path: 'filter.applyCondition.conditions', message: 'must have at least 1 item' }]);
    expect(validateQuery({ type: 'general_query', fromProviderId: 'o', filter })).toEqual([
      { path: 'filter.value.shift[0].value', message: 'must be from 1 to 12 for month' },
    ]);
    expect(
      validateQuery({
        type: 'pipeline_query',
        fromProviderId: 'o',
        stages: [
          {
            type: 'group',
            groupBy: [
              {
                propertyName: 'm',
                expression: {
                  type: 'dateFormat',
                  path: ['d'],
                  format: '%Y-%q',
                  timeZone: 'Mars/Base',
                },
              },
            ],
            aggregations: [{ propertyName: 'm', method: 'count' }],
          },
          {
            type: 'union',
            inputSource: { name: 'a' },
            sources: [{ name: 'a', fromProviderId: 'b' }],
            commonFields: [{ propertyName: 'v', paths: { c: ['v'] } }, { propertyName: 'v' }],
            sourcePropertyName: 'v',
          },
        ],
      }),
    ).toEqual([
      { path: 'stages[0].aggregations[0].propertyName', message: '"m" is already used' },
      {
        path: 'stages[0].groupBy[0].expression.format',
        message: '"%q" is not a known date format token; use %Y %m %d %H %M %S %L %j %u %V %G %%',
      },
      {
        path: 'stages[0].groupBy[0].expression.timeZone',
        message: 'must be an IANA time zone, e.g. Europe/Warsaw',
      },
      { path: 'stages[1].sources[0].name', message: '"a" is already used' },
      { path: 'stages[1].commonFields[1].propertyName', message: '"v" is already used' },
      { path: 'stages[1].sourcePropertyName', message: '"v" is already a common field' },
      {
        path: 'stages[1].commonFields[0].paths.c',
        message: '"c" is not the input source or a source of this union',
      },
    ]);
  });

  it('the full filter schema also guards the record-selecting automatic actions', () => {
    const result = validateDefinition('automaticAction', {
      id: 'd',
      type: 'delete_records',
      selectRecordsQuery: {
        fromProviderId: 'orders',
        filter: { type: 'field_is_empty', fieldId: 'paidAt' },
      },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'selectRecordsQuery.filter.searchField', message: 'is required' },
      { path: 'selectRecordsQuery.filter.fieldId', message: 'is not an allowed property' },
    ]);
  });

  it('compileQuery throws every problem at once', () => {
    expect(() => compileQuery({ type: 'general_query' } as never)).toThrow(DefinitionError);
  });
});
