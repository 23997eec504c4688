import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScalarKeys } from './scalarKeys';
import { canonicalKey, createTemporalCache } from './valueOrder';

// Remembered keys must be the keys: the same as canonicalKey for every scalar, in every run's
// time zone, whatever was asked before.

const scalar = fc.oneof(
  fc.constantFrom(null, undefined, '', ' ', 0, -0, 1, 12, 2.5, Number.NaN, true, false),
  fc.constantFrom('12', '12.0', ' 12', 'a', 'A', '2024-05-01', '2024-05-01T23:30:00Z'),
  fc.constantFrom('2024-05-01T23:30:00', '2024-12-31T23:30:00', 'tekst'),
  fc.string({ maxLength: 4 }),
);
const zone = fc.constantFrom('UTC', 'Europe/Warsaw', 'America/New_York', 'Asia/Tokyo');

describe('scalar keys remembered across runs', () => {
  it('are canonicalKey in each run, date-times by the run own zone', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(scalar, zone), { minLength: 1, maxLength: 40 }), (asked) => {
        const keys = new ScalarKeys();
        for (const [value, timeZone] of asked) {
          const cache = createTemporalCache(timeZone);
          expect(keys.keyOf(value, cache)).toBe(canonicalKey(value, cache));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a local date-time asked in one zone, then in another, gets each zone key', () => {
    const keys = new ScalarKeys();
    const warsaw = keys.keyOf('2024-05-01T23:30:00', createTemporalCache('Europe/Warsaw'));
    const tokyo = keys.keyOf('2024-05-01T23:30:00', createTemporalCache('Asia/Tokyo'));
    expect(warsaw).not.toBe(tokyo);
    expect(tokyo).toBe(canonicalKey('2024-05-01T23:30:00', createTemporalCache('Asia/Tokyo')));
  });
});
