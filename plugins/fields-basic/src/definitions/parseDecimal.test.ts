import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countDecimals, parseDecimal } from './parseDecimal';

describe('parseDecimal', () => {
  it('reads a Polish decimal comma and a dot alike', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('-0,25')).toBe(-0.25);
    expect(parseDecimal(',5')).toBe(0.5);
  });

  it('ignores spaces used as thousands separators', () => {
    expect(parseDecimal('1 234 567,89')).toBe(1234567.89);
    expect(parseDecimal('1\u00a0000')).toBe(1000);
  });

  it('returns null for empty text and NaN for anything else', () => {
    expect(parseDecimal('   ')).toBeNull();
    expect(parseDecimal('12a')).toBeNaN();
    expect(parseDecimal('1,2,3')).toBeNaN();
    expect(parseDecimal('1e5')).toBeNaN();
  });

  it('round-trips every integer written with a comma or a dot', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom(',', '.'),
        (int, frac, sep) => {
          const text = `${int}${sep}${String(frac).padStart(3, '0')}`;
          const expected = Number(`${int}.${String(frac).padStart(3, '0')}`);
          return parseDecimal(text) === expected;
        },
      ),
    );
  });
});

describe('countDecimals', () => {
  it('counts digits after the point, also in exponent notation', () => {
    expect(countDecimals(3)).toBe(0);
    expect(countDecimals(1.25)).toBe(2);
    expect(countDecimals(1e-7)).toBe(7);
    expect(countDecimals(1.5e-7)).toBe(8);
  });
});
