import {
  compilePipeline,
  type GroupStage,
  type PipelineAggregation,
  type PipelineStage,
  type QueryFilter,
} from '@tessera/engine';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runScoped } from '../../database/scopedTransaction';
import { testDatabaseKinds } from '../../testing/openTestDatabase';
import { mintTenantScope } from '../access/tenantScope';
import { runPipelineSql } from './compilePipelineSql';
import { SqlQueryUnsupportedError } from './compileQuerySql';
import { insertDataRecords, listDataRecords } from './dataRecordRepository';
import {
  differentialContext,
  FOREIGN_PROVIDER,
  nextProviderIds,
  pairedRecords,
  useSeededDatabase,
  withForeignProvider,
} from './differentialTestKit';

// Values of every kind, few enough that groups, joins and sorts meet equal values often.
const scalar = fc.constantFrom<unknown>(
  null,
  0,
  12,
  -3.5,
  0.1,
  0.2,
  '12',
  ' 12 ',
  '1e1',
  '.5',
  'abc',
  'Ąb',
  'ąb',
  '',
  true,
  false,
  '2024-05-01',
  '2024-05-01T08:00:00Z',
  '2024-04-30 23:30',
);
const listOrScalar = fc.oneof({ weight: 4, arbitrary: scalar }, fc.array(scalar, { maxLength: 3 }));
const joinKey = fc.constantFrom<unknown>('k1', 'k2', 12, '12', ' 12 ', null, '', 'zz');
const recordData = fc.record(
  {
    a: listOrScalar,
    b: scalar,
    cust: fc.oneof({ weight: 3, arbitrary: joinKey }, fc.array(joinKey, { maxLength: 2 })),
    items: fc.oneof(
      fc.array(fc.record({ p: scalar }, { requiredKeys: [] }), { maxLength: 3 }),
      scalar,
    ),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Record<string, unknown>>;
const foreignData = fc.record({ key: joinKey, name: scalar }, { requiredKeys: [] }) as fc.Arbitrary<
  Record<string, unknown>
>;

const matchStage: fc.Arbitrary<PipelineStage> = fc
  .record({
    field: fc.constantFrom('a', 'b'),
    matchKind: fc.constantFrom(
      'match',
      'not_equal',
      'not_empty',
      'greater_than',
      'less_than_or_equal',
    ),
    value: scalar,
  })
  .map(({ field, matchKind, value }) => {
    const filter: QueryFilter = {
      type: 'match_field',
      searchField: { type: 'own_field', fieldName: field },
      matchKind,
      ...(matchKind === 'not_empty' ? {} : { value: { type: 'const', value } }),
    };
    return { type: 'match', filter };
  });

const lookupStage: PipelineStage = {
  type: 'lookup',
  fromProviderId: FOREIGN_PROVIDER,
  asPropertyName: 'c',
  conditions: [{ localField: { path: ['cust'] }, foreignField: { path: ['key'] } }],
};

/** A lookup by `cust` and by `b` (lists on both sides meet by two items once), unwound at once. */
const lookedUpByKeyAndB: readonly PipelineStage[] = [
  {
    ...lookupStage,
    conditions: [
      { localField: { path: ['cust'] }, foreignField: { path: ['key'] } },
      { localField: { path: ['b'] }, foreignField: { path: ['b'] } },
    ],
  },
  { type: 'unwind', path: ['c'] },
];

const unwindStage = (lookedUp: boolean): fc.Arbitrary<PipelineStage> =>
  fc
    .record({
      path: fc.constantFrom<string[][]>(...(lookedUp ? [['c']] : []), ['a'], ['items'], ['cust']),
      keepEmpty: fc.boolean(),
    })
    .map(({ path, keepEmpty }) => ({ type: 'unwind', path, keepEmpty }));

const onForeign = {
  type: 'compare_value' as const,
  leftValueAccess: { fieldId: 'c', path: ['name'] },
  operator: 'greater_than' as const,
  rightValue: { type: 'const' as const, value: 1 },
};
/** Conditions on the record met only. */
const onRecord = [
  onForeign,
  { type: 'non_empty' as const, valueAccess: { fieldId: 'c', path: ['key'] } },
];
const foreignCondition = fc.constantFrom(
  ...onRecord,
  // The row's fields and the record's together: worked out per pair.
  {
    type: 'and' as const,
    conditions: [onForeign, { type: 'non_empty' as const, valueAccess: { fieldId: 'b' } }],
  },
);
const condition = fc.constantFrom(
  undefined,
  { type: 'non_empty' as const, valueAccess: { fieldId: 'b' } },
  { type: 'is_empty' as const, valueAccess: { fieldId: 'a' } },
  {
    type: 'compare_value' as const,
    leftValueAccess: { fieldId: 'b' },
    operator: 'greater_than' as const,
    rightValue: { type: 'const' as const, value: 0.1 },
  },
  {
    type: 'compare_value' as const,
    leftValueAccess: { fieldId: 'a' },
    operator: 'equal' as const,
    rightValue: { type: 'const' as const, value: '12' },
  },
);
/** One aggregation of a group: of `path` (none: a count of rows), where `condition` holds (if any). */
function aggregationOf(
  propertyName: string,
  method: PipelineAggregation['method'],
  path: string[] | undefined,
  condition: PipelineAggregation['condition'],
): PipelineAggregation {
  return {
    propertyName,
    method,
    ...(path === undefined ? {} : { aggregateField: { path } }),
    ...(condition === undefined ? {} : { condition }),
  } as PipelineAggregation;
}
const aggregations = (unwoundLookup: boolean): fc.Arbitrary<PipelineAggregation[]> =>
  fc
    .tuple(
      baseAggregations,
      unwoundLookup ? fc.option(foreignAggregation, { nil: undefined }) : fc.constant(undefined),
    )
    .map(([base, foreign]) => (foreign === undefined ? base : [...base, ...foreign]));
/**
 * Aggregations of a group after a lookup unwound at once that read the record met, or the row's
 * values where the record's condition holds (aggregated per join key before the join,
 * `lookupPartialGroupSql.ts`, where no key reads the record).
 */
const foreignAggregations = (
  recordCondition: fc.Arbitrary<PipelineAggregation['condition']>,
): fc.Arbitrary<PipelineAggregation[]> =>
  fc
    .record({
      max: fc.option(recordCondition, { nil: undefined }),
      count: condition,
      sum: fc.option(recordCondition, { nil: undefined }),
      average: condition,
      minA: fc.option(recordCondition, { nil: undefined }),
    })
    .map(({ max, count, sum, average, minA }) => [
      aggregationOf('sumC', 'sum', ['c', 'name'], sum),
      aggregationOf('avgC', 'average', ['c', 'name'], average),
      aggregationOf('minAC', 'min', ['a'], minA),
      aggregationOf('avgAC', 'average', ['a'], onForeign),
      aggregationOf('maxC', 'max', ['c', 'name'], max),
      aggregationOf('nC', 'count', ['c', 'key'], count),
    ]);
const foreignAggregation = foreignAggregations(foreignCondition);
const baseAggregations: fc.Arbitrary<PipelineAggregation[]> = fc
  .record({
    count: condition,
    countA: condition,
    sumA: condition,
    averageA: condition,
    maxB: condition,
    minB: condition,
  })
  .map((conditions) => [
    aggregationOf('n', 'count', undefined, conditions.count),
    aggregationOf('nA', 'count', ['a'], conditions.countA),
    aggregationOf('sumA', 'sum', ['a'], conditions.sumA),
    aggregationOf('avgA', 'average', ['a'], conditions.averageA),
    aggregationOf('maxB', 'max', ['b'], conditions.maxB),
    aggregationOf('minB', 'min', ['b'], conditions.minB),
  ]);
const groupStage = (
  unwoundLookup: boolean,
  keyPaths: string[][] = [['b'], unwoundLookup ? ['c', 'name'] : ['items', 'p']],
  aggregated: fc.Arbitrary<PipelineAggregation[]> = aggregations(unwoundLookup),
): fc.Arbitrary<GroupStage> =>
  fc
    .record({
      keys: fc.subarray<string[]>(keyPaths),
      aggregations: aggregated,
    })
    .map(({ keys, aggregations }) => ({
      type: 'group',
      groupBy: keys.map((path, index) => ({
        propertyName: `key${index}`,
        expression: { type: 'fieldPath', path },
      })),
      aggregations,
    }));

const unionStage: PipelineStage = {
  type: 'union',
  inputSource: { name: 'main' },
  sources: [
    {
      name: 'other',
      fromProviderId: FOREIGN_PROVIDER,
      filter: {
        type: 'match_field',
        searchField: { type: 'own_field', fieldName: 'key' },
        matchKind: 'not_empty',
      },
    },
  ],
  commonFields: [
    { propertyName: 'b', paths: { other: ['name'] } },
    { propertyName: 'k', paths: { main: ['cust'], other: ['key'] } },
  ],
  sourcePropertyName: 'src',
};
const features = { enabledFeatures: ['pipelineUnionStage'] };

const pipeline: fc.Arbitrary<PipelineStage[]> = fc
  .record({
    match: fc.option(matchStage, { nil: undefined }),
    lookup: fc.boolean(),
    unwind: fc.boolean(),
    group: fc.boolean(),
    union: fc.boolean(),
    sort: fc.boolean(),
  })
  .chain(({ match, lookup, unwind, group, union, sort }) =>
    fc
      .record({
        unwind: unwind ? unwindStage(lookup) : fc.constant(undefined),
        directions: fc.array(fc.constantFrom('asc' as const, 'desc' as const), {
          minLength: 2,
          maxLength: 2,
        }),
      })
      .chain(({ unwind: unwound, directions }) => {
        const unwoundLookup =
          unwound?.type === 'unwind' && unwound.path.length === 1 && unwound.path[0] === 'c';
        return (group ? groupStage(unwoundLookup) : fc.constant(undefined)).map((grouped) => {
          const stages: PipelineStage[] = [];
          if (match !== undefined) stages.push(match);
          if (lookup) stages.push(lookupStage);
          if (unwound !== undefined) stages.push(unwound);
          if (grouped !== undefined) stages.push(grouped);
          if (union) stages.push(unionStage);
          if (sort) {
            const paths = grouped === undefined ? [['b'], ['$createdAt']] : [['maxB'], ['n']];
            stages.push({
              type: 'sort',
              sorting: paths.map((path, index) => ({
                fieldAccess: { path },
                direction: directions[index]!,
              })),
            });
          }
          return stages;
        });
      }),
  );

/** Records that always have a join key (and rows a value to sum), so most rows meet records. */
const keyedRecordData = fc.record(
  {
    a: fc.oneof({ weight: 4, arbitrary: scalar }, fc.array(scalar, { maxLength: 2 })),
    b: scalar,
    cust: fc.oneof({ weight: 3, arbitrary: joinKey }, fc.array(joinKey, { maxLength: 2 })),
  },
  { requiredKeys: ['a', 'cust'] },
) as fc.Arbitrary<Record<string, unknown>>;
const keyedForeignData = fc.record(
  { key: joinKey, name: scalar },
  { requiredKeys: ['key'] },
) as fc.Arbitrary<Record<string, unknown>>;

/**
 * A lookup unwound at once and a group: per join key before the join
 * (`lookupPartialGroupSql.ts`) where no key reads the record and no condition both sides.
 */
const lookedUpGroup: fc.Arbitrary<PipelineStage[]> = fc
  .record({ match: fc.option(matchStage, { nil: undefined }), group: groupStage(true) })
  .map(({ match, group }) => [
    ...(match === undefined ? [] : [match]),
    lookupStage,
    { type: 'unwind', path: ['c'] },
    group,
  ]);

/**
 * Records whose raw values of the group's key `b` and the join value `cust` repeat, so several rows
 * make one group of rows grouped by raw values before the join (`rawRowGroupsSql.ts`), their
 * aggregated value `a` and the conditions' fields apart.
 */
const rawGroupedRecordData = fc.record(
  {
    // Lists seldom: more rows to a group meet a max or min of a list (which stops) more often.
    a: fc.oneof({ weight: 12, arbitrary: scalar }, fc.array(scalar, { maxLength: 2 })),
    b: fc.constantFrom<unknown>(12, '12', 'x'),
    cust: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom<unknown>('k1', '12') },
      fc.constant(['k1', 12]),
    ),
  },
  { requiredKeys: ['a', 'cust'] },
) as fc.Arbitrary<Record<string, unknown>>;

