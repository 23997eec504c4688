import { describe, expect, it } from 'vitest';
import { sanitizeReturnTo } from './sanitizeReturnTo';

describe('sanitizeReturnTo: only paths of this site survive (no open redirect)', () => {
  it.each([
    '/demo/start',
    '/demo/forms/42/new?processId=1&x=%2F%2Fevil',
    '/demo/settings#top',
    '/',
  ])('keeps %s', (path) => {
    expect(sanitizeReturnTo(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/demo\\..\\x',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/demo',
    'javascript:alert(1)',
    'demo/start',
    ' /demo/start',
    '',
    null,
    undefined,
  ])('rejects %j', (value) => {
    expect(sanitizeReturnTo(value)).toBeNull();
  });
});
