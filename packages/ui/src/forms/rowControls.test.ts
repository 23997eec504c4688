import { describe, expect, it } from 'vitest';
import { rowControls } from './rowControls';

const limits = { min: 1, max: 3 };

describe('rowControls (spec 002 §4 Repeating group)', () => {
  it('"a button may show only in the last row"', () => {
    expect(rowControls(2, 0, limits)).toEqual({ add: false, remove: false });
    expect(rowControls(2, 1, limits)).toEqual({ add: true, remove: true });
  });

  it('"Add button hidden at the maximum"', () => {
    expect(rowControls(3, 2, limits)).toEqual({ add: false, remove: true });
  });

  it('"remove button hidden at the minimum"', () => {
    expect(rowControls(1, 0, limits)).toEqual({ add: true, remove: false });
  });

  it('"with zero rows only add is shown unless the maximum is reached"', () => {
    expect(rowControls(0, null, { min: 0, max: 5 })).toEqual({ add: true, remove: false });
    expect(rowControls(0, null, { min: 0, max: 0 })).toEqual({ add: false, remove: false });
  });

  it('never shows both buttons anywhere but the last row, whatever the limits', () => {
    for (let rows = 1; rows <= 6; rows += 1) {
      for (let index = 0; index < rows - 1; index += 1) {
        expect(rowControls(rows, index, { min: 0, max: 100 })).toEqual({
          add: false,
          remove: false,
        });
      }
    }
  });
});
