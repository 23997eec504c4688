import { describe, expect, it } from 'vitest';
import type { ConditionDefinition } from '../conditions/condition.types';
import { DefinitionError } from '../definitions/definitionError';
import { compilePipeline } from './compilePipeline';
import type {
  GroupStage,
  PipelineAggregation,
  PipelineDefinition,
  PipelineStage,
} from './query.types';
import type { CompiledPipeline } from './queryRun.types';
import { fieldMatches, records, runStages, testContext } from './queryTestKit';

// Spec 001 §3.13 pipeline stages, rule by rule (docs/queries.md "Pipelines").

const group = (
  keys: readonly (string | [string, readonly string[]])[],
  aggregations: readonly PipelineAggregation[],
): GroupStage => ({
  type: 'group',
  groupBy: keys.map((key) =>
    typeof key === 'string'
      ? { propertyName: key, expression: { type: 'fieldPath', path: [key] } }
      : { propertyName: key[0], expression: { type: 'fieldPath', path: key[1] } },
  ),
  aggregations,
});
const equal = (fieldId: string, value: unknown, path?: string[]): ConditionDefinition => ({
  type: 'compare_value',
  leftValueAccess: path ? { fieldId, path } : { fieldId },
  operator: 'equal',
  rightValue: { type: 'const', value },
});

describe('records enter a pipeline as rows', () => {
  it('a record is its data with $id and $createdAt; without stages the rows are the records', () => {
    const rows = runStages([], [{ id: 'a', createdAt: '2024-01-01T00:00:00Z', data: { x: 1 } }]);
    expect(rows).toEqual([{ x: 1, $id: 'a', $createdAt: '2024-01-01T00:00:00Z' }]);
  });

  it("the caller's record filter runs inside, for every provider read", () => {
    const pipeline = compilePipeline({
      fromProviderId: 'orders',
      stages: [
        {
          type: 'lookup',
          fromProviderId: 'customers',
          asPropertyName: 'customer',
          conditions: [{ localField: { path: ['customer'] }, foreignField: { path: ['$id'] } }],
        },
      ],
    });
    const rows = pipeline.run({
      records: records({ customer: 'c1' }, { customer: 'c2' }),
      providers: () => [
        { id: 'c1', data: { secret: false } },
        { id: 'c2', data: { secret: true } },
      ],
      context: testContext(),
      recordFilter: (record, providerId) =>
        providerId === 'orders' ? record.id !== 'r0' : record.data.secret !== true,
    });
    // r0 is not the caller's to see; c2, the only customer r1 names, neither.
    expect(rows).toEqual([{ customer: [], $id: 'r1' }]);
  });
});

describe('match (spec 001 §3.13 "match (filter)")', () => {
  it('keeps the rows the filter holds for, in order', () => {
    const rows = runStages(
      [{ type: 'match', filter: fieldMatches('n', 'greater_than', 1) }],
      records({ n: 1 }, { n: 3 }, { n: 2 }),
    );
    expect(rows.map((row) => row.n)).toEqual([3, 2]);
  });
});