/**
 * A lookup unwound at once and a group whose keys read the row only, its aggregations of the
 * record's values and the row's under conditions on one side: rows grouped before the join.
 */
const rawGroupedGroup: fc.Arbitrary<PipelineStage[]> = groupStage(
  true,
  [['b']],
  fc
    .tuple(baseAggregations, foreignAggregations(fc.constantFrom(...onRecord)))
    .map(([base, foreign]) => [
      ...base,
      ...foreign,
      // The group's key summed and counted: the same in all of a group's rows.
      aggregationOf('sumB', 'sum', ['b'], undefined),
      aggregationOf('nB', 'count', ['b'], onForeign),
    ]),
).map((group) => [lookupStage, { type: 'unwind', path: ['c'] }, group]);

/** Records of the hand-picked cases: equal keys spelled apart, lists, a property named as a lookup's. */
const pickedData: Record<string, unknown>[] = [
  { a: 12, b: '12', cust: 'k1', c: 'own c' },
  { a: [{ p: 1 }, { p: 2 }], b: ' 12 ', cust: ['k1', 'k2', 'k1'] },
  { a: '2024-05-01', b: 12, cust: 'zz' },
  { a: true, b: true, cust: 12 },
  { b: 'Ąb', cust: '12' },
  { a: 'abc', b: 'ąb', cust: null, items: [{ p: 'x' }, { p: 'y' }] },
];
const pickedForeign: Record<string, unknown>[] = [
  { key: 'k1', name: 'first', b: '12' },
  { key: 'k2', name: 12 },
  { key: ['k1', 12], name: '12', b: [12, 'ąb'] },
  { key: '12', name: true },
  { key: 'nobody', name: '1e999999' },
];

