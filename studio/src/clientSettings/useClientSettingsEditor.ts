import { saveClientSettings } from '@tessera/client';
import { problemAtPathApplies } from '../common/problemAtPathApplies';
import { type DraftEditor, useDraftEditor } from '../common/useDraftEditor';
import { adapter } from '../services';
import {
  type ClientSettingsDraft,
  clientSettingsDraftOf,
  clientSettingsSaveOf,
  type StoredClientSettings,
  sameClientSettingsDraft,
} from './clientSettingsDraft';
import { readClientSettingsProblems } from './readClientSettingsProblems';
import { validateClientSettingsDraft } from './validateClientSettingsDraft';

/** The client settings form's state (see `useDraftEditor`). */
export type ClientSettingsEditorState = DraftEditor<ClientSettingsDraft, StoredClientSettings>;

/**
 * The client settings form (spec 000 §2 settings.clientSettings, admins): the draft against the
 * stored settings (unsaved changes, spec 000 §4), the form's rules before a save and the server's
 * problems on their inputs after it.
 */
export function useClientSettingsEditor(stored: StoredClientSettings): ClientSettingsEditorState {
  return useDraftEditor<ClientSettingsDraft, StoredClientSettings>({
    formId: 'settings.clientSettings',
    initial: stored,
    newDraft: () => clientSettingsDraftOf(stored),
    draftOf: clientSettingsDraftOf,
    same: sameClientSettingsDraft,
    validate: validateClientSettingsDraft,
    save: (draft) =>
      saveClientSettings(adapter, clientSettingsSaveOf(draft), { skipErrorNotification: true }),
    readProblems: readClientSettingsProblems,
    problemApplies: problemAtPathApplies,
  });
}
