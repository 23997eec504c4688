import type { DocumentTypePermission, DocumentTypeRoleAccess } from '@tessera/client';

/** The permissions a role-access entry may grant, in the order the studio shows them (spec 002 §3). */
export const documentTypePermissions: readonly DocumentTypePermission[] = [
  'read',
  'write',
  'delete',
];

/**
 * What each role holds on a document type: its permissions in {@link documentTypePermissions}
 * order. Roles holding nothing are absent.
 */
export type DocumentTypeGrants = Readonly<Record<string, readonly DocumentTypePermission[]>>;

/** The permissions of `held` in the studio's order, each once. */
function ordered(held: Iterable<DocumentTypePermission>): DocumentTypePermission[] {
  const set = new Set(held);
  return documentTypePermissions.filter((permission) => set.has(permission));
}

/**
 * What each role holds under `roleAccess`: the union of the entries naming it (spec 000 §6, a
 * member gets what every entry naming one of their roles grants).
 */
export function grantsOf(roleAccess: readonly DocumentTypeRoleAccess[]): DocumentTypeGrants {
  const held = new Map<string, Set<DocumentTypePermission>>();
  for (const entry of roleAccess) {
    for (const roleId of entry.roleIds) {
      const permissions = held.get(roleId) ?? new Set();
      for (const permission of entry.permissions) permissions.add(permission);
      held.set(roleId, permissions);
    }
  }
  const grants: Record<string, DocumentTypePermission[]> = {};
  for (const [roleId, permissions] of held) {
    if (permissions.size > 0) grants[roleId] = ordered(permissions);
  }
  return grants;
}

/** Whether two grants give every role the same permissions. */
export function sameGrants(a: DocumentTypeGrants, b: DocumentTypeGrants): boolean {
  const roles = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...roles].every((roleId) => (a[roleId] ?? []).join() === (b[roleId] ?? []).join());
}

/**
 * The role-access entries of grants: one entry per distinct set of permissions, naming the roles
 * that hold exactly that set, in the order the roles were first granted something.
 */
export function roleAccessOf(grants: DocumentTypeGrants): DocumentTypeRoleAccess[] {
  const entries = new Map<string, DocumentTypeRoleAccess>();
  for (const [roleId, permissions] of Object.entries(grants)) {
    if (permissions.length === 0) continue;
    const key = permissions.join();
    const entry = entries.get(key);
    if (entry) entry.roleIds.push(roleId);
    else entries.set(key, { roleIds: [roleId], permissions: [...permissions] });
  }
  return [...entries.values()];
}

/** Gives (`granted`) or takes away a permission from each of `roleIds`. */
export function withGrant(
  grants: DocumentTypeGrants,
  roleIds: readonly string[],
  permission: DocumentTypePermission,
  granted: boolean,
): DocumentTypeGrants {
  const next: Record<string, readonly DocumentTypePermission[]> = { ...grants };
  for (const roleId of roleIds) {
    const held = (next[roleId] ?? []).filter((each) => each !== permission);
    const permissions = ordered(granted ? [...held, permission] : held);
    if (permissions.length > 0) next[roleId] = permissions;
    else delete next[roleId];
  }
  return next;
}
