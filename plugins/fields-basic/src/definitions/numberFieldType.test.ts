import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberFieldType } from './numberFieldType';

const options = { ...numberFieldType.defaultOptions, min: 0, max: 100, maxDecimals: 2 };
const check = (value: number | null) =>
  numberFieldType.validate(value, { options, path: 'amount' });

describe('numberFieldType', () => {
  it('accepts an empty value (required is a separate rule) and values inside the bounds', () => {
    expect(check(null)).toEqual([]);
    expect(check(0)).toEqual([]);
    expect(check(100)).toEqual([]);
    expect(check(12.34)).toEqual([]);
  });

  it('reports a value below min or above max', () => {
    expect(check(-1)).toEqual([
      { path: 'amount', messageKey: 'validation.min', params: { min: 0 } },
    ]);
    expect(check(100.5)).toEqual([
      { path: 'amount', messageKey: 'validation.max', params: { max: 100 } },
    ]);
  });

  it('reports more decimals than maxDecimals', () => {
    expect(check(1.234)).toEqual([
      { path: 'amount', messageKey: 'validation.maxDecimals', params: { count: 2 } },
    ]);
  });

  it('reports NaN as not a number', () => {
    expect(check(Number.NaN)).toEqual([{ path: 'amount', messageKey: 'validation.notANumber' }]);
  });

  it('has no bounds by default: every finite number is valid', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const problems = numberFieldType.validate(value, {
          options: numberFieldType.defaultOptions,
          path: 'x',
        });
        return problems.length === 0;
      }),
    );
  });

  it('takes the spec default grid size, width 3 and height 9', () => {
    expect(numberFieldType.defaultSize).toEqual({ width: 3, height: 9 });
  });
});
