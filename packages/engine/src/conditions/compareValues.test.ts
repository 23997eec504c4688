import { describe, expect, it } from 'vitest';
import { compareValues, valuesEqual } from './compareValues';

// The value semantics table of docs/conditions.md, row by row.

const ZONE = 'Europe/Warsaw';
type Row = readonly [left: unknown, right: unknown, order: number | 'NaN', equal: boolean];

const TABLE: Record<string, readonly Row[]> = {
  'numbers and numeric strings compare as numbers': [
    [12, '12', 0, true],
    ['9', '10', -1, false],
    [' 1e1 ', 10, 0, true],
    ['-0.5', '.5', -1, false],
    ['12,5', 12.5, 'NaN', false],
    ['0x10', 16, 'NaN', false],
  ],
  'dates compare as dates, date-times as instants': [
    ['2024-05-01', '2024-05-02', -1, false],
    ['2024-05-01T12:00:00Z', '2024-05-01T14:00:00+02:00', 0, true],
    ['2024-05-01T12:00:00.001Z', '2024-05-01T12:00:00Z', 1, false],
  ],
  'a date against a date-time: calendar dates in the time zone': [
    ['2024-05-02', '2024-05-01T22:30:00Z', 0, true],
    ['2024-05-01', '2024-05-01T22:30:00Z', -1, false],
  ],
  'a zone-less date-time is wall time in the time zone': [
    ['2024-05-01 12:00', '2024-05-01T10:00:00Z', 0, true],
    ['2024-01-01T12:00:00', '2024-01-01T11:00:00Z', 0, true],
  ],
  'other strings compare as text: exact, case-sensitive, code-unit order': [
    ['a', 'b', -1, false],
    ['Kraków', 'kraków', -1, false],
    ['abc', 'abc', 0, true],
    ['2024-02-30', '2024-03-01', -1, false],
    ['12', 'abc', -1, false],
  ],
  'booleans are equal or not comparable': [
    [true, true, 0, true],
    [false, true, 'NaN', false],
    [true, 'true', 'NaN', false],
    [1, true, 'NaN', false],
  ],
  'arrays are equal as sets, objects by properties; neither is ordered': [
    [['a', 'b'], ['b', 'a', 'b'], 0, true],
    [[1], ['1'], 0, true],
    [['a'], ['a', 'b'], 'NaN', false],
    [{ a: 1, b: 'x' }, { b: 'x', a: '1' }, 0, true],
    [{ a: 1 }, { a: 1, b: null }, 'NaN', false],
    [['a'], 'a', 'NaN', false],
  ],
  'empty values are equal to each other, and not comparable': [
    [null, '', 'NaN', true],
    [undefined, [], 'NaN', true],
    ['  ', null, 'NaN', true],
    [null, 0, 'NaN', false],
    [false, null, 'NaN', false],
    [{}, null, 'NaN', false],
  ],
};

describe('value semantics', () => {
  for (const [rule, rows] of Object.entries(TABLE)) {
    it(rule, () => {
      for (const [left, right, order, equal] of rows) {
        const compared = compareValues(left, right, ZONE);
        const sign = Number.isNaN(compared) ? 'NaN' : Math.sign(compared);
        expect([left, right, sign]).toEqual([left, right, order]);
        expect([left, right, valuesEqual(left, right, ZONE)]).toEqual([left, right, equal]);
      }
    });
  }
});
