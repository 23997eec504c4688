import { describe, expect, it } from 'vitest';
import { classifyRequestPath } from './classifyRequestPath';

describe('classifyRequestPath', () => {
  it.each([
    ['/api', 'api'],
    ['/api/unknown', 'api'],
    ['/api/auth/me?x=1', 'api'],
  ])('%s belongs to the API', (url, kind) => {
    expect(classifyRequestPath(url)).toBe(kind);
  });

  it.each([
    '/settings',
    '/settings/',
    '/settings/forms',
    '/settings/forms/4f1e/edit?copyFromFormId=1',
    '/demo/settings',
    '/demo/settings/users/import',
  ])('"settings/..." under a client key or a client domain goes to the studio: %s', (url) => {
    expect(classifyRequestPath(url)).toBe('studio');
  });

  it.each([
    '/',
    '/auth/login?returnTo=%2Fdemo%2Fsettings',
    '/demo',
    '/demo/start',
    '/demo/forms/1/new',
    '/demo/views/settings',
    '/a/some-route',
    '/settingsx',
    '/demo/settingsx',
    '/a/b/settings',
    '/apix',
  ])('every other page goes to the runtime: %s', (url) => {
    expect(classifyRequestPath(url)).toBe('runtime');
  });

  it.each([
    '/assets/index-abc123.js',
    '/assets/missing',
    '/studio',
    '/studio/assets/index.js',
    '/studio/anything',
    '/favicon.ico',
    '/demo/robots.txt',
  ])('missing files are not answered with a page: %s', (url) => {
    expect(classifyRequestPath(url)).toBe('asset');
  });
});
