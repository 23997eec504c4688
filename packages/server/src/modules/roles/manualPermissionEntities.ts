import { definePermissionEntitySource } from './definePermissionEntitySource';

/**
 * The role's own special permissions (usersManagement, userApiAccess), one entry per type.
 * @internal
 */
export const manualPermissionEntities = definePermissionEntitySource({
  name: '@tessera/server/manual',
  async list(_context, role) {
    return role.permissions.map((permission) => ({
      kind: 'manual' as const,
      entityId: permission.type,
      name: permission.type,
    }));
  },
});