/** Pipelines over the picked records (`FOREIGN_PROVIDER` stands for the foreign one). */
const pickedPipelines: readonly (readonly PipelineStage[])[] = [
  // A first match read from the records: `$createdAt`, a nested lax path, an own field.
  [
    {
      type: 'match',
      filter: {
        type: 'and',
        filters: [
          {
            type: 'match_field',
            searchField: { type: 'own_field', fieldName: '$createdAt' },
            matchKind: 'greater_than_or_equal',
            value: { type: 'const', value: '2024-01-01T00:00:01Z' },
          },
          {
            type: 'field_not_empty',
            searchField: { type: 'own_field', fieldName: 'cust' },
          },
        ],
      },
    },
    {
      type: 'match',
      filter: { type: 'field_not_empty', searchField: { type: 'own_field', fieldName: '$id' } },
    },
  ],
  // A lookup unwound at once (a record's own `c` replaced), then read by a sort and a group.
  [
    lookupStage,
    { type: 'unwind', path: ['c'] },
    {
      type: 'sort',
      sorting: [
        { fieldAccess: { path: ['c', 'name'] }, direction: 'desc' },
        { fieldAccess: { path: ['b'] }, direction: 'asc' },
      ],
    },
  ],
  [
    lookupStage,
    { type: 'unwind', path: ['c'] },
    {
      type: 'match',
      filter: {
        type: 'field_not_empty',
        searchField: { type: 'field_schema_access', fieldName: 'c', path: ['name'] },
      },
    },
    { type: 'unwind', path: ['a'], keepEmpty: true },
    {
      type: 'group',
      groupBy: [
        { propertyName: 'name', expression: { type: 'fieldPath', path: ['c', 'name'] } },
        { propertyName: 'b', expression: { type: 'fieldPath', path: ['b'] } },
      ],
      aggregations: [
        { propertyName: 'n', method: 'count' },
        { propertyName: 'maxA', method: 'max', aggregateField: { path: ['a', 'p'] } },
        {
          propertyName: 'sumP',
          method: 'sum',
          aggregateField: { path: ['a', 'p'] },
          condition: {
            type: 'compare_value',
            leftValueAccess: { fieldId: 'c', path: ['key'] },
            operator: 'equal',
            rightValue: { type: 'const', value: 'k1' },
          },
        },
      ],
    },
  ],
  // Group keys spelled apart: 12, '12' and ' 12 ' are one key (reported 12), 'Ąb' and 'ąb' two.
  [
    {
      type: 'group',
      groupBy: [{ propertyName: 'b', expression: { type: 'fieldPath', path: ['b'] } }],
      aggregations: [{ propertyName: 'n', method: 'count' }],
    },
  ],
  // The rows a lookup unwound at once keeps whole when nothing reads them.
  [lookupStage, { type: 'unwind', path: ['c'] }],
  // Max and min of mixed kinds, with ties spelled apart (12, '12', ' 12 '; a date-time at one
  // instant in two zones), nulls, a list passed over by the condition; keys of every kind, a group
  // whose aggregated values are all empty; then a sort, so the group's rows are numbered.
  [
    {
      type: 'group',
      groupBy: [{ propertyName: 'k', expression: { type: 'fieldPath', path: ['k'] } }],
      aggregations: [
        { propertyName: 'n', method: 'count' },
        { propertyName: 'maxB', method: 'max', aggregateField: { path: ['b'] } },
        { propertyName: 'minB', method: 'min', aggregateField: { path: ['b'] } },
        {
          propertyName: 'maxA',
          method: 'max',
          aggregateField: { path: ['a'] },
          condition: { type: 'non_empty', valueAccess: { fieldId: 'b' } },
        },
        {
          propertyName: 'minA',
          method: 'min',
          aggregateField: { path: ['a'] },
          condition: { type: 'non_empty', valueAccess: { fieldId: 'b' } },
        },
        { propertyName: 'sumB', method: 'sum', aggregateField: { path: ['b'] } },
        // Numeric text beyond `numeric`'s range passed over by the condition: never read.
        {
          propertyName: 'sumA',
          method: 'sum',
          aggregateField: { path: ['a'] },
          condition: { type: 'non_empty', valueAccess: { fieldId: 'b' } },
        },
      ],
    },
    { type: 'sort', sorting: [{ fieldAccess: { path: ['maxB'] }, direction: 'desc' }] },
  ],
  // The same without keys: one row, even over no rows (a first match that holds for none).
  [
    {
      type: 'match',
      filter: {
        type: 'match_field',
        searchField: { type: 'own_field', fieldName: 'b' },
        matchKind: 'match',
        value: { type: 'const', value: 'no such value' },
      },
    },
    {
      type: 'group',
      groupBy: [],
      aggregations: [
        { propertyName: 'n', method: 'count' },
        { propertyName: 'maxB', method: 'max', aggregateField: { path: ['b'] } },
        { propertyName: 'minB', method: 'min', aggregateField: { path: ['b'] } },
      ],
    },
  ],
  // A lookup unwound at once by lists on both sides (a row meets a record by two items once)
  // and a second condition, then grouped by the foreign record: no numbering before the group.
  [
    ...lookedUpByKeyAndB,
    {
      type: 'group',
      groupBy: [{ propertyName: 'name', expression: { type: 'fieldPath', path: ['c', 'name'] } }],
      aggregations: [
        { propertyName: 'n', method: 'count' },
        { propertyName: 'maxB', method: 'max', aggregateField: { path: ['b'] } },
      ],
    },
  ],
  // The same read by the group from both sides (the inputs worked out on the side each reads,
  // `lookupGroupInputsSql.ts`): a key from each side, the record's values, lists, `$id` and
  // `$createdAt`, the whole record, conditions on either side.
  [
    ...lookedUpByKeyAndB,
    {
      type: 'group',
      groupBy: [
        { propertyName: 'name', expression: { type: 'fieldPath', path: ['c', 'name'] } },
        { propertyName: 'b', expression: { type: 'fieldPath', path: ['b'] } },
      ],
      aggregations: [
        { propertyName: 'n', method: 'count', condition: onForeign },
        { propertyName: 'nC', method: 'count', aggregateField: { path: ['c'] } },
        { propertyName: 'nId', method: 'count', aggregateField: { path: ['c', '$id'] } },
        { propertyName: 'maxAt', method: 'max', aggregateField: { path: ['c', '$createdAt'] } },
        { propertyName: 'nB', method: 'count', aggregateField: { path: ['c', 'b'] } },
        { propertyName: 'nKey', method: 'count', aggregateField: { path: ['c', 'key'] } },
        { propertyName: 'maxName', method: 'max', aggregateField: { path: ['c', 'name'] } },
        {
          propertyName: 'minName',
          method: 'min',
          aggregateField: { path: ['c', 'name'] },
          condition: { type: 'non_empty', valueAccess: { fieldId: 'b' } },
        },
        { propertyName: 'sumName', method: 'sum', aggregateField: { path: ['c', 'name'] } },
      ],
    },
  ],
  // One condition, the keys the row's: aggregated per join key before the join
  // (`lookupPartialGroupSql.ts`) — lists on both sides (a row meets a record by two items once),
  // numeric text and numbers summed, each side's values where the other side's condition holds,
  // a record met by no row whose numeric text is beyond `numeric` (never read).
  [
    lookupStage,
    { type: 'unwind', path: ['c'] },
    {
      type: 'group',
      groupBy: [{ propertyName: 'b', expression: { type: 'fieldPath', path: ['b'] } }],
      aggregations: [
        { propertyName: 'n', method: 'count' },
        { propertyName: 'nOn', method: 'count', condition: onForeign },
        {
          propertyName: 'nKey',
          method: 'count',
          aggregateField: { path: ['c', 'key'] },
          condition: { type: 'non_empty', valueAccess: { fieldId: 'a' } },
        },
        {
          propertyName: 'nA',
          method: 'count',
          aggregateField: { path: ['a'] },
          condition: onForeign,
        },
        { propertyName: 'sumName', method: 'sum', aggregateField: { path: ['c', 'name'] } },
        {
          propertyName: 'avgName',
          method: 'average',
          aggregateField: { path: ['c', 'name'] },
          condition: { type: 'non_empty', valueAccess: { fieldId: 'a' } },
        },
        { propertyName: 'maxName', method: 'max', aggregateField: { path: ['c', 'name'] } },
        {
          propertyName: 'minName',
          method: 'min',
          aggregateField: { path: ['c', 'name'] },
          condition: onForeign,
        },
        {
          propertyName: 'sumA',
          method: 'sum',
          aggregateField: { path: ['a'] },
          condition: onForeign,
        },
        { propertyName: 'avgA', method: 'average', aggregateField: { path: ['a'] } },
        {
          propertyName: 'maxB',
          method: 'max',
          aggregateField: { path: ['b'] },
          condition: onForeign,
        },
        {
          propertyName: 'minB',
          method: 'min',
          aggregateField: { path: ['b'] },
          condition: { type: 'non_empty', valueAccess: { fieldId: 'c', path: ['b'] } },
        },
      ],
    },
    { type: 'sort', sorting: [{ fieldAccess: { path: ['n'] }, direction: 'desc' }] },
  ],
  // A condition on both sides at once: the pairs carry the rows.
  [
    lookupStage,
    { type: 'unwind', path: ['c'] },
    {
      type: 'group',
      groupBy: [{ propertyName: 'b', expression: { type: 'fieldPath', path: ['b'] } }],
      aggregations: [
        {
          propertyName: 'n',
          method: 'count',
          condition: {
            type: 'and',
            conditions: [onForeign, { type: 'non_empty', valueAccess: { fieldId: 'a' } }],
          },
        },
      ],
    },
  ],
];

