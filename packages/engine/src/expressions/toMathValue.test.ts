import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMathValue } from './toMathValue';

describe('toMathValue', () => {
  it.each([
    [12.5, 12.5],
    [true, true],
    [' 12.5 ', 12.5],
    ['-3', -3],
    ['+4.', 4],
    ['.5', 0.5],
    ['1e3', 1000],
    [
      [1, '2.5', false],
      [1, 2.5, false],
    ],
  ])('takes %j as %j', (value, expected) => {
    expect(toMathValue(value)).toEqual(expected);
  });

  it.each<[unknown, string]>([
    ['12,5', 'comma decimals are not guessed'],
    ['1,000', 'thousands separators are not guessed'],
    ['0x1F', 'hex is not a decimal'],
    ['Infinity', 'not finite'],
    ['abc', 'text'],
    ['1 2', 'two numbers'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [{ value: 1 }, 'an object'],
    [[1, 'x'], 'an array with a non-number'],
    [[[1]], 'a nested array'],
    [null, 'null'],
  ])('gives no value for %j (%s)', (value) => {
    expect(toMathValue(value)).toBeUndefined();
  });

  it('reads back every finite number from its text form (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(toMathValue(String(value))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});
