import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { setConditionCodeGeneration } from '../conditions/conditionCodeGeneration';
import { FILTER_MATCH_KINDS } from '../definitions/queryFilter';
import { generatedFieldTest } from './generatedFieldTest';
import { planMatchTest, planScalarCheck } from './matchTests';
import type { QueryRecord } from './queryRun.types';
import { fieldMatches, filterIds, ZONE } from './queryTestKit';
import { compileRowPath, createFrame, RECORD_SHAPE, ROW_SHAPE } from './rowAccess';

// A generated field test answers a scalar check where it reads the field and calls the planned
// test for everything else: it must answer exactly as reading the field and testing it.

afterEach(() => setConditionCodeGeneration(true));

const scalar = fc.oneof(
  fc.constantFrom(null, undefined, '', ' ', 0, 1, 2.5, -3, Number.NaN, true, false),
  fc.constantFrom('1', '2.50', '-3', 'abc', 'Abc', 'a', '2024-05-01', '2024-05-01T09:00:00Z'),
);
const fieldValue = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }));
/** Data as a record may hold it: the field, missing, another type, data that is no object. */
const data = fc.oneof(
  fieldValue.map((amount) => ({ amount })),
  fc.constant({}),
  fc.constant(null),
  fc.constant('text'),
  fc.constant(Object.create({ amount: 1 })),
);

describe('generated field tests', () => {
  it('answer as the field read and tested, for every match kind, value and data', () => {
    const readRecord = compileRowPath(['amount'], RECORD_SHAPE);
    const readRow = compileRowPath(['amount'], ROW_SHAPE);
    let generated = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...FILTER_MATCH_KINDS.filter((kind) => kind !== 'between')),
        fieldValue,
        data,
        (kind, value, item) => {
          const test = planMatchTest(kind, value, ZONE);
          const check = planScalarCheck(kind, value);
          if (check === undefined) return;
          const onRecord = generatedFieldTest('frameRecord', 'amount', check, test)!;
          const onRow = generatedFieldTest('row', 'amount', check, test)!;
          generated += 1;
          const record = createFrame({ id: 'r', data: item } as QueryRecord);
          const row = createFrame(item);
          expect(onRecord(record)).toBe(test(readRecord(record)));
          if (typeof item === 'object' && item !== null)
            expect(onRow(row)).toBe(test(readRow(row)));
        },
      ),
      { numRuns: 3000 },
    );
    expect(generated).toBeGreaterThan(100);
  });

  it('check a number against a number for orderings, a text against one word for equality', () => {
    expect(planScalarCheck('greater_than', 0)).toEqual({
      type: 'number',
      operator: '>',
      operand: 0,
    });
    expect(planScalarCheck('not_equal', ['open'])).toEqual({
      type: 'string',
      operator: '!==',
      operand: 'open',
    });
    // Numeric text and dates are not plain words; numeric text orders as the conditions say.
    expect(planScalarCheck('match', '12')).toBeUndefined();
    expect(planScalarCheck('match', '2024-05-01')).toBeUndefined();
    expect(planScalarCheck('greater_than', '12')).toBeUndefined();
    expect(planScalarCheck('match', ['a', 'b'])).toBeUndefined();
    expect(planScalarCheck('between', { start: 1, end: 2 })).toBeUndefined();
  });

  it('are not made for names that are not plain identifiers, inherited names, or without code generation', () => {
    const check = planScalarCheck('greater_than', 0)!;
    const test = planMatchTest('greater_than', 0, ZONE);
    expect(generatedFieldTest('row', 'odd name', check, test)).toBeUndefined();
    expect(generatedFieldTest('row', 'constructor', check, test)).toBeUndefined();
    expect(generatedFieldTest('row', 'amount', { ...check, operator: '>' }, test)).toBeDefined();
    setConditionCodeGeneration(false);
    expect(generatedFieldTest('row', 'amount', check, test)).toBeUndefined();
  });

  it('a filter keeps the same records with generated field tests or without', () => {
    const records: QueryRecord[] = [0, 1, -2, '3', 'a', null, [5, -1], undefined, Number.NaN].map(
      (amount, index) => ({ id: `r${index}`, data: { amount, status: index % 2 ? 'open' : 'x' } }),
    );
    const filters = [
      fieldMatches('amount', 'greater_than', 0),
      fieldMatches('amount', 'less_than_or_equal', 1),
      fieldMatches('status', 'not_equal', 'open'),
      fieldMatches('status', 'match', 'open'),
    ];
    const generated = filters.map((filter) => filterIds(filter, records));
    setConditionCodeGeneration(false);
    expect(generated).toEqual(filters.map((filter) => filterIds(filter, records)));
    expect(generated[0]).toEqual(['r1', 'r3', 'r6']);
  });
});