/** Records of the picked cases of max, min and group keys of every kind. */
const pickedExtremes: Record<string, unknown>[] = [
  { k: 'x', a: 12, b: '12' },
  { k: 'x', a: ' 12 ', b: 12 },
  { k: 'x', a: '12', b: ' 12 ' },
  // A date beside numbers and a boolean; a date and a date-time at one instant (midnight in the
  // user's zone): the date-time is the greater.
  { k: 'x', a: '2024-05-01', b: true },
  { k: 'x', a: '2024-04-30T22:00:00Z', b: '1e1' },
  { k: '2024-05-01', a: '2024-04-30T22:00:00Z', b: '2024-05-01' },
  { k: 'z', a: '1e999999' },
  { k: 12, a: '2024-05-01T10:00:00+02:00', b: '2024-05-01T08:00:00Z' },
  { k: '12', a: '2024-05-01T08:00:00Z', b: '2024-05-01T10:00:00+02:00' },
  { k: '2024-05-01', a: '2024-05-01', b: '2024-05-01T00:00:00+02:00' },
  { k: true, a: true, b: false },
  { k: true, a: false, b: null },
  { k: null, a: [1, 2], b: null },
  { k: '', a: 'Ąb', b: 'ąb' },
  { k: 'Ąb', a: -3.5, b: 'abc' },
  { k: 'Ąb', a: 0.1, b: -0 },
  { k: 'Ąb', a: '1e1', b: '.5' },
  { k: 'z', a: null },
];

