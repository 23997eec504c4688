import { describe, expect, it } from 'vitest';
import {
  formEnterPath,
  formNewPath,
  formSettingsPath,
  processSettingsPath,
  readFormQuery,
  withFreshTimestamp,
} from './formPaths';

describe('form routes (spec 000 §2: forms.new, forms.enter)', () => {
  it('build the addresses of a client', () => {
    expect(formNewPath('demo', 'f1')).toBe('/demo/forms/f1/new');
    expect(formEnterPath('demo', 'f1', 'p 1')).toBe('/demo/forms/f1/enter?processId=p%201');
    expect(formSettingsPath('demo', 'f1')).toBe('/demo/settings/forms/f1/edit');
    expect(processSettingsPath('demo', 'ps1')).toBe('/demo/settings/processes/ps1/edit');
  });

  it('"query processId is required" — read, else null', () => {
    expect(readFormQuery('processId=p1').processId).toBe('p1');
    expect(readFormQuery('processId=').processId).toBeNull();
    expect(readFormQuery('').processId).toBeNull();
  });

  it('"optional query returnTo, authorizeBy, ts and custom parameters": custom ones go to url_query', () => {
    const query = readFormQuery(
      'returnTo=%2Fdemo%2Fviews%2Fleady&authorizeBy=x&ts=5&source=www&tag=a&tag=b&processId=p1',
    );
    expect(query).toEqual({
      processId: 'p1',
      authorizeBy: 'x',
      returnTo: '/demo/views/leady',
      ts: '5',
      urlQuery: { source: 'www', tag: ['a', 'b'] },
    });
  });

  it('drops a returnTo that leaves the site (no open redirect)', () => {
    expect(readFormQuery('returnTo=%2F%2Fevil.example').returnTo).toBeNull();
    expect(readFormQuery('returnTo=https%3A%2F%2Fevil.example').returnTo).toBeNull();
  });

  it('"ts forces reload": a fresh ts makes a new address', () => {
    expect(withFreshTimestamp('/demo/forms/f1/new?source=www', 42)).toBe(
      '/demo/forms/f1/new?source=www&ts=42',
    );
    expect(withFreshTimestamp('/demo/forms/f1/new?ts=1', 42)).toBe('/demo/forms/f1/new?ts=42');
  });
});
