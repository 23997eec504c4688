import { type CallOptions, type DocumentTypeItem, fetchDocumentTypes } from '@tessera/client';
import { findItemById } from '../common/findItemById';
import { adapter } from '../services';

/**
 * A document type of the edited version as stored now (`GET settings/document-types` by id);
 * `ItemNotFound` when there is none.
 */
export function loadDocumentType(id: string, options: CallOptions = {}): Promise<DocumentTypeItem> {
  return findItemById(
    (query, callOptions) => fetchDocumentTypes(adapter, query, callOptions),
    id,
    options,
  );
}