describe('lookup (spec 001 §3.13 "lookup (fromProviderId, asPropertyName, localField/foreignField)")', () => {
  const customers = [
    { id: 'c1', data: { name: 'Anna', group: 'g1' } },
    { id: 'c2', data: { name: 'Jan', group: 'g2' } },
    { id: 'c3', data: { name: 'Ewa', group: 'g1' } },
  ];
  const providers = (id: string) => (id === 'customers' ? customers : undefined);
  const lookup = (local: string[], foreign: string[]): PipelineStage => ({
    type: 'lookup',
    fromProviderId: 'customers',
    asPropertyName: 'matched',
    conditions: [{ localField: { path: local }, foreignField: { path: foreign } }],
  });

  it("adds the rows of every matching record, in the foreign provider's order; no match is []", () => {
    const rows = runStages([lookup(['g'], ['group'])], records({ g: 'g1' }, { g: 'g9' }), {
      providers,
    });
    expect(rows[0]!.matched).toEqual([
      { name: 'Anna', group: 'g1', $id: 'c1' },
      { name: 'Ewa', group: 'g1', $id: 'c3' },
    ]);
    expect(rows[1]!.matched).toEqual([]);
  });

  it('empty values join nothing (not even other empty values)', () => {
    const rows = runStages([lookup(['g'], ['missing'])], records({ g: null }, {}), { providers });
    expect(rows.map((row) => row.matched)).toEqual([[], []]);
  });

  it('a list on either side matches by any item; keys are equal in the total order ("12" = 12)', () => {
    const rows = runStages([lookup(['ids'], ['$id'])], records({ ids: ['c3', 'c1', 'c3'] }), {
      providers,
    });
    expect((rows[0]!.matched as { $id: string }[]).map((row) => row.$id)).toEqual(['c1', 'c3']);
    const numbered = runStages(
      [{ ...lookup(['n'], ['n']), fromProviderId: 'numbers' } as PipelineStage],
      records({ n: '12' }),
      { providers: () => [{ id: 'x', data: { n: 12 } }] },
    );
    expect((numbered[0]!.matched as unknown[]).length).toBe(1);
  });

  it('several conditions must all hold (a composite key)', () => {
    const stage: PipelineStage = {
      type: 'lookup',
      fromProviderId: 'customers',
      asPropertyName: 'matched',
      conditions: [
        { localField: { path: ['g'] }, foreignField: { path: ['group'] } },
        { localField: { path: ['who'] }, foreignField: { path: ['name'] } },
      ],
    };
    const rows = runStages([stage], records({ g: 'g1', who: 'Ewa' }), { providers });
    expect(rows[0]!.matched).toEqual([{ name: 'Ewa', group: 'g1', $id: 'c3' }]);
  });

  it('an unknown provider reads as no records', () => {
    expect(runStages([lookup(['g'], ['group'])], records({ g: 'g1' }))[0]!.matched).toEqual([]);
  });
});

describe('unwind (spec 001 §3.13 "unwind (path)")', () => {
  const data = records(
    { k: 1, items: ['a', 'b'] },
    { k: 2, items: [] },
    { k: 3 },
    { k: 4, items: 'x' },
    { k: 5, items: null },
  );

  it('one row per item; empty arrays, null and missing give no row; a single value is one item', () => {
    const rows = runStages([{ type: 'unwind', path: ['items'] }], data);
    expect(rows.map((row) => [row.k, row.items])).toEqual([
      [1, 'a'],
      [1, 'b'],
      [4, 'x'],
    ]);
  });

  it('keepEmpty keeps an empty one as one row with null in its place', () => {
    const rows = runStages([{ type: 'unwind', path: ['items'], keepEmpty: true }], data);
    expect(rows.map((row) => [row.k, row.items])).toEqual([
      [1, 'a'],
      [1, 'b'],
      [2, null],
      [3, null],
      [4, 'x'],
      [5, null],
    ]);
  });

  it('a nested path copies the objects along it; the record itself is never changed', () => {
    const input = records({ order: { no: 7, lines: [{ q: 1 }, { q: 2 }] } });
    const rows = runStages([{ type: 'unwind', path: ['order', 'lines'] }], input);
    expect(rows.map((row) => row.order)).toEqual([
      { no: 7, lines: { q: 1 } },
      { no: 7, lines: { q: 2 } },
    ]);
    expect(input[0]!.data.order).toEqual({ no: 7, lines: [{ q: 1 }, { q: 2 }] });
  });

  it('unwinding a lookup gives each row one foreign row', () => {
    const rows = runStages(
      [
        {
          type: 'lookup',
          fromProviderId: 'f',
          asPropertyName: 'm',
          conditions: [{ localField: { path: ['k'] }, foreignField: { path: ['k'] } }],
        },
        { type: 'unwind', path: ['m'] },
      ],
      records({ k: 1 }),
      { providers: () => records({ k: 1, v: 'x' }, { k: 1, v: 'y' }) },
    );
    expect(rows).toEqual([
      { k: 1, $id: 'r0', m: { k: 1, v: 'x', $id: 'r0' } },
      { k: 1, $id: 'r0', m: { k: 1, v: 'y', $id: 'r1' } },
    ]);
  });
});

