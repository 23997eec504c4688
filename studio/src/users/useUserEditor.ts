import { emailExists, saveUser, type UserRecord } from '@tessera/client';
import { problemAtPathApplies } from '../common/problemAtPathApplies';
import { type DraftEditor, useDraftEditor } from '../common/useDraftEditor';
import { adapter } from '../services';
import { readUserProblems } from './readUserProblems';
import {
  emptyUserDraft,
  sameUserDraft,
  type UserDraft,
  userDraftOf,
  userSaveOf,
} from './userDraft';
import { validateUserDraft } from './validateUserDraft';

/**
 * The user form (spec 000 §2 settings.users.listing; issue 8 users): the draft, the e-mail
 * check while typing (spec 000 §7: `GET users` by status active and e-mail), the form's rules
 * before a save and the server's problems after it.
 */
export function useUserEditor(initial: UserRecord | null): DraftEditor<UserDraft, UserRecord> {
  return useDraftEditor<UserDraft, UserRecord>({
    formId: 'settings.users.editor',
    initial,
    newDraft: emptyUserDraft,
    draftOf: userDraftOf,
    same: sameUserDraft,
    validate: (draft, saved) => validateUserDraft(draft, { isNew: saved === null }),
    unique: {
      location: 'email',
      valueOf: (draft) => draft.email,
      exists: (email, signal, saved) =>
        emailExists(adapter, email, {
          signal,
          skipErrorNotification: true,
          ...(saved === null ? {} : { exceptId: saved.id }),
        }),
    },
    save: (draft, saved) =>
      saveUser(adapter, userSaveOf(draft, saved?.id ?? null), { skipErrorNotification: true }),
    readProblems: readUserProblems,
    problemApplies: problemAtPathApplies,
  });
}
