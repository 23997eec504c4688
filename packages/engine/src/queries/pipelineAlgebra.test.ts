import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmpty } from '../conditions/compareValues';
import { compileCondition } from '../conditions/compileCondition';
import type { ConditionDefinition } from '../conditions/condition.types';
import { COMPARISON_OPERATORS } from '../conditions/operators';
import type { QueryFilter } from '../definitions/queryFilter';
import { createEvaluationContext } from '../host/createEvaluationContext';
import { compileRowCondition } from './compileRowCondition';
import type { PipelineStage, SortStage } from './query.types';
import type { QueryRecord } from './queryRun.types';
import { fieldMatches, runStages, testContext, ZONE } from './queryTestKit';
import { createFrame, RECORD_SHAPE } from './rowAccess';
import { canonicalKey, createTemporalCache } from './valueOrder';

// Property tests of the pipeline algebra (docs/queries.md "What holds"): random records of mixed
// values, random filters and keys.

const scalar = fc.oneof(
  fc.constantFrom(null, undefined, '', 0, 1, 2, 3.5, -1, true, false),
  fc.constantFrom('1', '2', '10', 'a', 'b', 'B', '2024-05-01', '2024-05-01T10:00:00Z'),
);
const data = fc.record(
  {
    k: scalar,
    n: scalar,
    s: fc.constantFrom('a', 'b', 'c', null),
    tags: fc.oneof(fc.constant(undefined), fc.array(scalar, { maxLength: 4 })),
  },
  { requiredKeys: [] },
);
const recordsOf = fc
  .array(data, { maxLength: 25 })
  .map((list): QueryRecord[] =>
    list.map((item, index) => ({ id: `r${String(index).padStart(2, '0')}`, data: item })),
  );
const filter: fc.Arbitrary<QueryFilter> = fc
  .record({
    field: fc.constantFrom('k', 'n', 's', 'tags'),
    kind: fc.constantFrom(
      'match',
      'not_equal',
      'greater_than',
      'less_than_or_equal',
      'only_empty',
      'not_empty' as const,
    ),
    value: scalar,
  })
  .map(({ field, kind, value }) => fieldMatches(field, kind, value ?? null));
const sort: fc.Arbitrary<SortStage> = fc
  .array(fc.record({ field: fc.constantFrom('k', 'n', 's', 'tags'), desc: fc.boolean() }), {
    minLength: 1,
    maxLength: 2,
  })
  .map((keys) => ({
    type: 'sort',
    sorting: keys.map(({ field, desc }) => ({
      fieldAccess: { path: [field] },
      direction: desc ? 'desc' : 'asc',
    })),
  }));

const ids = (rows: readonly Readonly<Record<string, unknown>>[]) => rows.map((row) => row.$id);

