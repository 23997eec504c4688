import { createTestUser } from '@tessera/client/testing';
import { describe, expect, it } from 'vitest';
import { checkRouteAccess, settingsAccessLevel } from './routeAccess';

const user = createTestUser();
const admin = createTestUser({ type: 'client_admin' });
const superAdmin = createTestUser({ type: 'super_admin' });
const hr = createTestUser({ specialPermissions: ['usersManagement'] });

describe('route access (spec 000 §6: guest, user, super_user; admin for settings)', () => {
  it('lets anyone open a guest route', () => {
    expect(checkRouteAccess('guest', null)).toBe('allowed');
  });

  it('sends a guest to login from any other route', () => {
    for (const level of ['user', 'admin', 'superUser', 'usersManagement'] as const) {
      expect(checkRouteAccess(level, null)).toBe('login');
    }
  });

  it('settings are for admins (client_admin or super_admin)', () => {
    expect(checkRouteAccess('admin', user)).toBe('denied');
    expect(checkRouteAccess('admin', admin)).toBe('allowed');
    expect(checkRouteAccess('admin', superAdmin)).toBe('allowed');
  });

  it('the clients screen is for super admins only', () => {
    expect(checkRouteAccess('superUser', admin)).toBe('denied');
    expect(checkRouteAccess('superUser', superAdmin)).toBe('allowed');
  });

  it('the users screen also opens to a holder of the users-management permission', () => {
    expect(checkRouteAccess('usersManagement', hr)).toBe('allowed');
    expect(checkRouteAccess('usersManagement', user)).toBe('denied');
    expect(checkRouteAccess('usersManagement', admin)).toBe('allowed');
  });
});

describe('settingsAccessLevel', () => {
  it.each([
    ['/demo/settings', 'admin'],
    ['/demo/settings/forms/1/edit', 'admin'],
    ['/demo/settings/users', 'usersManagement'],
    ['/demo/settings/users/import', 'usersManagement'],
    ['/demo/settings/clients', 'superUser'],
    ['/settings/roles', 'admin'],
    ['/demo/start', null],
    ['/demo/views/settings', null],
  ])('%s → %s', (path, level) => {
    expect(settingsAccessLevel(path)).toBe(level);
  });
});