/**
 * Records of the picked cases of rows grouped by raw values before the join
 * (`rawRowGroupsSql.ts`): several rows to one (`b`, `cust`), their values of `a` and the
 * condition's field `d` apart.
 */
const pickedRawGroups: Record<string, unknown>[] = [
  { b: 'x', cust: 'k1', a: 1, d: true },
  { b: 'x', cust: 'k1', a: 2.5 },
  // No value where the condition holds: not a number.
  { b: 'x', cust: 'k1', d: true },
  { b: 'x', cust: 'k1', a: 0.1, d: true },
  { b: 'x', cust: 'k1', a: ' 12 ', d: true },
  { b: 'x', cust: 'k1', a: ' 12 ' },
  { b: 'x', cust: 'k1', a: '2024-05-01', d: true },
  { b: 'x', cust: 'k1', a: '2024-05-01' },
  // Lists: a row meets the record keyed `k1` and `12` once by two items.
  { b: 'x', cust: ['k1', 12], a: 3, d: true },
  { b: 'x', cust: ['k1', 12], a: 4 },
  { b: 'x', cust: [12, 'k1'], a: '.5', d: true },
  // One group key spelled three ways (it reports the number), each its own group of rows.
  { b: 12, cust: 'k2', a: '1e1', d: true },
  { b: '12', cust: 'k2', a: '1e1', d: true },
  { b: ' 12 ', cust: 'k2', a: -1 },
  { b: ' 12 ', cust: 'k2', a: -3.5, d: true },
  // Empty keys: null and missing.
  { b: null, cust: 'k1', a: 7, d: true },
  { cust: 'k1', a: 8, d: true },
  // Beyond numeric: met by no record, or passed over by the condition.
  { b: 'y', cust: 'nomatch', a: '1e999999', d: true },
  { b: 'y', cust: 'k1', a: '1e999999' },
  { b: 'y', cust: 'k1', a: [1, 2] },
  { b: 'y', cust: null, a: 1, d: true },
  { b: 'y', a: 2, d: true },
  { b: 'z', cust: '12', a: true, d: true },
  { b: 'z', cust: ' 12 ', a: '2024-05-01T08:00:00Z', d: true },
  { b: 'z', cust: 12, a: '2024-05-01T10:00:00+02:00', d: true },
];

