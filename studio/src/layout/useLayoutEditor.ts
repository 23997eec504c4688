import {
  type ApplicationLayout,
  fetchApplicationLayout,
  saveApplicationLayout,
} from '@tessera/client';
import { useCallback } from 'react';
import { type DraftEditor, useDraftEditor } from '../common/useDraftEditor';
import { adapter } from '../services';
import { type LayoutDraft, layoutDraftOf, sameLayoutDraft, startingViewsOf } from './layoutDraft';
import { layoutProblemApplies } from './layoutProblemApplies';
import { menuEntriesOf } from './menuTree';
import { readLayoutProblems } from './readLayoutProblems';
import { validateLayoutDraft } from './validateLayoutDraft';

/** The layout editor's state (see `useDraftEditor`). */
export type LayoutEditorState = DraftEditor<LayoutDraft, ApplicationLayout>;

/**
 * The state of the application layout editor of one version: the menu tree and starting views
 * against the layout last loaded or saved, saved with its revision (409 conflict, 422 problems
 * on their entries). `views` are the ids of the version's views, for the links' check.
 */
export function useLayoutEditor(
  initial: ApplicationLayout,
  views: ReadonlySet<string> | null,
): LayoutEditorState {
  const validate = useCallback((draft: LayoutDraft) => validateLayoutDraft(draft, views), [views]);
  return useDraftEditor<LayoutDraft, ApplicationLayout>({
    formId: 'settings.layout',
    initial,
    newDraft: () => layoutDraftOf(initial),
    draftOf: layoutDraftOf,
    same: sameLayoutDraft,
    validate,
    save: (draft, saved) =>
      saveApplicationLayout(
        adapter,
        {
          versionId: (saved ?? initial).versionId,
          menuEntries: menuEntriesOf(draft.menu),
          startingViews: startingViewsOf(draft),
          revision: (saved ?? initial).revision,
        },
        { skipErrorNotification: true },
      ),
    load: async (saved) => (await fetchApplicationLayout(adapter, saved.versionId)).layout,
    readProblems: (error, draft) => readLayoutProblems(error, draft.menu),
    problemApplies: layoutProblemApplies,
  });
}