describe('group (spec 001 §3.13 "group (groupBy with propertyName, and aggregations)")', () => {
  const sales = records(
    { region: 'N', amount: 0.1, kind: 'A', day: '2024-05-31T22:30:00Z' },
    { region: 'S', amount: '2', kind: 'B', day: '2024-06-01' },
    { region: 'N', amount: 0.2, kind: 'B', day: '2024-05-01' },
    { region: 12, amount: null, kind: 'A', day: null },
    { region: '12', amount: 'n/a', kind: 'A' },
    { amount: 5, kind: 'A' },
  );

  it('one row per key, keys then aggregations, groups in key order (empty key first, as null)', () => {
    const rows = runStages([group(['region'], [{ propertyName: 'n', method: 'count' }])], sales);
    expect(rows).toEqual([
      { region: null, n: 1 },
      { region: 12, n: 2 },
      { region: 'N', n: 2 },
      { region: 'S', n: 1 },
    ]);
  });

  it('"12" and 12 are one group, reported as the number', () => {
    const rows = runStages([group(['region'], [])], sales);
    expect(rows.map((row) => row.region)).toEqual([null, 12, 'N', 'S']);
  });

  it('count takes a condition; with a field it counts rows where the field is not empty', () => {
    const rows = runStages(
      [
        group(
          [],
          [
            { propertyName: 'all', method: 'count' },
            { propertyName: 'kindA', method: 'count', condition: equal('kind', 'A') },
            { propertyName: 'withAmount', method: 'count', aggregateField: { path: ['amount'] } },
          ],
        ),
      ],
      sales,
    );
    expect(rows).toEqual([{ all: 6, kindA: 4, withAmount: 5 }]);
  });

  it("sum and average read numbers and numeric text only; sums are rounded to the inputs' decimals", () => {
    const rows = runStages(
      [
        group(
          ['region'],
          [
            { propertyName: 'sum', method: 'sum', aggregateField: { path: ['amount'] } },
            { propertyName: 'avg', method: 'average', aggregateField: { path: ['amount'] } },
          ],
        ),
      ],
      sales,
    );
    expect(rows.find((row) => row.region === 'N')).toEqual({ region: 'N', sum: 0.3, avg: 0.15 });
    expect(rows.find((row) => row.region === 'S')).toEqual({ region: 'S', sum: 2, avg: 2 });
    // Spec: "average of nothing" — no numbers: sum 0, average null.
    expect(rows.find((row) => row.region === 12)).toEqual({ region: 12, sum: 0, avg: null });
  });

  it('max and min follow the total order and skip empty values; of nothing, null', () => {
    const rows = runStages(
      [
        group(
          [],
          [
            { propertyName: 'max', method: 'max', aggregateField: { path: ['amount'] } },
            { propertyName: 'min', method: 'min', aggregateField: { path: ['amount'] } },
            { propertyName: 'lastDay', method: 'max', aggregateField: { path: ['day'] } },
            { propertyName: 'none', method: 'max', aggregateField: { path: ['nothing'] } },
          ],
        ),
      ],
      sales,
    );
    // 'n/a' is text: above every number. 2024-05-31T22:30Z is 00:30 on 1 June in Warsaw, after
    // the date 2024-06-01 (which sits at its first instant, 22:00Z).
    expect(rows).toEqual([{ max: 'n/a', min: 0.1, lastDay: '2024-05-31T22:30:00Z', none: null }]);
  });

  it('without keys, one row even for no input; with keys, no row', () => {
    const aggregations: PipelineAggregation[] = [
      { propertyName: 'n', method: 'count' },
      { propertyName: 's', method: 'sum', aggregateField: { path: ['x'] } },
      { propertyName: 'a', method: 'average', aggregateField: { path: ['x'] } },
      { propertyName: 'm', method: 'min', aggregateField: { path: ['x'] } },
    ];
    expect(runStages([group([], aggregations)], [])).toEqual([{ n: 0, s: 0, a: null, m: null }]);
    expect(runStages([group(['k'], aggregations)], [])).toEqual([]);
  });

  it('dateFormat groups by calendar parts as wall time in an explicit zone (dates as they are)', () => {
    const stage = (timeZone?: string): GroupStage => ({
      type: 'group',
      groupBy: [
        {
          propertyName: 'month',
          expression: {
            type: 'dateFormat',
            path: ['day'],
            format: '%Y-%m',
            ...(timeZone ? { timeZone } : {}),
          },
        },
      ],
      aggregations: [{ propertyName: 'n', method: 'count' }],
    });
    // 2024-05-31T22:30Z is 1 June in Warsaw (the user's zone), still 31 May in UTC.
    expect(runStages([stage()], sales)).toEqual([
      { month: null, n: 3 },
      { month: '2024-05', n: 1 },
      { month: '2024-06', n: 2 },
    ]);
    expect(runStages([stage('UTC')], sales)).toEqual([
      { month: null, n: 3 },
      { month: '2024-05', n: 2 },
      { month: '2024-06', n: 1 },
    ]);
  });

  it('conditions read the row: fieldId names a property (also of a record a lookup brought in)', () => {
    const rows = runStages(
      [
        {
          type: 'lookup',
          fromProviderId: 'kinds',
          asPropertyName: 'k',
          conditions: [{ localField: { path: ['kind'] }, foreignField: { path: ['code'] } }],
        },
        { type: 'unwind', path: ['k'] },
        group(
          [],
          [
            { propertyName: 'heavy', method: 'count', condition: equal('k', true, ['heavy']) },
            {
              propertyName: 'heavyByRow',
              method: 'count',
              condition: {
                type: 'or',
                conditions: [equal('k', true, ['heavy']), equal('kind', 'zzz')],
              },
            },
          ],
        ),
      ],
      sales,
      { providers: () => records({ code: 'A', heavy: true }, { code: 'B', heavy: false }) },
    );
    expect(rows).toEqual([{ heavy: 4, heavyByRow: 4 }]);
  });
});

