import type { RecordStatus } from '../../database/databaseTables';

/** What a role-access entry may grant on a document type (spec 002 §3). @public */
export const documentTypePermissions = ['read', 'write', 'delete'] as const;

/** @public */
export type DocumentTypePermission = (typeof documentTypePermissions)[number];

/**
 * Who may do what with documents of a type: members holding any of `roleIds` get `permissions`.
 * @public
 */
export interface DocumentTypeRoleAccess {
  readonly roleIds: readonly string[];
  readonly permissions: readonly DocumentTypePermission[];
}

/**
 * A document type (spec 002 §3): id, name, status and role access. `currentUserPermissions` is
 * what the caller holds on it (an admin: everything); the type is usable (spec 000 §6) when that
 * includes `write`.
 * @public
 */
export interface DocumentTypeItem {
  readonly id: string;
  readonly name: string;
  readonly status: RecordStatus;
  readonly roleAccess: readonly DocumentTypeRoleAccess[];
  readonly revision: number;
  readonly currentUserPermissions: readonly DocumentTypePermission[];
}

/** What a document type definition's body holds (name and status are columns). @internal */
export interface DocumentTypeBody {
  readonly roleAccess: readonly DocumentTypeRoleAccess[];
}
