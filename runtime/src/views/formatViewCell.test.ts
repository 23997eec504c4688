import { describe, expect, it } from 'vitest';
import { formatViewCell } from './formatViewCell';

const words = { yes: 'Tak', no: 'Nie' };

describe('formatViewCell', () => {
  it("writes numbers in the language's format (spec 002 §9: Polish number format)", () => {
    expect(formatViewCell(20000, 'pl', words)).toBe('20\u00a0000');
    expect(formatViewCell(1234.5, 'pl', words)).toBe('1234,5');
    expect(formatViewCell(20000, 'en', words)).toBe('20,000');
    expect(formatViewCell(0.125, 'pl', words)).toBe('0,13');
  });

  it('writes yes/no values as words and keeps text as presented', () => {
    expect(formatViewCell(true, 'pl', words)).toBe('Tak');
    expect(formatViewCell(false, 'pl', words)).toBe('Nie');
    expect(formatViewCell('Jan Kowalski', 'pl', words)).toBe('Jan Kowalski');
  });

  it('has no text for an empty cell', () => {
    expect(formatViewCell(null, 'pl', words)).toBeNull();
    expect(formatViewCell('', 'pl', words)).toBeNull();
  });
});
