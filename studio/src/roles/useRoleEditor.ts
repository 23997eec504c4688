import { type RoleRecord, roleNameExists, saveRole } from '@tessera/client';
import { problemAtPathApplies } from '../common/problemAtPathApplies';
import { type DraftEditor, useDraftEditor } from '../common/useDraftEditor';
import { adapter } from '../services';
import { readRoleProblems } from './readRoleProblems';
import {
  emptyRoleDraft,
  type RoleDraft,
  roleDraftOf,
  roleSaveOf,
  sameRoleDraft,
} from './roleDraft';
import { validateRoleDraft } from './validateRoleDraft';

/**
 * The role form (spec 000 §2 settings.roles): the draft, the name's uniqueness among active
 * roles while typing (spec 001 §5.4, §7: `GET roles` by status and name — an inactive role's
 * name need not be unique), the form's rules before a save and the server's after it.
 */
export function useRoleEditor(initial: RoleRecord | null): DraftEditor<RoleDraft, RoleRecord> {
  return useDraftEditor<RoleDraft, RoleRecord>({
    formId: 'settings.roles.editor',
    initial,
    newDraft: emptyRoleDraft,
    draftOf: roleDraftOf,
    same: sameRoleDraft,
    validate: validateRoleDraft,
    unique: {
      location: 'name',
      valueOf: (draft) => draft.name,
      skip: (draft) => draft.status !== 'active',
      exists: (name, signal, saved) =>
        roleNameExists(adapter, name, {
          signal,
          skipErrorNotification: true,
          ...(saved === null ? {} : { exceptId: saved.id }),
        }),
    },
    save: (draft, saved) =>
      saveRole(adapter, roleSaveOf(draft, saved?.id ?? null), { skipErrorNotification: true }),
    readProblems: readRoleProblems,
    problemApplies: problemAtPathApplies,
  });
}
