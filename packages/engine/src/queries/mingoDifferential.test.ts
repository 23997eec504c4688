import fc from 'fast-check';
import { Aggregator } from 'mingo';
import { describe, expect, it } from 'vitest';
import type { ConditionDefinition } from '../conditions/condition.types';
import type { FilterMatchKind, QueryFilter } from '../definitions/queryFilter';
import type { PipelineAggregation, PipelineStage } from './query.types';
import type { PipelineRow, QueryRecord } from './queryRun.types';
import { runStages } from './queryTestKit';

// mingo (MongoDB's aggregation in JavaScript) as an outside oracle: random records and random
// pipelines in the subset where our semantics and MongoDB's coincide (docs/queries.md "Where we
// differ from MongoDB" lists what is left out and why): keys and strings without numeric text or
// blanks, numbers as integers, no empty join keys, lists only where a list is meant.

type Document = Record<string, unknown>;

const word = fc.constantFrom('a', 'b', 'c', 'B', 'x y', 'Ł');
const integer = fc.integer({ min: -5, max: 5 });
const record = fc.record(
  {
    k: word,
    n: fc.oneof(integer, fc.constant(null)),
    s: word,
    tags: fc.array(word, { maxLength: 3 }),
    d: fc.constantFrom('2024-01-31', '2024-02-01', '2023-12-31'),
  },
  { requiredKeys: ['k'] },
);
const recordsOf = (prefix: string) =>
  fc
    .array(record, { maxLength: 20 })
    .map((list): QueryRecord[] =>
      list.map((data, index) => ({ id: `${prefix}${String(index).padStart(2, '0')}`, data })),
    );

/** One comparison, ours and MongoDB's. */
interface Test {
  readonly ours: QueryFilter;
  readonly mongo: Document;
}

const MONGO_OPERATORS: Partial<Record<FilterMatchKind, string>> = {
  not_equal: '$ne',
  greater_than: '$gt',
  greater_than_or_equal: '$gte',
  less_than: '$lt',
  less_than_or_equal: '$lte',
};

const leafTest: fc.Arbitrary<Test> = fc.oneof(
  fc
    .record({
      kind: fc.constantFrom<FilterMatchKind>(
        'match',
        'not_equal',
        'greater_than',
        'greater_than_or_equal',
        'less_than',
        'less_than_or_equal',
      ),
      value: integer,
    })
    .map(
      ({ kind, value }): Test => ({
        ours: {
          type: 'match_field',
          searchField: { type: 'own_field', fieldName: 'n' },
          matchKind: kind,
          value: { type: 'const', value },
        },
        mongo: kind === 'match' ? { n: value } : { n: { [MONGO_OPERATORS[kind]!]: value } },
      }),
    ),
  fc
    .record({
      field: fc.constantFrom('k', 's', 'tags'),
      kind: fc.constantFrom<FilterMatchKind>('match', 'not_equal'),
      value: word,
    })
    .map(
      ({ field, kind, value }): Test => ({
        ours: {
          type: 'match_field',
          searchField: { type: 'own_field', fieldName: field },
          matchKind: kind,
          value: { type: 'const', value },
        },
        mongo: kind === 'match' ? { [field]: value } : { [field]: { $ne: value } },
      }),
    ),
  fc.constantFrom<Test>(
    {
      ours: { type: 'field_is_empty', searchField: { type: 'own_field', fieldName: 'n' } },
      mongo: { n: null },
    },
    {
      ours: { type: 'field_not_empty', searchField: { type: 'own_field', fieldName: 'n' } },
      mongo: { n: { $ne: null } },
    },
  ),
);
const filterTest: fc.Arbitrary<Test> = fc.oneof(
  { weight: 3, arbitrary: leafTest },
  {
    weight: 1,
    arbitrary: fc
      .record({ or: fc.boolean(), parts: fc.array(leafTest, { minLength: 1, maxLength: 3 }) })
      .map(
        ({ or, parts }): Test => ({
          ours: { type: or ? 'or' : 'and', filters: parts.map((part) => part.ours) },
          mongo: { [or ? '$or' : '$and']: parts.map((part) => part.mongo) },
        }),
      ),
  },
);

/** A condition on `s`, ours and MongoDB's expression. */
const condition = word.map((value) => ({
  ours: {
    type: 'compare_value',
    leftValueAccess: { fieldId: 's' },
    operator: 'equal',
    rightValue: { type: 'const', value },
  } as ConditionDefinition,
  mongo: { $eq: ['$s', value] },
}));

interface Stages {
  readonly ours: PipelineStage[];
  readonly mongo: Document[];
  /** The property MongoDB's `$group` `_id` stands for, when the pipeline ends with a group. */
  readonly groupKey?: string;
}

