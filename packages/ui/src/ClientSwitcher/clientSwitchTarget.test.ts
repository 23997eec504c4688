import { describe, expect, it } from 'vitest';
import { clientSwitchTarget } from './clientSwitchTarget';

describe('clientSwitchTarget (spec 000 §2: switching keeps route, params and query only under /settings)', () => {
  it('keeps a settings page with its params and query, replacing the client key', () => {
    expect(clientSwitchTarget('/demo/settings/forms/42/edit', '?tab=fields', 'acme')).toBe(
      '/acme/settings/forms/42/edit?tab=fields',
    );
    expect(clientSwitchTarget('/demo/settings', '', 'acme')).toBe('/acme/settings');
    expect(clientSwitchTarget('/settings/users', 'status=active', 'acme')).toBe(
      '/acme/settings/users?status=active',
    );
  });

  it('goes to the main page of the new client from anywhere else', () => {
    expect(clientSwitchTarget('/demo/start', '', 'acme')).toBe('/acme');
    expect(clientSwitchTarget('/demo/forms/1/new', '?returnTo=%2Fdemo', 'acme')).toBe('/acme');
    expect(clientSwitchTarget('/demo/views/settings', '', 'acme')).toBe('/acme');
  });

  it('encodes the new key', () => {
    expect(clientSwitchTarget('/demo/start', '', 'a b')).toBe('/a%20b');
  });
});
