import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalKey,
  compareOrder,
  compareText,
  createTemporalCache,
  preferredOf,
} from './valueOrder';

// The total order of docs/queries.md "Ordering": the rules one by one, then the algebra a total
// order needs (antisymmetric, transitive, consistent with the hash key), over values of every class.

const ZONE = 'Europe/Warsaw';
const cmp = (a: unknown, b: unknown) => Math.sign(compareOrder(a, b, ZONE));

const scalar = fc.oneof(
  fc.constantFrom(null, undefined, '', '  ', []),
  fc.boolean(),
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom(0.5, -1.25, 12),
  fc.constantFrom('12', ' 12 ', '12.0', '-3', '1e1', '007', '7'),
  fc.constantFrom('2024-05-01', '2024-05-02', '2023-12-31'),
  fc.constantFrom(
    '2024-05-01T10:00:00Z',
    '2024-05-01T12:00:00+02:00',
    '2024-04-30T22:00:00Z',
    '2024-05-01 00:00',
  ),
  fc.constantFrom('a', 'B', 'b', 'ab', 'Kraków', 'kraków', 'zoo', '\uffff', '😀'),
);
const value = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('p', 'q'), scalar, { maxKeys: 2 }) },
);

describe('the total order (docs/queries.md "Ordering")', () => {
  it('classes: empty < booleans < numbers < dates and date-times < text < arrays < objects', () => {
    const ladder = [
      null,
      false,
      true,
      -1,
      12,
      '2024-01-01',
      '2024-01-01T10:00:00Z',
      'abc',
      [1],
      { a: 1 },
    ];
    for (let index = 1; index < ladder.length; index += 1) {
      expect(cmp(ladder[index - 1], ladder[index])).toBe(-1);
    }
  });

  it('missing, null, blank text and [] are one value: the empty value', () => {
    for (const empty of [undefined, '', '   ', []]) expect(cmp(null, empty)).toBe(0);
    expect(canonicalKey(undefined, createTemporalCache(ZONE))).toBe(
      canonicalKey('', createTemporalCache(ZONE)),
    );
  });

  it('numeric text is a number: "9" < "10" and "12" = 12 = "12.0"', () => {
    expect(cmp('9', '10')).toBe(-1);
    expect(cmp('12', 12)).toBe(0);
    expect(cmp('12.0', ' 12 ')).toBe(0);
    expect(cmp('1e1', 10)).toBe(0);
  });

  it('date-times compare as instants; a date sits at its first instant in the zone, before date-times there', () => {
    expect(cmp('2024-05-01T10:00:00Z', '2024-05-01T12:00:00+02:00')).toBe(0);
    // Warsaw is UTC+2 in May: 2024-05-01 starts at 2024-04-30T22:00Z.
    expect(cmp('2024-05-01', '2024-04-30T21:59:00Z')).toBe(1);
    expect(cmp('2024-05-01', '2024-04-30T22:00:00Z')).toBe(-1);
    expect(cmp('2024-05-01', '2024-05-01 00:00')).toBe(-1);
    expect(cmp('2024-05-01 00:00', '2024-04-30T22:00:00Z')).toBe(0);
  });

  it('text compares by code point, case-sensitive (COLLATE "C")', () => {
    expect(cmp('B', 'a')).toBe(-1);
    expect(cmp('Kraków', 'kraków')).toBe(-1);
    // U+FFFF against U+1F600: UTF-16 code units would say the emoji (0xD83D…) is smaller.
    expect(cmp('\uffff', '😀')).toBe(-1);
    expect('\uffff' < '😀').toBe(false);
    expect(compareText('ab', 'abc')).toBe(-1);
  });

  it('arrays compare item by item (a prefix first), objects by sorted keys then values', () => {
    expect(cmp([1, 2], [1, 3])).toBe(-1);
    expect(cmp([1], [1, 0])).toBe(-1);
    expect(cmp([2], [1, 9])).toBe(1);
    expect(cmp({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(0);
    expect(cmp({ a: 1 }, { b: 0 })).toBe(-1);
  });

  it('is antisymmetric and agrees with itself: cmp(a, b) = -cmp(b, a)', () => {
    fc.assert(fc.property(value, value, (a, b) => cmp(a, b) === -cmp(b, a) || cmp(a, b) === 0));
  });

  it('is transitive: sorting any list gives a list every pair of which is in order', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 12 }), (list) => {
        // Boxed: Array#sort puts undefined last without asking the comparator.
        const sorted = list
          .map((item) => ({ item }))
          .sort((a, b) => cmp(a.item, b.item))
          .map(({ item }) => item);
        for (let i = 0; i < sorted.length; i += 1) {
          for (let j = i + 1; j < sorted.length; j += 1) {
            if (cmp(sorted[i], sorted[j]) > 0) return false;
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('the hash key of groups and lookups is shared exactly by values the order holds equal', () => {
    const cache = createTemporalCache(ZONE);
    fc.assert(
      fc.property(
        value,
        value,
        (a, b) => (canonicalKey(a, cache) === canonicalKey(b, cache)) === (cmp(a, b) === 0),
      ),
      { numRuns: 500 },
    );
  });

  it('of equal values, a group key or max/min reports numbers before text, texts by code point', () => {
    expect(preferredOf('12', 12)).toBe(12);
    expect(preferredOf(12, '12.0')).toBe(12);
    expect(preferredOf('7', '007')).toBe('007');
    expect(preferredOf('2024-05-01T12:00:00+02:00', '2024-05-01T10:00:00Z')).toBe(
      '2024-05-01T10:00:00Z',
    );
  });
});
