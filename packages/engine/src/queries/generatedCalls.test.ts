import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConditionDefinition } from '../conditions/condition.types';
import { setConditionCodeGeneration } from '../conditions/conditionCodeGeneration';
import { type CallsMode, callEach, compose } from './generatedCalls';
import type { GroupStage, PipelineStage } from './query.types';
import type { QueryRecord } from './queryRun.types';
import { fieldMatches, runStages } from './queryTestKit';

// Generated calls (a call site of its own per function) must make exactly the calls their
// closures make: the same functions, in the same order, with the same arguments.

afterEach(() => setConditionCodeGeneration(true));

const MODES: readonly CallsMode[] = ['generated', 'closures'];

describe('callEach', () => {
  it('calls every step once, in order, with the same arguments, generated or not', () => {
    for (const mode of MODES) {
      for (let count = 0; count <= 7; count += 1) {
        const calls: unknown[][] = [];
        const steps = Array.from(
          { length: count },
          (_, index) => (a: string, b: number, c: object) => {
            calls.push([index, a, b, c]);
          },
        );
        const context = {};
        callEach(steps, mode)('a', 2, context);
        expect(calls).toEqual(steps.map((_, index) => [index, 'a', 2, context]));
      }
    }
  });

  it('is generated code of its own where code is generated; closures where it is not', () => {
    const steps = [() => {}, () => {}];
    const generated = callEach(steps);
    expect(generated.name).toBe('callEach');
    expect(callEach(steps)).not.toBe(generated);
    expect(callEach(steps, 'closures').name).not.toBe('callEach');
    setConditionCodeGeneration(false);
    expect(callEach(steps).name).not.toBe('callEach');
  });
});

describe('compose', () => {
  it('answers outer(inner(value)), generated or not', () => {
    const inner = (value: number) => value * 2;
    const outer = (value: number) => `${value}!`;
    for (const mode of MODES) expect(compose(outer, inner, mode)(21)).toBe('42!');
    expect(compose(outer, inner).name).toBe('composed');
    setConditionCodeGeneration(false);
    expect(compose(outer, inner).name).not.toBe('composed');
  });
});

describe('a group stage adds up the same with generated calls or without', () => {
  const scalar = fc.oneof(
    fc.constantFrom(null, undefined, '', 0, 1, -2, 2.5, 0.1, 0.2, true),
    fc.constantFrom('1', '2.50', 'a', 'b', '2024-05-01', '2024-05-01T10:00:00Z'),
  );
  const recordsOf = (size: number) =>
    fc
      .array(
        fc.record({ k: scalar, n: scalar, s: fc.constantFrom('a', 'b', 'c', null), j: scalar }),
        { maxLength: size },
      )
      .map((list): QueryRecord[] =>
        list.map((data, index) => ({ id: `r${index}`, data: data as Record<string, unknown> })),
      );
  const sIs = (fieldId: string, value: string): ConditionDefinition => ({
    type: 'compare_value',
    leftValueAccess: fieldId === 'f' ? { fieldId, path: ['s'] } : { fieldId },
    operator: 'equal',
    rightValue: { type: 'const', value },
  });
  // Every tier (compileAggregations.ts): base (the row's own fields), record (the unwound
  // foreign record's), row (both), with conditions or without.
  const group: GroupStage = {
    type: 'group',
    groupBy: [{ propertyName: 'k', expression: { type: 'fieldPath', path: ['k'] } }],
    aggregations: [
      { propertyName: 'rows', method: 'count' },
      { propertyName: 'open', method: 'count', condition: sIs('s', 'a') },
      { propertyName: 'sum', method: 'sum', aggregateField: { path: ['n'] } },
      { propertyName: 'avg', method: 'average', aggregateField: { path: ['n'] } },
      {
        propertyName: 'min',
        method: 'min',
        aggregateField: { path: ['n'] },
        condition: sIs('s', 'b'),
      },
      { propertyName: 'fsum', method: 'sum', aggregateField: { path: ['f', 'n'] } },
      {
        propertyName: 'fmax',
        method: 'max',
        aggregateField: { path: ['f', 'n'] },
        condition: sIs('f', 'a'),
      },
      { propertyName: 'fcount', method: 'count', condition: sIs('f', 'c') },
      {
        propertyName: 'mixed',
        method: 'max',
        aggregateField: { path: ['n'] },
        condition: sIs('f', 'b'),
      },
    ],
  };
  const stages = (kind: 'greater_than' | 'not_equal', value: unknown): PipelineStage[] => [
    { type: 'match', filter: fieldMatches('n', kind, value) },
    {
      type: 'lookup',
      fromProviderId: 'f',
      asPropertyName: 'f',
      conditions: [{ localField: { path: ['j'] }, foreignField: { path: ['j'] } }],
    },
    { type: 'unwind', path: ['f'], keepEmpty: true },
    group,
  ];

  it('for random records, filters and foreign records', () => {
    fc.assert(
      fc.property(
        recordsOf(30),
        recordsOf(12),
        fc.constantFrom('greater_than' as const, 'not_equal' as const),
        fc.constantFrom(0, 1, 'a', '2'),
        (local, foreign, kind, value) => {
          const run = () => runStages(stages(kind, value), local, { providers: () => foreign });
          const generated = run();
          setConditionCodeGeneration(false);
          try {
            expect(generated).toEqual(run());
          } finally {
            setConditionCodeGeneration(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
