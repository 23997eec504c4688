import { describe, expect, it } from 'vitest';
import { formatFileSize } from './formatFileSize';

describe('formatFileSize (spec: B, KB, MB in units of 1000)', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1 KB'],
    [1500, '1,5 KB'],
    [999_949, '999,9 KB'],
    [999_950, '1 MB'],
    [1_000_000, '1 MB'],
    [2_345_678, '2,3 MB'],
  ])('Polish: %i bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it('uses a decimal point in English', () => {
    expect(formatFileSize(1500, 'en')).toBe('1.5 KB');
  });

  it('stays in MB above a thousand megabytes (the spec names no larger unit)', () => {
    expect(formatFileSize(1_500_000_000, 'en')).toBe('1,500 MB');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (bytes) => {
    expect(() => formatFileSize(bytes)).toThrow(RangeError);
  });
});
