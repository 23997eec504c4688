import { describe, expect, it } from 'vitest';
import { letterAvatarColor, letterAvatarColors } from './letterAvatarColor';

describe('letterAvatarColor (spec: one of 14 colours by the sum of character codes)', () => {
  it('has 14 distinct colours', () => {
    expect(new Set(letterAvatarColors).size).toBe(14);
  });

  it('picks the colour at (sum of char codes) mod 14', () => {
    // 'A' = 65 → 65 % 14 = 9; 'AB' = 131 → 131 % 14 = 5.
    expect(letterAvatarColor('A')).toBe(letterAvatarColors[9]);
    expect(letterAvatarColor('AB')).toBe(letterAvatarColors[5]);
    expect(letterAvatarColor('')).toBe(letterAvatarColors[0]);
  });

  it('depends on the characters only, not on their order', () => {
    expect(letterAvatarColor('Jan Kowalski')).toBe(letterAvatarColor('Kowalski Jan'));
  });
});
