import { fetchViewDefinition, saveViewDefinition, type ViewDefinitionItem } from '@tessera/client';
import { draftToSave } from '../common/draftToSave';
import { type DraftEditor, useDraftEditor } from '../common/useDraftEditor';
import { adapter } from '../services';
import { readViewProblems } from './readViewProblems';
import { validateViewDraft } from './validateViewDraft';
import { sameViewDraft, type ViewDraft, viewDraftOf } from './viewDraft';
import { viewProblemApplies } from './viewProblemApplies';

/** The view editor's state (see `useDraftEditor`). */
export type ViewEditorState = DraftEditor<ViewDraft, ViewDefinitionItem>;

/**
 * The state of the view editor for a stored view (`initial`) or a new one (`initialDraft`, empty
 * or copied): saves with the revision read (409 conflict, 422 problems on their inputs).
 */
export function useViewEditor(
  initial: ViewDefinitionItem | null,
  initialDraft: ViewDraft,
): ViewEditorState {
  return useDraftEditor<ViewDraft, ViewDefinitionItem>({
    formId: 'settings.views.editor',
    initial,
    newDraft: () => initialDraft,
    draftOf: viewDraftOf,
    same: sameViewDraft,
    validate: validateViewDraft,
    save: (draft, saved) =>
      saveViewDefinition(adapter, draftToSave(draft, saved), { skipErrorNotification: true }),
    load: (saved) => fetchViewDefinition(adapter, saved.id),
    readProblems: (error, draft) => readViewProblems(error, draft.columns),
    problemApplies: viewProblemApplies,
  });
}
