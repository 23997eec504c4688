import { describe, expect, it } from 'vitest';
import { canManageAdmins, userTypeChoice } from './userTypeChoice';

const superAdmin = { type: 'super_admin' as const, userSpecialFeatures: [] };
const managingAdmin = {
  type: 'client_admin' as const,
  userSpecialFeatures: [{ type: 'adminsManaging' }],
};
const admin = { type: 'client_admin' as const, userSpecialFeatures: [] };
const manager = { type: 'user' as const, userSpecialFeatures: [{ type: 'adminsManaging' }] };

describe('who chooses a user type (spec 000 §6)', () => {
  it("updating administrators needs the special 'admins managing' feature; super admins pass", () => {
    expect(canManageAdmins(superAdmin)).toBe(true);
    expect(canManageAdmins(managingAdmin)).toBe(true);
    expect(canManageAdmins(admin)).toBe(false);
    // A users-management holder who is not an admin never does, feature or not.
    expect(canManageAdmins(manager)).toBe(false);
  });

  it('offers user and Admin to those who manage administrators', () => {
    expect(userTypeChoice('user', managingAdmin)).toEqual({
      types: ['user', 'client_admin'],
      locked: null,
    });
  });

  it('keeps the type as it is for everyone else, and a super admin always', () => {
    expect(userTypeChoice('user', admin)).toEqual({ types: ['user'], locked: 'adminsManaging' });
    expect(userTypeChoice('super_admin', superAdmin)).toEqual({
      types: ['super_admin'],
      locked: 'superAdmin',
    });
  });
});
