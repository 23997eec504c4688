import { describe, expect, it } from 'vitest';
import { isHexColour } from './isHexColour';
import { isNearListEnd, SCROLL_LOAD_THRESHOLD_PX } from './isNearListEnd';

describe('isNearListEnd', () => {
  it("loads the next page within 200 px of the list's end (spec 002 §9 'scroll-load threshold 200 px')", () => {
    expect(SCROLL_LOAD_THRESHOLD_PX).toBe(200);
    const list = { scrollHeight: 1000, clientHeight: 300 };
    expect(isNearListEnd({ ...list, scrollTop: 499 })).toBe(false);
    expect(isNearListEnd({ ...list, scrollTop: 500 })).toBe(true);
    expect(isNearListEnd({ ...list, scrollTop: 700 })).toBe(true);
  });

  it('counts a list shorter than its box as at its end', () => {
    expect(isNearListEnd({ scrollHeight: 100, clientHeight: 300, scrollTop: 0 })).toBe(true);
  });
});

describe('isHexColour', () => {
  it("accepts hex colours with 3, 6 or 8 digits only (spec 002 §5 'a colour is valid as a hex value with 3, 6 or 8 digits')", () => {
    for (const colour of ['#abc', '#A1B2C3', '#a1b2c3d4']) expect(isHexColour(colour)).toBe(true);
    for (const colour of ['abc', '#abcd', '#12345', 'red', '#ggg', '', null, 0x123]) {
      expect(isHexColour(colour)).toBe(false);
    }
  });
});