/** Pipelines over {@link pickedRawGroups}: the group's keys (or none) read the row. */
const pickedRawGroupPipelines: readonly (readonly PipelineStage[])[] = [['b'], undefined].map(
  (key) => {
    const underD = { type: 'non_empty' as const, valueAccess: { fieldId: 'd' } };
    return [
      lookupStage,
      { type: 'unwind', path: ['c'] },
      {
        type: 'group',
        groupBy:
          key === undefined
            ? []
            : [{ propertyName: 'b', expression: { type: 'fieldPath', path: key } }],
        aggregations: [
          aggregationOf('n', 'count', undefined, undefined),
          aggregationOf('nD', 'count', undefined, underD),
          aggregationOf('nA', 'count', ['a'], underD),
          aggregationOf('sumA', 'sum', ['a'], underD),
          aggregationOf('avgA', 'average', ['a'], underD),
          aggregationOf('maxA', 'max', ['a'], underD),
          aggregationOf('minA', 'min', ['a'], underD),
          // The group's key aggregated too: the same in all of a group's rows.
          aggregationOf('minBOn', 'min', ['b'], onForeign),
          aggregationOf('sumB', 'sum', ['b'], underD),
          aggregationOf('nB', 'count', ['b'], underD),
          aggregationOf('sumName', 'sum', ['c', 'name'], underD),
          aggregationOf('maxName', 'max', ['c', 'name'], underD),
          aggregationOf('nKey', 'count', ['c', 'key'], underD),
          // A condition on the record's row (`$createdAt` is not in its data).
          aggregationOf('nAt', 'count', undefined, {
            type: 'non_empty',
            valueAccess: { fieldId: 'c', path: ['$createdAt'] },
          }),
        ],
      },
    ];
  },
);

