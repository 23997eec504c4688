import type { DocumentTypeItem, DocumentTypeSave } from '@tessera/client';
import { type DocumentTypeGrants, grantsOf, roleAccessOf, sameGrants } from './documentTypeGrants';

/** The document type being edited (spec 002 §3 Document type): name, status, role access. */
export interface DocumentTypeDraft {
  readonly name: string;
  /** Active or inactive; deleting is a separate action. */
  readonly status: 'active' | 'inactive';
  /** What each role holds on documents of the type. */
  readonly grants: DocumentTypeGrants;
}

/** A new document type: active, for administrators only. */
export function emptyDocumentTypeDraft(): DocumentTypeDraft {
  return { name: '', status: 'active', grants: {} };
}

/** The draft of a stored document type. */
export function documentTypeDraftOf(item: DocumentTypeItem): DocumentTypeDraft {
  return {
    name: item.name,
    status: item.status === 'inactive' ? 'inactive' : 'active',
    grants: grantsOf(item.roleAccess),
  };
}

/** Whether two drafts would save the same document type. */
export function sameDocumentTypeDraft(a: DocumentTypeDraft, b: DocumentTypeDraft): boolean {
  return a.name === b.name && a.status === b.status && sameGrants(a.grants, b.grants);
}

/**
 * The write a save sends (`PUT settings/document-types[/{id}]`), with the revision last read;
 * the name without the spaces around it, as its uniqueness was checked.
 * Role access the draft did not change goes back as stored, entry for entry (conventions §10:
 * stored configuration round-trips unchanged); changed access is regrouped by permission set.
 */
export function documentTypeSaveOf(
  draft: DocumentTypeDraft,
  saved: DocumentTypeItem | null,
): DocumentTypeSave {
  const unchanged = saved !== null && sameGrants(draft.grants, grantsOf(saved.roleAccess));
  return {
    ...(saved === null ? {} : { id: saved.id, revision: saved.revision }),
    name: draft.name.trim(),
    status: draft.status,
    roleAccess: unchanged ? saved.roleAccess : roleAccessOf(draft.grants),
  };
}
