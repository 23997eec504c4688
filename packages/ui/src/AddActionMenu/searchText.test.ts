import { describe, expect, it } from 'vitest';
import { matchesSearch } from './searchText';

describe('matchesSearch', () => {
  it('matches every word, in any order, ignoring case and Polish diacritics', () => {
    expect(matchesSearch('Zgłoszenie awarii', 'AWARI zglo')).toBe(true);
    expect(matchesSearch('Zażółć gęślą jaźń', 'zazolc')).toBe(true);
    expect(matchesSearch('Łąka', 'laka')).toBe(true);
    expect(matchesSearch('Zgłoszenie awarii', 'urlop')).toBe(false);
  });

  it('lets an empty query match everything', () => {
    expect(matchesSearch('cokolwiek', '  ')).toBe(true);
  });
});
