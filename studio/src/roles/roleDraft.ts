import type { RolePermissionType, RoleRecord, RoleSave } from '@tessera/client';
import { specialPermissionTypes } from './permissionCategories';

/** The role being edited (spec 000 §3 Role): its name, status and special permissions. */
export interface RoleDraft {
  readonly name: string;
  /** Active or inactive; deleting is a separate action. */
  readonly status: 'active' | 'inactive';
  readonly special: readonly RolePermissionType[];
}

/** A new role: active, no special permissions. */
export function emptyRoleDraft(): RoleDraft {
  return { name: '', status: 'active', special: [] };
}

/** The draft of a stored role (unknown permission types are not offered, so not kept). */
export function roleDraftOf(role: RoleRecord): RoleDraft {
  const held = role.permissions.map((permission) => permission.type);
  return {
    name: role.name,
    status: role.status === 'active' ? 'active' : 'inactive',
    special: specialPermissionTypes.filter((type) => held.includes(type)),
  };
}

/** Whether two drafts would save the same role. */
export function sameRoleDraft(a: RoleDraft, b: RoleDraft): boolean {
  const special = (draft: RoleDraft) => [...draft.special].sort().join(',');
  return a.name === b.name && a.status === b.status && special(a) === special(b);
}

/**
 * The write a save sends (`PUT roles[/{id}]`). The name goes as typed: role names are exact
 * (spec 001 §5.4), only a blank one is refused.
 */
export function roleSaveOf(draft: RoleDraft, id: string | null): RoleSave {
  return {
    ...(id === null ? {} : { id }),
    name: draft.name,
    status: draft.status,
    permissions: specialPermissionTypes
      .filter((type) => draft.special.includes(type))
      .map((type) => ({ type })),
  };
}
