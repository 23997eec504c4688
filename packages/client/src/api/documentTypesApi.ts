import type { HttpAdapter } from '../httpAdapter.types';
import type { CallOptions, ExistenceCheckOptions } from './callOptions.types';
import type { CollectionQuery, CollectionResponse, RecordStatus } from './collection.types';
import { countMatches } from './countMatches';
import { deleteRecord } from './deleteRecord';
import { saveRecord } from './saveRecord';

const basePath = 'settings/document-types';

/** What a role-access entry may grant on a document type (spec 002 §3). @public */
export type DocumentTypePermission = 'read' | 'write' | 'delete';

/**
 * Members holding any of `roleIds` get `permissions` on documents of the type.
 * @public
 */
export interface DocumentTypeRoleAccess {
  roleIds: string[];
  permissions: DocumentTypePermission[];
}

/**
 * A document type (spec 002 §3), stored per application version.
 * @public
 */
export interface DocumentTypeItem {
  id: string;
  name: string;
  status: RecordStatus;
  roleAccess: DocumentTypeRoleAccess[];
  /** Send it back with a change: a stale revision is refused with 409. */
  revision: number;
  /** What the caller holds on the type (an admin: everything); usable when it has `write`. */
  currentUserPermissions: DocumentTypePermission[];
}

/**
 * A document type write: `PUT settings/document-types` (no `id`: creates) or
 * `PUT settings/document-types/{id}` (replaces). Names are unique among a version's active types.
 * @public
 */
export interface DocumentTypeSave {
  id?: string;
  name: string;
  /** @default 'active' */
  status?: 'active' | 'inactive';
  /** @default [] */
  roleAccess?: DocumentTypeRoleAccess[];
  revision?: number;
}

/** A `GET settings/document-types` query. @public */
export type DocumentTypeCollectionQuery = CollectionQuery<{
  filter: 'id' | 'name' | 'status';
  sort: 'name';
  include: never;
}>;

/** @public */
export type DocumentTypeCollectionResponse = CollectionResponse<DocumentTypeItem>;

/**
 * `GET settings/document-types` (spec 000 §7, read as the `data` list) from the request's
 * application version: an admin sees every type not deleted, a member the active types their
 * roles grant something on.
 * @public
 */
export function fetchDocumentTypes(
  adapter: HttpAdapter,
  query: DocumentTypeCollectionQuery = {},
  options: CallOptions = {},
): Promise<DocumentTypeCollectionResponse> {
  return adapter.request<DocumentTypeCollectionResponse>({
    method: 'GET',
    path: basePath,
    query,
    ...options,
  });
}

/**
 * Whether an active document type of the request's version has exactly this name.
 * @public
 */
export async function documentTypeNameExists(
  adapter: HttpAdapter,
  name: string,
  options: ExistenceCheckOptions = {},
): Promise<boolean> {
  return (await countMatches(adapter, basePath, { status: 'active', name }, options)) > 0;
}

/**
 * Creates (no `id`) or replaces a document type, in an editable application version. Admins.
 * @public
 */
export async function saveDocumentType(
  adapter: HttpAdapter,
  { id, ...documentType }: DocumentTypeSave,
  options: CallOptions = {},
): Promise<DocumentTypeItem> {
  return saveRecord<DocumentTypeItem>(adapter, basePath, id, documentType, options);
}

/**
 * `DELETE settings/document-types/{id}`: a soft delete, in an editable version. Admins.
 * @public
 */
export async function deleteDocumentType(
  adapter: HttpAdapter,
  id: string,
  options: CallOptions = {},
): Promise<void> {
  await deleteRecord(adapter, basePath, id, options);
}
