import { describe, expect, it } from 'vitest';
import { manualValueText, parseManualValue } from './manualValue';

describe('parseManualValue', () => {
  it('reads numbers, booleans, null and JSON objects and arrays', () => {
    expect(parseManualValue('12.5')).toBe(12.5);
    expect(parseManualValue('-3')).toBe(-3);
    expect(parseManualValue('true')).toBe(true);
    expect(parseManualValue('null')).toBeNull();
    expect(parseManualValue('{"a": [1, 2]}')).toEqual({ a: [1, 2] });
    expect(parseManualValue('[1, "x"]')).toEqual([1, 'x']);
  });

  it('keeps anything else as the text typed, broken JSON included', () => {
    expect(parseManualValue('Kowalski')).toBe('Kowalski');
    expect(parseManualValue('12 kg')).toBe('12 kg');
    expect(parseManualValue('{"a":')).toBe('{"a":');
  });

  it('shows what it reads back the same', () => {
    for (const value of ['tekst', 7, false, null, { a: 1 }, [1, 2]]) {
      expect(parseManualValue(manualValueText(value))).toEqual(value);
    }
  });
});
