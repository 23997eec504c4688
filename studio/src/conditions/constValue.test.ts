import { describe, expect, it } from 'vitest';
import { constValueText, parseConstValue } from './constValue';

describe('constants typed as text', () => {
  it('a number field reads numbers (a Polish decimal comma too); other text stays text', () => {
    expect(parseConstValue('12,5', { valueType: 'number', list: false })).toBe(12.5);
    expect(parseConstValue('abc', { valueType: 'number', list: false })).toBe('abc');
    expect(parseConstValue('12', { valueType: 'text', list: false })).toBe('12');
  });

  it('the list operators read comma-separated items', () => {
    expect(parseConstValue('a, b,, c ', { valueType: 'text', list: true })).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(parseConstValue('1, 2', { valueType: 'number', list: true })).toEqual([1, 2]);
    expect(constValueText(['a', 'b'])).toBe('a, b');
  });

  it('shows nothing for no value', () => {
    expect(constValueText(null)).toBe('');
    expect(constValueText(undefined)).toBe('');
  });
});
