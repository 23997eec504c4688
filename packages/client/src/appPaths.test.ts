import { describe, expect, it } from 'vitest';
import { clientKeyFromPath, isStudioPath, loginPath, settingsPath, startPath } from './appPaths';

describe('app paths', () => {
  it.each([
    ['/demo/start', 'demo'],
    ['/demo', 'demo'],
    ['/demo/settings/forms', 'demo'],
    ['/ac%C5%BC', 'acż'],
    ['/', null],
    ['', null],
    ['/auth/login', null],
    ['/settings', null],
    ['/a/some-link', null],
    ['/pv-calculator', null],
    ['/%E0%A4%A', null],
  ])('clientKeyFromPath(%s) → %s', (path, key) => {
    expect(clientKeyFromPath(path)).toBe(key);
  });

  it('builds the login path with an encoded returnTo, and none for the root', () => {
    expect(loginPath()).toBe('/auth/login');
    expect(loginPath('/')).toBe('/auth/login');
    expect(loginPath('/demo/start?x=1&y=2')).toBe(
      '/auth/login?returnTo=%2Fdemo%2Fstart%3Fx%3D1%26y%3D2',
    );
  });

  it('builds client paths with the key encoded', () => {
    expect(startPath('demo')).toBe('/demo/start');
    expect(settingsPath('a b')).toBe('/a%20b/settings');
  });

  it.each([
    ['/settings', true],
    ['/settings/forms', true],
    ['/settings?tab=1', true],
    ['/demo/settings', true],
    ['/demo/settings/forms/1/edit', true],
    ['/demo/start', false],
    ['/demo/settingsx', false],
    ['/demo/views/settings', false],
    ['/', false],
  ])('isStudioPath(%s) → %s', (path, expected) => {
    expect(isStudioPath(path)).toBe(expected);
  });
});