describe('sort (spec 001 §3.13 "sort (fieldAccess and direction)")', () => {
  it('orders by the total order, key by key, stably; desc reverses each key', () => {
    const rows = runStages(
      [
        {
          type: 'sort',
          sorting: [
            { fieldAccess: { path: ['a'] }, direction: 'asc' },
            { fieldAccess: { path: ['b'] }, direction: 'desc' },
          ],
        },
      ],
      records(
        { a: 'x', b: 1 },
        { a: 2, b: 1 },
        { a: null, b: 5 },
        { a: '10', b: 1 },
        { a: 2, b: 3 },
        { a: 'x', b: 2 },
      ),
    );
    expect(rows.map((row) => row.$id)).toEqual(['r2', 'r4', 'r1', 'r3', 'r5', 'r0']);
  });
});

describe('union (spec 001 §3.13 "union (inputSource, sources, commonFields; gated by a client feature flag)")', () => {
  const union: PipelineStage = {
    type: 'union',
    inputSource: { name: 'orders' },
    sources: [
      { name: 'returns', fromProviderId: 'returns', filter: fieldMatches('ok', 'match', true) },
    ],
    commonFields: [
      { propertyName: 'amount' },
      { propertyName: 'when', paths: { orders: ['date'], returns: ['$createdAt'] } },
    ],
    sourcePropertyName: 'source',
  };

  it('is rejected with a clear error while the client feature pipelineUnionStage is off', () => {
    expect(() => compilePipeline({ fromProviderId: 'p', stages: [union] })).toThrow(
      DefinitionError,
    );
    expect(() => compilePipeline({ fromProviderId: 'p', stages: [union] })).toThrow(
      'stages[0].type: the union stage needs the client feature "pipelineUnionStage", which is off',
    );
    expect(() =>
      compilePipeline(
        { fromProviderId: 'p', stages: [union] },
        { enabledFeatures: { pipelineUnionStage: true } },
      ),
    ).not.toThrow();
  });

  it("the pipeline's rows then each source's records, reduced to the common fields (missing: null)", () => {
    const rows = runStages([union], records({ amount: 5, date: '2024-01-01' }), {
      enabledFeatures: ['pipelineUnionStage'],
      providers: () => [
        { id: 'x', createdAt: '2024-02-01T00:00:00Z', data: { amount: -1, ok: true } },
        { id: 'y', data: { amount: -2, ok: false } },
        { id: 'z', data: { ok: true } },
      ],
    });
    expect(rows).toEqual([
      { amount: 5, when: '2024-01-01', source: 'orders' },
      { amount: -1, when: '2024-02-01T00:00:00Z', source: 'returns' },
      { amount: null, when: null, source: 'returns' },
    ]);
  });
});