describe('pipeline algebra', () => {
  it('match then sort = sort then match', () => {
    fc.assert(
      fc.property(recordsOf, filter, sort, (input, where, order) => {
        const match: PipelineStage = { type: 'match', filter: where };
        expect(ids(runStages([match, order], input))).toEqual(
          ids(runStages([order, match], input)),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('sorting is a total preorder: sorting twice, or sorting a shuffled input, changes nothing', () => {
    fc.assert(
      fc.property(recordsOf, sort, (input, order) => {
        const once = runStages([order], input);
        const twice = runStages([order, order], input);
        expect(ids(twice)).toEqual(ids(once));
        const reversed = runStages([order], [...input].reverse());
        // Only ties may come in another order: the keys read in sequence are the same.
        const cache = createTemporalCache(ZONE);
        const keys = (rows: typeof once) =>
          rows.map((row) =>
            order.sorting
              .map((key) => canonicalKey(row[key.fieldAccess.path[0]!], cache))
              .join('|'),
          );
        expect(keys(reversed)).toEqual(keys(once));
      }),
      { numRuns: 150 },
    );
  });

  it('group counts sum to the number of rows; every row lands in exactly one group', () => {
    fc.assert(
      fc.property(recordsOf, fc.subarray(['k', 'n', 's'], { minLength: 0 }), (input, keys) => {
        const rows = runStages(
          [
            {
              type: 'group',
              groupBy: keys.map((key) => ({
                propertyName: key,
                expression: { type: 'fieldPath', path: [key] },
              })),
              aggregations: [{ propertyName: 'count', method: 'count' }],
            },
          ],
          input,
        );
        const total = rows.reduce((sum, row) => sum + (row.count as number), 0);
        expect(total).toBe(input.length);
        if (keys.length === 0) expect(rows).toHaveLength(1);
      }),
      { numRuns: 200 },
    );
  });

  it("unwind then group by $id restores each list's length (keepEmpty: at least one)", () => {
    fc.assert(
      fc.property(recordsOf, fc.boolean(), (input, keepEmpty) => {
        const rows = runStages(
          [
            { type: 'unwind', path: ['tags'], keepEmpty },
            {
              type: 'group',
              groupBy: [{ propertyName: 'id', expression: { type: 'fieldPath', path: ['$id'] } }],
              aggregations: [{ propertyName: 'count', method: 'count' }],
            },
          ],
          input,
        );
        const counts = Object.fromEntries(rows.map((row) => [row.id, row.count]));
        for (const record of input) {
          const tags = record.data.tags;
          const length = Array.isArray(tags) ? tags.length : 0;
          const expected = keepEmpty ? Math.max(1, length) : length;
          expect(counts[record.id] ?? 0).toBe(expected);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("lookup then unwind gives one row per (row, matching foreign record), in the naive join's order", () => {
    fc.assert(
      fc.property(recordsOf, recordsOf, (local, foreign) => {
        const rows = runStages(
          [
            {
              type: 'lookup',
              fromProviderId: 'f',
              asPropertyName: 'm',
              conditions: [{ localField: { path: ['k'] }, foreignField: { path: ['n'] } }],
            },
            { type: 'unwind', path: ['m'] },
          ],
          local,
          { providers: () => foreign },
        );
        const pairs = rows.map((row) => `${row.$id}:${(row.m as { $id: string }).$id}`);
        // The naive nested loop with the same equality (the total order's), empty items joining nothing.
        const cache = createTemporalCache(ZONE);
        const keysOf = (value: unknown) =>
          (Array.isArray(value) ? value : [value])
            .filter((item) => !isEmpty(item))
            .map((item) => canonicalKey(item, cache));
        const expected: string[] = [];
        for (const row of local) {
          const wanted = keysOf(row.data.k);
          for (const other of foreign) {
            if (keysOf(other.data.n).some((key) => wanted.includes(key))) {
              expected.push(`${row.id}:${other.id}`);
            }
          }
        }
        expect(pairs).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it("an aggregation's condition answers as the compiled condition over the row", () => {
    const leaf = fc
      .record({
        field: fc.constantFrom('k', 'n', 's'),
        operator: fc.constantFrom(
          ...COMPARISON_OPERATORS.filter((operator) => operator !== 'between'),
        ),
        value: fc.oneof(scalar, fc.array(scalar, { maxLength: 2 })),
      })
      .map(
        ({ field, operator, value }): ConditionDefinition => ({
          type: 'compare_value',
          leftValueAccess: { fieldId: field },
          operator,
          rightValue: { type: 'const', value: value ?? null },
        }),
      );
    const condition = fc.oneof(
      leaf,
      fc
        .array(leaf, { minLength: 1, maxLength: 3 })
        .map((conditions): ConditionDefinition => ({ type: 'or', conditions })),
      fc.constantFrom<ConditionDefinition>({ type: 'is_empty', valueAccess: { fieldId: 'n' } }),
    );
    const context = testContext();
    fc.assert(
      fc.property(condition, data, (definition, row) => {
        const compiled = compileCondition(definition);
        const direct = compileRowCondition(definition, RECORD_SHAPE)!;
        const frame = createFrame({ id: 'x', data: row });
        const expected = compiled(createEvaluationContext({ host: context.host, values: row }));
        return direct(frame, context) === expected;
      }),
      { numRuns: 2000 },
    );
  });
});
