import {
  fetchProcessSettings,
  type ProcessSettingsItem,
  saveProcessSettings,
} from '@tessera/client';
import { draftToSave } from '../common/draftToSave';
import { type DraftEditor, useDraftEditor } from '../common/useDraftEditor';
import type { ConditionField } from '../conditions/conditionDraft';
import { adapter } from '../services';
import {
  emptyProcessDraft,
  type ProcessDraft,
  type ProcessType,
  processDraftOf,
  sameProcessDraft,
} from './processDraft';
import { processProblemApplies } from './processProblemApplies';
import { readProcessProblems } from './readProcessProblems';
import { validateProcessDraft } from './validateProcessDraft';

/** The process editor's state (see `useDraftEditor`). */
export type ProcessEditorState = DraftEditor<ProcessDraft, ProcessSettingsItem>;

/**
 * The state of the process editor for a stored process or a new one of a type: saved with the
 * revision read, the server's problems at their step, route or condition. `fieldsOf` answers the
 * fields of a draft's process provider (conditions are checked against them), `null` while they
 * load.
 */
export function useProcessEditor(
  initial: ProcessSettingsItem | { readonly type: ProcessType },
  fieldsOf: (draft: ProcessDraft) => readonly ConditionField[] | null,
): ProcessEditorState {
  return useDraftEditor<ProcessDraft, ProcessSettingsItem>({
    formId: 'settings.processes.editor',
    initial: 'id' in initial ? initial : null,
    newDraft: () => emptyProcessDraft(initial.type),
    draftOf: processDraftOf,
    same: sameProcessDraft,
    validate: (draft) => validateProcessDraft(draft, fieldsOf(draft)),
    save: (draft, saved) =>
      saveProcessSettings(adapter, draftToSave(draft, saved), { skipErrorNotification: true }),
    load: (saved) => fetchProcessSettings(adapter, saved.id),
    readProblems: readProcessProblems,
    problemApplies: processProblemApplies,
  });
}
