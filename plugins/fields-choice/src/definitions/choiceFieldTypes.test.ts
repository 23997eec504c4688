import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkboxListFieldType } from './checkboxListFieldType';
import { choiceKey, choiceValueOfKey } from './choiceKey';
import { listSelectFieldType } from './listSelectFieldType';
import { radioGroupFieldType } from './radioGroupFieldType';
import { toChoiceValues } from './toChoiceValues';

const single = listSelectFieldType.defaultOptions;
const multiple = { ...single, allowMultipleChoice: true };

describe('listSelectFieldType', () => {
  it('stores the record id by default (valueAccess $id) and starts empty', () => {
    expect(single.valueAccess).toEqual({ path: ['$id'] });
    expect(listSelectFieldType.emptyValue).toBeNull();
    expect(listSelectFieldType.isEmpty(null)).toBe(true);
    expect(listSelectFieldType.isEmpty([])).toBe(true);
    expect(listSelectFieldType.isEmpty('r1')).toBe(false);
  });

  it('reports a list where one value is expected (allowMultipleChoice off)', () => {
    expect(listSelectFieldType.validate(['a', 'b'], { options: single, path: 'city' })).toEqual([
      { path: 'city', messageKey: 'validation.singleValueExpected' },
    ]);
    expect(listSelectFieldType.validate('a', { options: single, path: 'city' })).toEqual([]);
  });

  it('accepts a list, and a single value saved before multiple choice was allowed', () => {
    expect(listSelectFieldType.validate(['a', 1], { options: multiple, path: 'c' })).toEqual([]);
    expect(listSelectFieldType.validate('a', { options: multiple, path: 'c' })).toEqual([]);
  });

  it('reports a value chosen twice', () => {
    expect(listSelectFieldType.validate(['a', 'a'], { options: multiple, path: 'c' })).toEqual([
      { path: 'c', messageKey: 'validation.duplicateValues' },
    ]);
  });
});

describe('radioGroupFieldType and checkboxListFieldType', () => {
  it('lay options out vertically without colours by default (spec 002 §3 direction, colour method)', () => {
    for (const fieldType of [radioGroupFieldType, checkboxListFieldType]) {
      expect(fieldType.defaultOptions.direction).toBe('vertical');
      expect(fieldType.defaultOptions.colorAccess).toBeNull();
    }
  });

  it('start empty: a radio group with null, a checkbox list with []', () => {
    expect(radioGroupFieldType.emptyValue).toBeNull();
    expect(checkboxListFieldType.emptyValue).toEqual([]);
    expect(checkboxListFieldType.isEmpty([])).toBe(true);
  });

  it('reports a checkbox ticked twice', () => {
    const context = { options: checkboxListFieldType.defaultOptions, path: 'tags' };
    expect(checkboxListFieldType.validate([1, '1'], context)).toEqual([]);
    expect(checkboxListFieldType.validate([1, 2, 1], context)).toEqual([
      { path: 'tags', messageKey: 'validation.duplicateValues' },
    ]);
  });
});

describe('choiceKey', () => {
  it('tells 1 and "1" apart and round-trips every value', () => {
    expect(choiceKey(1)).not.toBe(choiceKey('1'));
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
        (value) => Object.is(choiceValueOfKey(choiceKey(value)), value === 0 ? 0 : value),
      ),
    );
  });
});

describe('toChoiceValues', () => {
  it('reads null as none, a value as one, a list as itself', () => {
    expect(toChoiceValues(null)).toEqual([]);
    expect(toChoiceValues('a')).toEqual(['a']);
    expect(toChoiceValues(['a', 2])).toEqual(['a', 2]);
  });
});
