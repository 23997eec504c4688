import { describe, expect, it } from 'vitest';
import { conditionProblems } from './conditionProblems';

const fields = [{ id: 'price', label: 'Cena' }];

describe('conditionProblems', () => {
  it('a complete condition has none', () => {
    expect(
      conditionProblems(
        {
          type: 'and',
          conditions: [
            { type: 'non_empty', valueAccess: { fieldId: 'price' } },
            { type: 'constant', value: true },
          ],
        },
        fields,
      ).size,
    ).toBe(0);
  });

  it('finds each problem at its pointer, nested groups included', () => {
    const problems = conditionProblems(
      {
        type: 'or',
        conditions: [
          { type: 'compare_value', leftValueAccess: { fieldId: '' } },
          { type: 'and', conditions: [] },
          {
            type: 'compare_value',
            leftValueAccess: { fieldId: 'price' },
            operator: 'equal',
            rightValue: { type: 'another_field', valueAccess: { fieldId: 'gone' } },
          },
        ],
      },
      fields,
    );
    expect(Object.fromEntries(problems)).toEqual({
      '/conditions/0/leftValueAccess': 'fieldRequired',
      '/conditions/0/operator': 'operatorRequired',
      '/conditions/1': 'groupEmpty',
      '/conditions/2/rightValue/valueAccess': 'unknownField',
    });
  });
});