describe('compiling', () => {
  it('rejects a malformed pipeline with every problem as { path, message }, never at run time', () => {
    let error: unknown;
    try {
      compilePipeline({
        fromProviderId: 'p',
        stages: [
          {
            type: 'group',
            groupBy: [],
            aggregations: [{ propertyName: 'x', method: 'sum' } as never],
          },
          { type: 'sort', sorting: [] },
          {
            type: 'lookup',
            fromProviderId: 'q',
            asPropertyName: 'bad name',
            conditions: [],
          } as never,
        ],
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DefinitionError);
    expect((error as DefinitionError).errors).toEqual([
      { path: 'stages[0].aggregations[0].aggregateField', message: 'is required' },
      { path: 'stages[1].sorting', message: 'must have at least 1 item' },
      {
        path: 'stages[2].asPropertyName',
        message: "may contain only Latin letters, digits, '-' and '_'",
      },
      { path: 'stages[2].conditions', message: 'must have at least 1 item' },
    ]);
  });

  it('lists the providers and context parts a run reads, to fetch them first', () => {
    const pipeline = compilePipeline({
      fromProviderId: 'orders',
      stages: [
        {
          type: 'match',
          filter: {
            type: 'match_field',
            searchField: {
              type: 'foreign_field',
              relationFieldName: 'c',
              foreignProviderId: 'customers',
              foreignField: { type: 'own_field', fieldName: 'city' },
            },
            matchKind: 'match',
            value: { type: 'compare_to_external_value', valueAccess: { fieldId: 'city' } },
          },
        },
        {
          type: 'lookup',
          fromProviderId: 'prices',
          asPropertyName: 'p',
          conditions: [{ localField: { path: ['x'] }, foreignField: { path: ['x'] } }],
        },
        group(
          [],
          [
            {
              propertyName: 'n',
              method: 'count',
              condition: {
                type: 'compare_value',
                leftValueAccess: { fieldId: 'owner' },
                operator: 'equal',
                rightValue: { type: 'expression', expression: 'current_user' },
              },
            },
          ],
        ),
      ],
    });
    expect(pipeline.dependencies).toEqual({
      providers: ['orders', 'customers', 'prices'],
      fields: ['city'],
      context: ['user'],
    });
  });

  it('runs again and again with fresh state (the stages are linked once)', () => {
    const pipeline = compilePipeline({
      fromProviderId: 'p',
      stages: [group(['k'], [{ propertyName: 'n', method: 'count' }])],
    });
    const input = { records: records({ k: 1 }, { k: 1 }), context: testContext() };
    expect(pipeline.run(input)).toEqual([{ k: 1, n: 2 }]);
    expect(pipeline.run(input)).toEqual([{ k: 1, n: 2 }]);
  });

  it('aggregations over an unwound lookup count each record a row joined once, by any item of a list', () => {
    const rows = runStages(
      [
        {
          type: 'lookup',
          fromProviderId: 'f',
          asPropertyName: 'm',
          conditions: [{ localField: { path: ['k'] }, foreignField: { path: ['k'] } }],
        },
        { type: 'unwind', path: ['m'] },
        group(
          ['g'],
          [
            { propertyName: 'n', method: 'count' },
            { propertyName: 'sum', method: 'sum', aggregateField: { path: ['m', 'v'] } },
            { propertyName: 'max', method: 'max', aggregateField: { path: ['m', 'v'] } },
          ],
        ),
      ],
      records({ g: 'a', k: [1, 2] }, { g: 'a', k: 2 }, { g: 'b', k: [3, 1, 3] }),
      {
        providers: () =>
          records({ k: 2, v: 0.2 }, { k: 1, v: 0.1 }, { k: [1, 3], v: 0.4 }, { k: 2, v: 5 }),
      },
    );
    // a: [1, 2] joins all four records, 2 joins 0.2 and 5; b: [3, 1, 3] joins 0.1 and 0.4.
    expect(rows).toEqual([
      { g: 'a', n: 6, sum: 10.9, max: 5 },
      { g: 'b', n: 2, sum: 0.5, max: 0.4 },
    ]);
  });

  it("a run after a larger one sees only its own lookup's records (nothing left from the last run)", () => {
    const pipeline = compilePipeline({
      fromProviderId: 'p',
      stages: [
        {
          type: 'lookup',
          fromProviderId: 'f',
          asPropertyName: 'm',
          conditions: [{ localField: { path: ['k'] }, foreignField: { path: ['k'] } }],
        },
        { type: 'unwind', path: ['m'] },
        group(
          ['k'],
          [
            { propertyName: 'big', method: 'count', condition: equal('m', true, ['big']) },
            { propertyName: 'sum', method: 'sum', aggregateField: { path: ['m', 'v'] } },
            { propertyName: 'max', method: 'max', aggregateField: { path: ['m', 'v'] } },
          ],
        ),
      ],
    });
    const runWith = (foreign: Record<string, unknown>[]) =>
      pipeline.run({
        records: records({ k: 1 }, { k: 2 }, { k: 1 }),
        context: testContext(),
        providers: () => records(...foreign),
      });
    const many = [1, 2, 1, 2, 1, 2].map((k, index) => ({ k, v: index + 0.5, big: index > 2 }));
    expect(runWith(many)).toEqual([
      { k: 1, big: 2, sum: 15, max: 4.5 },
      { k: 2, big: 2, sum: 10.5, max: 5.5 },
    ]);
    expect(runWith([{ k: 2, v: 0.25, big: false }])).toEqual([
      { k: 2, big: 0, sum: 0.25, max: 0.25 },
    ]);
    expect(runWith(many.slice(0, 3))).toEqual([
      { k: 1, big: 0, sum: 6, max: 2.5 },
      { k: 2, big: 0, sum: 1.5, max: 1.5 },
    ]);
  });

  it("each run joins its own provider's records as they are then", () => {
    const pipeline = compilePipeline({
      fromProviderId: 'p',
      stages: [
        {
          type: 'lookup',
          fromProviderId: 'f',
          asPropertyName: 'm',
          conditions: [{ localField: { path: ['k'] }, foreignField: { path: ['k'] } }],
        },
        { type: 'unwind', path: ['m'] },
      ],
    });
    const runWith = (v: string) =>
      pipeline.run({
        records: records({ k: 1 }),
        context: testContext(),
        providers: () => records({ k: 1, v }),
      });
    expect(runWith('a')).toEqual([{ k: 1, $id: 'r0', m: { k: 1, v: 'a', $id: 'r0' } }]);
    expect(runWith('b')).toEqual([{ k: 1, $id: 'r0', m: { k: 1, v: 'b', $id: 'r0' } }]);
  });

  it('what a run takes out of the joined records is its own, with fewer or more of them than before', () => {
    // The lookup refills its value columns in place from run to run: a shorter table must not
    // keep the previous run's values, a longer one must take all of its own — every run answers
    // as the first run of a pipeline compiled afresh.
    const definition: PipelineDefinition = {
      fromProviderId: 'p',
      stages: [
        {
          type: 'lookup',
          fromProviderId: 'f',
          asPropertyName: 'm',
          conditions: [{ localField: { path: ['k'] }, foreignField: { path: ['k'] } }],
        },
        { type: 'unwind', path: ['m'], keepEmpty: true },
        group(
          ['k'],
          [
            { propertyName: 'most', method: 'max', aggregateField: { path: ['m', 'v'] } },
            { propertyName: 'dated', method: 'count', condition: equal('m', '2024-05-01', ['d']) },
          ],
        ),
      ],
    };
    const pipeline = compilePipeline(definition);
    const runWith = (compiled: CompiledPipeline, foreign: Record<string, unknown>[]) =>
      compiled.run({
        records: records({ k: 1 }, { k: 2 }, { k: null }),
        context: testContext(),
        providers: () => records(...foreign),
      });
    const tables: Record<string, unknown>[][] = [
      [
        { k: 1, v: 5, d: '2024-05-01' },
        { k: 1, v: 'x', d: null },
        { k: 2, v: 9 },
        { k: 2, v: null, d: '2024-05-01' },
      ],
      [{ k: 2, d: '2024-05-01' }],
      [],
      [{ k: 1, v: 3 }, { k: 1, v: 4, d: '2024-05-01' }, { k: 2 }, { k: 2, v: 1 }, { k: 1, v: 2 }],
    ];
    for (const foreign of tables) {
      expect(runWith(pipeline, foreign)).toEqual(runWith(compilePipeline(definition), foreign));
    }
    expect(runWith(pipeline, tables[0]!)).toEqual([
      { k: null, most: null, dated: 0 },
      { k: 1, most: 'x', dated: 1 },
      { k: 2, most: 9, dated: 1 },
    ]);
    expect(runWith(pipeline, tables[1]!)).toEqual([
      { k: null, most: null, dated: 0 },
      { k: 1, most: null, dated: 0 },
      { k: 2, most: null, dated: 1 },
    ]);
  });

  it('a run started from inside another run (a caller callback) gets its own state', () => {
    const pipeline = compilePipeline({
      fromProviderId: 'p',
      stages: [group([], [{ propertyName: 'n', method: 'count' }])],
    });
    let inner: unknown;
    const outer = pipeline.run({
      records: records({}, {}),
      context: testContext(),
      recordFilter: () => {
        inner ??= pipeline.run({ records: records({}), context: testContext() });
        return true;
      },
    });
    expect(outer).toEqual([{ n: 2 }]);
    expect(inner).toEqual([{ n: 1 }]);
  });
});
