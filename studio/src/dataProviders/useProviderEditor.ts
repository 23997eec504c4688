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
import type { RelatedProvider } from './providerOptions.types';
import { readServerProblems } from './readServerProblems';
import { serverProblemApplies } from './serverProblemsApply';
import { validateProviderDraft } from './validateProviderDraft';

/** The provider editor's state (see `useDraftEditor`). */
export type ProviderEditor = DraftEditor<ProviderDraft, DataProviderItem>;

/** What the provider's checks read besides the draft. */
export interface ProviderEditorContext {
  /** The providers a computed provider may read; `null` while they load. */
  readonly providers: readonly RelatedProvider[] | null;
  /** A pipeline's stages as the designer is writing them (`shownStagesText`). */
  readonly stagesText: (draft: ProviderDraft) => string | undefined;
}

/**
 * The state of the provider editor for a stored provider or a new one: saved with the revision
 * read, the server's problems on their field, source, filter, stage, access entry or general
 * input.
 */
export function useProviderEditor(
  initial: DataProviderItem | null,
  { providers, stagesText }: ProviderEditorContext,
): ProviderEditor {
  return useDraftEditor<ProviderDraft, DataProviderItem>({
    formId: 'settings.dataProviders.editor',
    initial,
    newDraft: emptyProviderDraft,
    draftOf: providerDraftOf,
    same: sameDraft,
    validate: (draft) =>
      validateProviderDraft(draft, {
        providers: providers ?? undefined,
        stagesText: stagesText(draft),
      }),
    save: (draft, saved) =>
      saveDataProvider(adapter, draftToSave(draft, saved), { skipErrorNotification: true }),
    load: (saved) => fetchDataProvider(adapter, saved.id),
    readProblems: (error, draft) =>
      readServerProblems(error, {
        fields: draft.config.fields,
        providerName: (id) => providers?.find((provider) => provider.id === id)?.name,
      }),
    problemApplies: serverProblemApplies,
  });
}
