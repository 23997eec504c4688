import { afterEach, describe, expect, it } from 'vitest';
import { setConditionCodeGeneration } from '../conditions/conditionCodeGeneration';
import { compilePipeline } from './compilePipeline';
import { generatedPropertyReader } from './generatedPropertyReader';
import type { PipelineDefinition } from './query.types';
import type { QueryRecord } from './queryRun.types';
import { testContext } from './queryTestKit';
import { createFrame, type Frame } from './rowAccess';

// Field readers generated per name (a load site of their own) must answer as the shared closure
// they replace: `typeof data === 'object' && data !== null ? data[name] : undefined`.

afterEach(() => setConditionCodeGeneration(true));

const reference = (data: unknown, name: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;

/** Data of every kind a field may hold, missing included, and data that is not an object. */
const DATA: readonly unknown[] = [
  { amount: 12.5 },
  { amount: 0 },
  { amount: -3 },
  { amount: null },
  { amount: undefined },
  {},
  { amount: '12' },
  { amount: '' },
  { amount: '2024-05-01' },
  { amount: '2024-05-01T10:00:00Z' },
  { amount: true },
  { amount: [1, 2] },
  { amount: [] },
  { amount: { nested: 1 } },
  Object.create({ amount: 'inherited' }),
  null,
  undefined,
  'text',
  7,
  [{ amount: 1 }],
];

describe('generated property readers', () => {
  it('read a record, a record in a frame and a row exactly as the shared closure does', () => {
    const fromRecord = generatedPropertyReader<QueryRecord>('record', 'amount')!;
    const fromFrame = generatedPropertyReader<Frame>('frameRecord', 'amount')!;
    const fromRow = generatedPropertyReader<Frame>('row', 'amount')!;
    for (const data of DATA) {
      const record = { id: 'r', data } as QueryRecord;
      expect(fromRecord(record)).toBe(reference(data, 'amount'));
      expect(fromFrame(createFrame(record))).toBe(reference(data, 'amount'));
      expect(fromRow(createFrame(data))).toBe(reference(data, 'amount'));
    }
  });

  it('are made once per name and shared', () => {
    expect(generatedPropertyReader('record', 'region')).toBe(
      generatedPropertyReader('record', 'region'),
    );
    expect(generatedPropertyReader('record', 'region')).not.toBe(
      generatedPropertyReader('frameRecord', 'region'),
    );
  });

  it('never write a name that is not a plain identifier into source', () => {
    for (const name of ['a-b', 'x y', "a'] ; throw 1; //", '1st', 'zażółć', '']) {
      expect(generatedPropertyReader('record', name)).toBeUndefined();
    }
    expect(generatedPropertyReader('record', '$amount_2')).toBeDefined();
  });

  it('leave inherited names (read as own properties only) to the closures', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(generatedPropertyReader('record', name)).toBeUndefined();
    }
  });

  it('are not made while code generation is off', () => {
    setConditionCodeGeneration(false);
    expect(generatedPropertyReader('record', 'amount')).toBeUndefined();
  });
});

describe('a pipeline reads the same rows with generated readers or without', () => {
  const records: QueryRecord[] = DATA.map((data, index) => ({
    id: `r${index}`,
    data: {
      ...(typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {}),
      'odd name': index % 3,
      kind: ['a', 'b', null, undefined, 12, '2024-01-0'.concat(String(1 + (index % 9)))][index % 6],
    } as Record<string, unknown>,
  }));
  records.push({ id: 'no-data', data: null as unknown as Record<string, unknown> });
  const definition: PipelineDefinition = {
    fromProviderId: 'items',
    stages: [
      {
        type: 'match',
        filter: {
          type: 'match_field',
          searchField: { type: 'own_field', fieldName: 'odd name' },
          matchKind: 'not_equal',
          value: { type: 'const', value: 2 },
        },
      },
      {
        type: 'lookup',
        fromProviderId: 'items',
        asPropertyName: 'same',
        conditions: [{ localField: { path: ['kind'] }, foreignField: { path: ['kind'] } }],
      },
      { type: 'unwind', path: ['same'], keepEmpty: true },
      {
        type: 'group',
        groupBy: [{ propertyName: 'kind', expression: { type: 'fieldPath', path: ['kind'] } }],
        aggregations: [
          { propertyName: 'rows', method: 'count' },
          { propertyName: 'total', method: 'sum', aggregateField: { path: ['amount'] } },
          { propertyName: 'most', method: 'max', aggregateField: { path: ['same', 'amount'] } },
          {
            propertyName: 'least',
            method: 'min',
            aggregateField: { path: ['amount'] },
            condition: {
              type: 'compare_value',
              leftValueAccess: { fieldId: 'same', path: ['kind'] },
              operator: 'not_equal',
              rightValue: { type: 'const', value: 'b' },
            },
          },
        ],
      },
      { type: 'sort', sorting: [{ fieldAccess: { path: ['rows'] }, direction: 'desc' }] },
    ],
  };
  const run = () =>
    compilePipeline(definition).run({
      records,
      providers: () => records,
      context: testContext(),
    });

  it('nulls, missing fields, mixed types, dates, data that is not an object, empty matches', () => {
    const generated = run();
    setConditionCodeGeneration(false);
    const closures = run();
    expect(generated).toEqual(closures);
    expect(generated.length).toBeGreaterThan(1);
  });
});
