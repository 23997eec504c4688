import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countDecimals, roundToDecimals } from '../expressions/roundToDecimals';
import { addNumber, Contribution } from './groupAccumulator';

// docs/queries.md "Aggregations": a sum is "rounded to the most decimal places among the summed
// values". `addNumber` keeps that count as it goes, counting a value's places only when the count
// so far might not hold them; these properties hold it to counting every value.

/** Numbers as sums meet them: amounts with binary noise, tiny and huge ones, integers. */
/** Adds `value` to a sum's `state` as one row would, its places not counted yet. */
function add(state: Float64Array, value: number): void {
  const part = new Contribution();
  part.num = value;
  part.dec = -1;
  addNumber(state, 0, part, 1);
}

const summand = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((cents) => cents / 100 - 0.1),
  fc.integer({ min: -100_000, max: 100_000 }).map((cents) => cents / 100),
  fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -1, max: 1, noNaN: true }),
  fc.integer({ min: -1000, max: 1000 }),
);

describe('a sum keeps the most decimal places among its values', () => {
  it('the places it keeps are the most any of its values has (counted one by one)', () => {
    fc.assert(
      fc.property(fc.array(summand, { minLength: 1, maxLength: 30 }), (values) => {
        const state = new Float64Array(4);
        for (const value of values) add(state, value);
        expect(state[2]).toBe(Math.max(0, ...values.map(countDecimals)));
        expect(state[3]).toBe(values.length);
      }),
      { numRuns: 2000 },
    );
  });

  it('0.1 + 0.2 is 0.3 at the places kept', () => {
    const state = new Float64Array(4);
    add(state, 0.1);
    add(state, 0.2);
    expect(roundToDecimals(state[0]! + state[1]!, state[2]!)).toBe(0.3);
  });
});
