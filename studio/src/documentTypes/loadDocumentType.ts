import {
  type CallOptions,
  type DocumentTypeItem,
  fetchDocumentTypes,
  isApiError,
} from '@tessera/client';
import { adapter } from '../services';

/** Marks a document type id the edited version does not have, or has deleted. */
export class DocumentTypeNotFound extends Error {}

/**
 * A document type of the edited version as stored now (`GET settings/document-types` by id);
 * {@link DocumentTypeNotFound} when there is none, or the id is not one (the query's schema
 * refuses it with 422).
 */
export async function loadDocumentType(
  id: string,
  options: CallOptions = {},
): Promise<DocumentTypeItem> {
  const found = await fetchDocumentTypes(adapter, { filter: { id } }, options).catch(
    (error: unknown) => {
      if (isApiError(error) && error.status === 422) return null;
      throw error;
    },
  );
  const item = found?.data[0];
  if (item === undefined || item.status === 'deleted') throw new DocumentTypeNotFound();
  return item;
}
