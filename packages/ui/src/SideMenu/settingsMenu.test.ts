import { createTestUser } from '@tessera/client/testing';
import { describe, expect, it } from 'vitest';
import { buildSettingsMenu, hasClientFeature } from './settingsMenu';

const client = (enabledFeatures: Record<string, boolean> = {}) => ({
  key: 'demo',
  enabledFeatures,
});
const keys = (access: Parameters<typeof buildSettingsMenu>[0]) =>
  buildSettingsMenu(access).map((entry) => entry.key);

const admin = createTestUser({ type: 'client_admin' });
const superAdmin = createTestUser({ type: 'super_admin' });
const user = createTestUser();

describe('the Settings group of the side menu (spec 000 §6)', () => {
  it('gives an admin the settings entries that need no feature flag, linking into the studio', () => {
    const menu = buildSettingsMenu({
      user: admin,
      client: client(),
      externalIntegrationsEnabled: false,
    });
    expect(menu.map((entry) => entry.key)).toEqual([
      'forms',
      'views',
      'processes',
      'dataProviders',
      'layout',
      'documentTypes',
      'actionLinks',
      'documentTemplates',
      'mailing',
      'importOptions',
      'codeSequences',
      'users',
      'roles',
      'clientSettings',
    ]);
    expect(menu[0]?.href).toBe('/demo/settings/forms');
  });

  it('adds the entries of the feature flags the client has on, and external integrations when enabled', () => {
    const all = client({
      applicationVersions: true,
      globalEventListeners: true,
      smsModule: true,
      clientScripts: true,
      userApi: true,
      recurringActions: true,
    });
    const menu = keys({ user: admin, client: all, externalIntegrationsEnabled: true });
    for (const key of [
      'applicationVersions',
      'eventListeners',
      'smsMessages',
      'clientScripts',
      'externalIntegrations',
      'userApi',
      'recurringActions',
    ] as const) {
      expect(menu).toContain(key);
    }
    expect(menu).not.toContain('clients');
  });

  it('lists Clients for super admins only', () => {
    expect(
      keys({ user: superAdmin, client: client(), externalIntegrationsEnabled: false }),
    ).toContain('clients');
  });

  it('gives a non-admin nothing, or Users alone with the users-management permission', () => {
    expect(keys({ user, client: client(), externalIntegrationsEnabled: true })).toEqual([]);
    const hr = createTestUser({ specialPermissions: ['usersManagement'] });
    expect(
      keys({ user: hr, client: client({ smsModule: true }), externalIntegrationsEnabled: true }),
    ).toEqual(['users']);
  });
});

describe('hasClientFeature', () => {
  it('reads the flags as a record or a list; an absent flag is off', () => {
    expect(hasClientFeature({ enabledFeatures: { smsModule: true } }, 'smsModule')).toBe(true);
    expect(hasClientFeature({ enabledFeatures: { smsModule: false } }, 'smsModule')).toBe(false);
    expect(
      hasClientFeature(
        { enabledFeatures: ['smsModule'] as unknown as Record<string, boolean> },
        'smsModule',
      ),
    ).toBe(true);
    expect(hasClientFeature(null, 'smsModule')).toBe(false);
  });
});
