import { describe, expect, it } from 'vitest';
import { presentStaticText } from './presentStaticText';

const words = { yes: 'Tak', no: 'Nie' };

describe('presentStaticText', () => {
  it('shows text as computed, line breaks included', () => {
    expect(presentStaticText('Razem:\n12 zł', 'pl', words)).toBe('Razem:\n12 zł');
  });

  it('shows numbers in the Polish number format (spec 002 §9), English in English', () => {
    expect(presentStaticText(1234.5, 'pl', words)).toBe('1234,5');
    expect(presentStaticText(12345.678, 'pl', words)).toBe('12\u00a0345,678');
    expect(presentStaticText(12345.678, 'en', words)).toBe('12,345.678');
    expect(presentStaticText(0.12345678, 'pl', words)).toBe('0,12345678');
  });

  it('shows nothing for null, undefined and numbers that are not finite', () => {
    expect(presentStaticText(null, 'pl', words)).toBe('');
    expect(presentStaticText(undefined, 'pl', words)).toBe('');
    expect(presentStaticText(Number.NaN, 'pl', words)).toBe('');
  });

  it('shows booleans as words of the interface language', () => {
    expect(presentStaticText(true, 'pl', words)).toBe('Tak');
    expect(presentStaticText(false, 'pl', words)).toBe('Nie');
  });

  it('shows the presented value of select-like results and joins lists', () => {
    expect(presentStaticText({ value: 7, presentedValue: 'Kraków' }, 'pl', words)).toBe('Kraków');
    expect(presentStaticText(['a', null, 2.5], 'pl', words)).toBe('a, 2,5');
    expect(presentStaticText({ other: 1 }, 'pl', words)).toBe('');
  });
});
