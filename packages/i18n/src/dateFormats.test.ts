import { describe, expect, it } from 'vitest';
import { formatDate } from './dateFormats';

describe('formatDate', () => {
  const date = new Date(2026, 0, 5, 14, 3, 9);

  it.each([
    ['DATE', '2026-01-05'],
    ['FULL', '2026-01-05 14:03:09'],
    ['FULL_NO_SECS', '2026-01-05 14:03'],
  ] as const)('%s → %s', (formatName, expected) => {
    expect(formatDate(date, formatName)).toBe(expected);
  });

  it('accepts timestamps and defaults to DATE', () => {
    expect(formatDate(date.getTime())).toBe('2026-01-05');
  });
});
