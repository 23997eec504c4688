import type { ConditionDefinition } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import {
  type ConditionField,
  conditionTypes,
  newCondition,
  withConditionField,
  withConditionType,
  withOperator,
  withSubCondition,
} from './conditionDraft';

const fields: ConditionField[] = [
  { id: 'price', label: 'Cena', valueType: 'number' },
  { id: 'city', label: 'Miasto', valueType: 'text' },
];
const compare = (fieldId: string): Extract<ConditionDefinition, { type: 'compare_value' }> => ({
  type: 'compare_value',
  leftValueAccess: { fieldId },
  operator: 'equal',
  rightValue: { type: 'const', value: 5 },
});

describe('condition drafts (spec 001 §3.11)', () => {
  it('offers every condition type, and a new one of each is complete', () => {
    expect([...conditionTypes].sort()).toEqual(
      ['and', 'compare_value', 'constant', 'is_empty', 'non_empty', 'or'].sort(),
    );
    expect(newCondition('and', fields)).toEqual({
      type: 'and',
      conditions: [newCondition('compare_value', fields)],
    });
    expect(newCondition('non_empty', fields)).toEqual({
      type: 'non_empty',
      valueAccess: { fieldId: 'price' },
    });
  });

  it('"and and or need at least one sub-condition" (§5.3): a leaf made a group is its first', () => {
    expect(withConditionType(compare('city'), 'or', fields)).toEqual({
      type: 'or',
      conditions: [compare('city')],
    });
    const group: ConditionDefinition = { type: 'and', conditions: [compare('city')] };
    expect(withConditionType(group, 'or', fields)).toEqual({
      type: 'or',
      conditions: [compare('city')],
    });
    expect(withConditionType(group, 'compare_value', fields)).toEqual(compare('city'));
  });

  it('a leaf changing type keeps the field it reads', () => {
    expect(withConditionType(compare('city'), 'is_empty', fields)).toEqual({
      type: 'is_empty',
      valueAccess: { fieldId: 'city' },
    });
    expect(withConditionField(compare('city'), 'price')).toMatchObject({
      leftValueAccess: { fieldId: 'price' },
    });
  });

  it('"between (start and end)" takes a range; leaving it keeps the start', () => {
    const between = withOperator(compare('price'), 'between');
    expect(between).toMatchObject({
      operator: 'between',
      rightValue: {
        type: 'range',
        start: { type: 'const', value: 5 },
        end: { type: 'const', value: '' },
      },
    });
    expect(withOperator(between as ReturnType<typeof compare>, 'less_than')).toMatchObject({
      operator: 'less_than',
      rightValue: { type: 'const', value: 5 },
    });
  });

  it('replaces and removes sub-conditions', () => {
    const group = { type: 'or' as const, conditions: [compare('city'), compare('price')] };
    expect(withSubCondition(group, 0, null)).toEqual({
      type: 'or',
      conditions: [compare('price')],
    });
    expect(withSubCondition(group, 1, compare('city'))).toEqual({
      type: 'or',
      conditions: [compare('city'), compare('city')],
    });
  });
});
