import { describe, expect, it } from 'vitest';
import { menuIconNames, resolveMenuIcon } from './menuIcons';

describe('resolveMenuIcon (side menu entry icons)', () => {
  it('knows its own names in any letter case', () => {
    expect(resolveMenuIcon('home')).toBe('home');
    expect(resolveMenuIcon('People')).toBe('people');
    expect(resolveMenuIcon('documentText')).toBe('documentText');
    expect(menuIconNames.length).toBeGreaterThan(50);
  });

  it('reads Material-style names and synonyms', () => {
    expect(resolveMenuIcon('mdi-account')).toBe('person');
    expect(resolveMenuIcon('mdi-account-group-outline')).toBe('people');
    expect(resolveMenuIcon('cog')).toBe('settings');
    expect(resolveMenuIcon('format_list_bulleted')).toBe('list');
  });

  it('gives undefined for unknown or missing names (a neutral icon is drawn)', () => {
    expect(resolveMenuIcon('unicorn')).toBeUndefined();
    expect(resolveMenuIcon(undefined)).toBeUndefined();
  });
});
