import {
  type DocumentTypePermission,
  type DocumentTypeRoleAccess,
  documentTypePermissions,
} from './documentType.types';

/**
 * What a user holds on a document type (spec 000 §6, spec 002 §6): an admin every permission;
 * anyone else the union of the entries that name one of their roles.
 * @public
 */
export function documentTypePermissionsOf(
  who: { readonly isAdmin: boolean; readonly roleIds: readonly string[] },
  roleAccess: readonly DocumentTypeRoleAccess[],
): DocumentTypePermission[] {
  if (who.isAdmin) return [...documentTypePermissions];
  const granted = new Set(
    roleAccess
      .filter((entry) => entry.roleIds.some((roleId) => who.roleIds.includes(roleId)))
      .flatMap((entry) => entry.permissions),
  );
  return documentTypePermissions.filter((permission) => granted.has(permission));
}
