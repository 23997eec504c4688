import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countDecimals, roundToDecimals } from './roundToDecimals';

// The plain text-form definitions the fast paths must agree with.
function referenceCountDecimals(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
}

// Exact: the text form as a big integer of digits and a scale, rounded by integer division.
function referenceRound(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent); // |value| = digits × 10^-scale
  if (scale <= decimals) return value || 0;
  const divisor = 10n ** BigInt(scale - decimals);
  const digits = BigInt(whole + fraction);
  const quotient = digits / divisor + ((digits % divisor) * 2n >= divisor ? 1n : 0n);
  const rounded = Number(`${quotient}e-${decimals}`);
  return (value < 0 ? -rounded : rounded) || 0;
}

const anyDouble = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
  // decimals as people type them, including exact halves such as 1.005 and 2.675
  fc
    .tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 9 }))
    .map(([digits, places]) => digits / 10 ** places),
  fc
    .tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 8 }))
    .map(([digits, places]) => (digits + 0.5) / 10 ** places),
  // arithmetic results with float noise in the 15th-17th digit, like 36.300000000000004
  fc
    .tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }))
    .map(([a, b]) => a / 10 + b / 1000),
);

describe('countDecimals', () => {
  it('agrees with the text form for every double (property)', () => {
    fc.assert(
      fc.property(anyDouble, (value) => {
        expect(countDecimals(value)).toBe(referenceCountDecimals(value));
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    [12, 0],
    [12.5, 1],
    [-0.125, 3],
    [0.1 + 0.2, 17],
    [2e-7, 7],
    [1.5e-7, 8],
    [1e21, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s has %i decimal places', (value, decimals) => {
    expect(countDecimals(value)).toBe(decimals);
  });
});

describe('roundToDecimals', () => {
  it('agrees with rounding the text form for every double (property)', () => {
    fc.assert(
      fc.property(anyDouble, fc.integer({ min: 0, max: 20 }), (value, decimals) => {
        expect(roundToDecimals(value, decimals)).toBe(referenceRound(value, decimals));
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    [0.1 + 0.2, 1, 0.3],
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [-1.005, 2, -1.01],
    [1.23456e-7, 9, 1.23e-7],
    [12.5, 3, 12.5],
    [35.43165092010354, 13, 35.4316509201035], // a product error once tipped this one up
    [36.300000000000004, 14, 36.3], // and a shift of the text form this one
    [123, 0, 123],
  ])('rounds %s to %i places half away from zero: %s', (value, decimals, expected) => {
    expect(roundToDecimals(value, decimals)).toBe(expected);
  });

  it('returns 0, never -0', () => {
    expect(Object.is(roundToDecimals(-0.04, 1), 0)).toBe(true);
    expect(Object.is(roundToDecimals(-0, 2), 0)).toBe(true);
  });

  it('leaves non-finite values alone', () => {
    expect(roundToDecimals(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
    expect(roundToDecimals(Number.NaN, 2)).toBeNaN();
  });

  const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 });
  const places = fc.integer({ min: 0, max: 12 });

  it('never leaves more decimal places than asked (property)', () => {
    fc.assert(
      fc.property(finite, places, (value, decimals) => {
        expect(countDecimals(roundToDecimals(value, decimals))).toBeLessThanOrEqual(decimals);
      }),
    );
  });

  it('moves a value by at most half a unit in the last place (property)', () => {
    fc.assert(
      fc.property(finite, places, (value, decimals) => {
        const rounded = roundToDecimals(value, decimals);
        const halfUnit = 0.5 * 10 ** -decimals;
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(
          halfUnit * (1 + 1e-9) + Math.abs(value) * 1e-15,
        );
      }),
    );
  });

  it('is idempotent and keeps values that already fit (property)', () => {
    fc.assert(
      fc.property(finite, places, (value, decimals) => {
        const once = roundToDecimals(value, decimals);
        expect(roundToDecimals(once, decimals)).toBe(once);
        expect(roundToDecimals(value, countDecimals(value))).toBe(value === 0 ? 0 : value);
      }),
    );
  });

  it('is symmetric around zero (property)', () => {
    fc.assert(
      fc.property(finite, places, (value, decimals) => {
        expect(roundToDecimals(-value, decimals)).toBe(-roundToDecimals(value, decimals) || 0);
      }),
    );
  });
});