const pipeline: fc.Arbitrary<Stages> = fc
  .record({
    match: fc.option(filterTest, { nil: undefined }),
    join: fc.boolean(),
    unwindTags: fc.boolean(),
    sortBy: fc.option(fc.record({ field: fc.constantFrom('n', 's', 'd'), desc: fc.boolean() }), {
      nil: undefined,
    }),
    group: fc.option(
      fc.record({
        key: fc.constantFrom('k', 's', 'tags', 'n'),
        countIf: condition,
        sumIf: fc.option(condition, { nil: undefined }),
      }),
      { nil: undefined },
    ),
  })
  .map(({ match, join, unwindTags, sortBy, group }) => {
    const ours: PipelineStage[] = [];
    const mongo: Document[] = [];
    if (match) {
      ours.push({ type: 'match', filter: match.ours });
      mongo.push({ $match: match.mongo });
    }
    if (join) {
      ours.push(
        {
          type: 'lookup',
          fromProviderId: 'others',
          asPropertyName: 'o',
          conditions: [{ localField: { path: ['k'] }, foreignField: { path: ['s'] } }],
        },
        { type: 'unwind', path: ['o'] },
      );
      mongo.push(
        { $lookup: { from: 'others', localField: 'k', foreignField: 's', as: 'o' } },
        { $unwind: '$o' },
      );
    }
    if (unwindTags) {
      ours.push({ type: 'unwind', path: ['tags'] });
      mongo.push({ $unwind: '$tags' });
    }
    if (sortBy) {
      const direction = sortBy.desc ? 'desc' : 'asc';
      ours.push({
        type: 'sort',
        sorting: [
          { fieldAccess: { path: [sortBy.field] }, direction },
          { fieldAccess: { path: ['$id'] } },
          ...(join ? [{ fieldAccess: { path: ['o', '$id'] } }] : []),
        ],
      });
      mongo.push({
        $sort: { [sortBy.field]: sortBy.desc ? -1 : 1, _id: 1, ...(join ? { 'o._id': 1 } : {}) },
      });
    }
    if (!group) return { ours, mongo };
    // A list as a key (tags not unwound) is outside the common subset: [] is our empty key,
    // and MongoDB sorts lists by their least item.
    const key = group.key === 'tags' && !unwindTags ? 'k' : group.key;
    const path = join && key === 's' ? ['o', 'k'] : [key];
    const aggregations: PipelineAggregation[] = [
      { propertyName: 'rows', method: 'count' },
      { propertyName: 'matching', method: 'count', condition: group.countIf.ours },
      {
        propertyName: 'total',
        method: 'sum',
        aggregateField: { path: ['n'] },
        ...(group.sumIf ? { condition: group.sumIf.ours } : {}),
      },
      { propertyName: 'mean', method: 'average', aggregateField: { path: ['n'] } },
      { propertyName: 'high', method: 'max', aggregateField: { path: ['n'] } },
      { propertyName: 'low', method: 'min', aggregateField: { path: ['d'] } },
    ];
    ours.push({
      type: 'group',
      groupBy: [{ propertyName: 'key', expression: { type: 'fieldPath', path } }],
      aggregations,
    });
    mongo.push(
      {
        $group: {
          _id: `$${path.join('.')}`,
          rows: { $sum: 1 },
          matching: { $sum: { $cond: [group.countIf.mongo, 1, 0] } },
          total: { $sum: group.sumIf ? { $cond: [group.sumIf.mongo, '$n', 0] } : '$n' },
          mean: { $avg: '$n' },
          high: { $max: '$n' },
          low: { $min: '$d' },
        },
      },
      { $sort: { _id: 1 } },
    );
    return { ours, mongo, groupKey: 'key' };
  });

/** Our rows as MongoDB writes them: `$id` is `_id`; a group's key is `_id`. */
function asMongoRows(rows: readonly PipelineRow[], groupKey: string | undefined): unknown[] {
  return rows.map((row) => asMongo(row, groupKey));
}

function asMongo(value: unknown, groupKey: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => asMongo(item, undefined));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as PipelineRow).map(([name, item]) => [
    name === '$id' || name === groupKey ? '_id' : name,
    asMongo(item, undefined),
  ]);
  return Object.fromEntries(entries);
}

const toDocument = (item: QueryRecord): Document => ({ _id: item.id, ...item.data });

describe('differential: our pipelines against mingo (MongoDB semantics) where the two coincide', () => {
  it('gives the same rows for random records and pipelines', () => {
    fc.assert(
      fc.property(recordsOf('r'), recordsOf('o'), pipeline, (input, others, stages) => {
        const ours = runStages(stages.ours, input, {
          providers: (id) => (id === 'others' ? others : undefined),
        });
        const theirs = new Aggregator(stages.mongo, {
          collectionResolver: (name: string) => (name === 'others' ? others.map(toDocument) : []),
        }).run(input.map(toDocument));
        expect(asMongoRows(ours, stages.groupKey)).toEqual(theirs);
      }),
      { numRuns: 300 },
    );
  });

  it("agrees on a fixed join-and-aggregate example (the benchmark's shape)", () => {
    const input: QueryRecord[] = [
      { id: 'o1', data: { k: 'a', n: 2, s: 'a', tags: ['x'], d: '2024-01-31' } },
      { id: 'o2', data: { k: 'b', n: null, s: 'b', tags: [], d: '2024-02-01' } },
      { id: 'o3', data: { k: 'a', n: 5, s: 'b', tags: ['x', 'y'], d: '2023-12-31' } },
    ];
    const others: QueryRecord[] = [{ id: 't1', data: { k: 'B', s: 'a', n: 1 } }];
    const stages: PipelineStage[] = [
      {
        type: 'lookup',
        fromProviderId: 'others',
        asPropertyName: 'o',
        conditions: [{ localField: { path: ['k'] }, foreignField: { path: ['s'] } }],
      },
      { type: 'unwind', path: ['o'] },
      {
        type: 'group',
        groupBy: [{ propertyName: 'key', expression: { type: 'fieldPath', path: ['o', 'k'] } }],
        aggregations: [{ propertyName: 'total', method: 'sum', aggregateField: { path: ['n'] } }],
      },
    ];
    expect(runStages(stages, input, { providers: () => others })).toEqual([{ key: 'B', total: 7 }]);
  });
});
