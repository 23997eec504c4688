import { describe, expect, it } from 'vitest';
import { TEXT_AREA_MAX_LENGTH, textAreaFieldType } from './textAreaFieldType';

const check = (value: string | null) =>
  textAreaFieldType.validate(value, { options: {}, path: 'notes' });

describe('textAreaFieldType — spec 002 §5 "Text area: max 2000 with counter"', () => {
  it('accepts up to 2000 characters and reports more', () => {
    expect(TEXT_AREA_MAX_LENGTH).toBe(2000);
    expect(check(null)).toEqual([]);
    expect(check('x'.repeat(2000))).toEqual([]);
    expect(check('x'.repeat(2001))).toEqual([
      { path: 'notes', messageKey: 'validation.maxLength', params: { max: 2000 } },
    ]);
  });

  it('counts line breaks and Polish letters as one character each', () => {
    expect(check('ą\n'.repeat(1000))).toEqual([]);
    expect(check(`${'ą\n'.repeat(1000)}x`)).toHaveLength(1);
  });

  it('is 18 rows high and 3 columns wide (spec 002 §3)', () => {
    expect(textAreaFieldType.defaultSize).toEqual({ width: 3, height: 18 });
  });
});