describe.each(testDatabaseKinds)('pipelines in SQL on %s', (kind) => {
  const database = useSeededDatabase(kind);

  /**
   * The answers of SQL and of the engine to `stages` over `data` and `foreign` (the lookups'
   * provider); SQL's is its `SqlQueryUnsupportedError` where it does not cover the case (in a
   * savepoint: the statement stops, not the transaction).
   */
  async function answersOf(
    stages: readonly PipelineStage[],
    data: readonly Record<string, unknown>[],
    foreign: readonly Record<string, unknown>[],
  ): Promise<readonly [readonly unknown[] | SqlQueryUnsupportedError, readonly unknown[]]> {
    const { db, clientId } = database();
    const scope = mintTenantScope(clientId, 'tester');
    const { providerId, foreignProviderId } = nextProviderIds();
    const definition = {
      fromProviderId: providerId,
      stages: withForeignProvider(stages, foreignProviderId) as PipelineStage[],
    };
    const [fromSql, records, foreignRecords] = await runScoped(
      db.kysely,
      { clientId },
      async (trx) => {
        await insertDataRecords(trx, scope, foreignProviderId, pairedRecords(foreign));
        await insertDataRecords(trx, scope, providerId, pairedRecords(data));
        let answer: readonly unknown[] | SqlQueryUnsupportedError;
        await sql`savepoint pipeline`.execute(trx);
        try {
          answer = await runPipelineSql(
            trx,
            definition,
            { scope, context: differentialContext },
            features,
          );
        } catch (error) {
          if (!(error instanceof SqlQueryUnsupportedError)) throw error;
          await sql`rollback to savepoint pipeline`.execute(trx);
          answer = error;
        }
        return [
          answer,
          await listDataRecords(trx, scope, providerId),
          await listDataRecords(trx, scope, foreignProviderId),
        ] as const;
      },
    );
    const fromEngine = compilePipeline(definition, features).run({
      records,
      context: differentialContext,
      providers: (id) => (id === foreignProviderId ? foreignRecords : undefined),
    });
    return [fromSql, fromEngine];
  }

  /** The answers of SQL (which must cover the case) and of the engine over {@link pickedForeign}. */
  async function pickedAnswers(
    stages: readonly PipelineStage[],
    data: readonly Record<string, unknown>[],
  ): Promise<readonly [readonly unknown[], readonly unknown[]]> {
    const [fromSql, fromEngine] = await answersOf(stages, data, pickedForeign);
    if (fromSql instanceof SqlQueryUnsupportedError) throw fromSql;
    return [fromSql, fromEngine];
  }

  it('answers as the engine does for picked records: a first match on the records, a lookup unwound at once (by lists on both sides, two conditions), group keys of every kind spelled apart, max and min over mixed kinds with ties spelled apart, no rows to group', async () => {
    for (const stages of pickedPipelines) {
      const data = JSON.stringify(stages).includes('"path":["k"]') ? pickedExtremes : pickedData;
      const [fromSql, fromEngine] = await pickedAnswers(stages, data);
      expect(fromEngine.length).toBeGreaterThan(0);
      expect(fromSql).toEqual(fromEngine);
    }
  }, 60_000);

  it("answers as the engine does where the rows are grouped by raw values before the join: equal keys spelled apart in groups of their own, lists, missing and null keys and join values, numeric text, dates and lists aggregated under the row's condition, numeric text beyond numeric where no record or condition reads it, a row meeting a record once by two items, a condition on the record's row", async () => {
    for (const stages of pickedRawGroupPipelines) {
      const [fromSql, fromEngine] = await pickedAnswers(stages, pickedRawGroups);
      expect(fromEngine.length).toBeGreaterThan(0);
      expect(fromSql).toEqual(fromEngine);
    }
  }, 60_000);

  it('stops with the unsupported error where a list or object meets a max or min (whatever else its group holds), not where the condition passes it over', async () => {
    const { db, clientId } = database();
    const scope = mintTenantScope(clientId, 'tester');
    const data = [
      { k: 'x', a: 'text', b: true, c: 1 },
      { k: 'x', a: [1, 2], b: true },
      { k: 'x', a: { p: 1 }, b: false },
      { k: 'y', a: 3, b: true, c: 1 },
    ];
    const stopped = async (aggregation: PipelineAggregation): Promise<unknown> => {
      const { providerId } = nextProviderIds();
      const definition = {
        fromProviderId: providerId,
        stages: [
          {
            type: 'group' as const,
            groupBy: [
              { propertyName: 'k', expression: { type: 'fieldPath' as const, path: ['k'] } },
            ],
            aggregations: [aggregation],
          },
        ],
      };
      return runScoped(db.kysely, { clientId }, async (trx) => {
        await insertDataRecords(trx, scope, providerId, pairedRecords(data));
        await sql`savepoint pipeline`.execute(trx);
        try {
          return await runPipelineSql(trx, definition, { scope, context: differentialContext });
        } catch (error) {
          await sql`rollback to savepoint pipeline`.execute(trx);
          return error;
        }
      });
    };
    const bIs = (value: boolean) => ({
      type: 'compare_value' as const,
      leftValueAccess: { fieldId: 'b' },
      operator: 'equal' as const,
      rightValue: { type: 'const' as const, value },
    });
    for (const method of ['max', 'min'] as const) {
      const aggregation = { propertyName: 'm', method, aggregateField: { path: ['a'] } };
      // The list beside text (the greatest class) and a number in its group.
      const list = await stopped({ ...aggregation, condition: bIs(true) });
      expect(list).toBeInstanceOf(SqlQueryUnsupportedError);
      expect((list as Error).message).toMatch(/met a array$/);
      const object = await stopped({ ...aggregation, condition: bIs(false) });
      expect((object as Error).message).toMatch(/met a object$/);
      expect(await stopped(aggregation)).toBeInstanceOf(SqlQueryUnsupportedError);
      const passedOver = { type: 'non_empty' as const, valueAccess: { fieldId: 'c' } };
      expect(await stopped({ ...aggregation, condition: passedOver })).toEqual([
        { k: 'x', m: 'text' },
        { k: 'y', m: 3 },
      ]);
    }
  });

  it.each([
    [
      'match, lookup, unwind, group, union and sort',
      pipeline,
      fc.array(recordData, { maxLength: 10 }),
      fc.array(foreignData, { maxLength: 5 }),
    ],
    [
      'a lookup unwound at once, then a group (aggregated per join key where it can be; several records a key)',
      lookedUpGroup,
      fc.array(keyedRecordData, { minLength: 4, maxLength: 10 }),
      fc.array(keyedForeignData, { minLength: 3, maxLength: 8 }),
    ],
    [
      'a lookup unwound at once, then a group by the row (rows grouped by raw values before the join; several rows a group)',
      rawGroupedGroup,
      fc.array(rawGroupedRecordData, { minLength: 6, maxLength: 14 }),
      fc.array(keyedForeignData, { minLength: 3, maxLength: 8 }),
    ],
  ])(
    'answers as the engine does: %s over generated records',
    async (_, pipeline, localRecords, foreignRecords) => {
      let compared = 0;
      let unsupported = 0;
      let nonEmpty = 0;
      await fc.assert(
        fc.asyncProperty(localRecords, foreignRecords, pipeline, async (data, foreign, stages) => {
          const [fromSql, fromEngine] = await answersOf(stages, data, foreign);
          if (fromSql instanceof SqlQueryUnsupportedError) {
            unsupported += 1;
            return;
          }
          expect(fromSql).toEqual(fromEngine);
          compared += 1;
          if (fromEngine.length > 0) nonEmpty += 1;
        }),
        { numRuns: 50 },
      );
      // Most cases must be compared, and compared on rows, for the property to be worth anything.
      // (Measured: up to 18 of the 50 raw-grouped cases are ones SQL leaves to Node — a max or
      // min meeting a list, say — 14 on average: twice that as the bar failed one run of five.)
      expect(compared).toBeGreaterThan(unsupported);
      expect(nonEmpty).toBeGreaterThan(15);
    },
    120_000,
  );
});
