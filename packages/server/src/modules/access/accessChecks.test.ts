import { describe, expect, it } from 'vitest';
import { hasSpecialFeature, passesAccessCheck } from './accessChecks';

const user = {
  isAdmin: false,
  isSuperAdmin: false,
  roleIds: ['r1'],
  specialPermissions: ['usersManagement' as const],
  specialFeatures: [{ type: 'adminsManaging' }],
};
const admin = { ...user, isAdmin: true, roleIds: [], specialPermissions: [], specialFeatures: [] };
const superAdmin = { ...admin, isSuperAdmin: true };

describe('passesAccessCheck (spec 000 §6)', () => {
  it('lets an admin pass every role and special-permission check', () => {
    expect(passesAccessCheck(admin, { roleIds: ['other'] })).toBe(true);
    expect(passesAccessCheck(admin, { permission: 'userApiAccess' })).toBe(true);
    expect(passesAccessCheck(admin, {})).toBe(true);
  });

  it('lets anyone else pass with a matching special permission or one of the role ids', () => {
    expect(passesAccessCheck(user, { permission: 'usersManagement' })).toBe(true);
    expect(passesAccessCheck(user, { permission: 'userApiAccess' })).toBe(false);
    expect(passesAccessCheck(user, { roleIds: ['r2', 'r1'] })).toBe(true);
    expect(passesAccessCheck(user, { roleIds: ['r2'] })).toBe(false);
    expect(passesAccessCheck(user, { permission: 'userApiAccess', roleIds: ['r1'] })).toBe(true);
    expect(passesAccessCheck(user, {})).toBe(false);
  });
});

describe('hasSpecialFeature (spec 000 §6)', () => {
  it('lets a super admin pass every special-feature check', () => {
    expect(hasSpecialFeature(superAdmin, 'anything')).toBe(true);
  });

  it('asks everyone else, client admins included, for a feature of that type', () => {
    expect(hasSpecialFeature(user, 'adminsManaging')).toBe(true);
    expect(hasSpecialFeature(user, 'other')).toBe(false);
    expect(hasSpecialFeature(admin, 'adminsManaging')).toBe(false);
  });
});
