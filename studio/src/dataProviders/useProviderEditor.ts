import { type DataProviderItem, fetchDataProvider, saveDataProvider } from '@tessera/client';
import { draftToSave } from '../common/draftToSave';
import { type DraftEditor, useDraftEditor } from '../common/useDraftEditor';
import { adapter } from '../services';
import {
  emptyProviderDraft,
  type ProviderDraft,
  providerDraftOf,
  sameDraft,
} from './providerDraft';
import { readServerProblems } from './readServerProblems';
import { serverProblemApplies } from './serverProblemsApply';
import { validateProviderDraft } from './validateProviderDraft';

/** The provider editor's state (see `useDraftEditor`). */
export type ProviderEditor = DraftEditor<ProviderDraft, DataProviderItem>;

/**
 * The state of the provider editor for a stored provider or a new one: saved with the revision
 * read, the server's problems on their field, access entry or general input.
 */
export function useProviderEditor(initial: DataProviderItem | null): ProviderEditor {
  return useDraftEditor<ProviderDraft, DataProviderItem>({
    formId: 'settings.dataProviders.editor',
    initial,
    newDraft: emptyProviderDraft,
    draftOf: providerDraftOf,
    same: sameDraft,
    validate: validateProviderDraft,
    save: (draft, saved) =>
      saveDataProvider(adapter, draftToSave(draft, saved), { skipErrorNotification: true }),
    load: (saved) => fetchDataProvider(adapter, saved.id),
    readProblems: (error, draft) => readServerProblems(error, draft.config.fields),
    problemApplies: serverProblemApplies,
  });
}
