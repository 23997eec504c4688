import { type DocumentTypeItem, documentTypeNameExists, saveDocumentType } from '@tessera/client';
import { problemAtPathApplies } from '../common/problemAtPathApplies';
import { type DraftEditor, useDraftEditor } from '../common/useDraftEditor';
import { adapter } from '../services';
import {
  type DocumentTypeDraft,
  documentTypeDraftOf,
  documentTypeSaveOf,
  emptyDocumentTypeDraft,
  sameDocumentTypeDraft,
} from './documentTypeDraft';
import { loadDocumentType } from './loadDocumentType';
import { readDocumentTypeProblems } from './readDocumentTypeProblems';
import { validateDocumentTypeDraft } from './validateDocumentTypeDraft';

/** The document type editor's state (see `useDraftEditor`). */
export type DocumentTypeEditorState = DraftEditor<DocumentTypeDraft, DocumentTypeItem>;

/**
 * The document type form (spec 000 §2 settings.document_types): the draft, the name's uniqueness
 * among the version's active types while typing (an inactive type's name need not be unique),
 * the form's rules before a save and the server's after it; saves with the revision read (409:
 * someone else's change, offered to reload).
 */
export function useDocumentTypeEditor(initial: DocumentTypeItem | null): DocumentTypeEditorState {
  return useDraftEditor<DocumentTypeDraft, DocumentTypeItem>({
    formId: 'settings.documentTypes.editor',
    initial,
    newDraft: emptyDocumentTypeDraft,
    draftOf: documentTypeDraftOf,
    same: sameDocumentTypeDraft,
    validate: validateDocumentTypeDraft,
    unique: {
      location: 'name',
      valueOf: (draft) => draft.name,
      skip: (draft) => draft.status !== 'active',
      exists: (name, signal, saved) =>
        documentTypeNameExists(adapter, name, {
          signal,
          skipErrorNotification: true,
          ...(saved === null ? {} : { exceptId: saved.id }),
        }),
    },
    save: (draft, saved) =>
      saveDocumentType(adapter, documentTypeSaveOf(draft, saved), { skipErrorNotification: true }),
    load: (saved) => loadDocumentType(saved.id),
    readProblems: readDocumentTypeProblems,
    problemApplies: problemAtPathApplies,
  });
}
