import type { DocumentTypeItem } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import {
  documentTypeDraftOf,
  documentTypeSaveOf,
  emptyDocumentTypeDraft,
  sameDocumentTypeDraft,
} from './documentTypeDraft';
import { withGrant } from './documentTypeGrants';

const stored: DocumentTypeItem = {
  id: 'dt-1',
  name: 'Umowa',
  status: 'active',
  roleAccess: [
    { roleIds: ['sales'], permissions: ['read'] },
    { roleIds: ['sales', 'office'], permissions: ['write'] },
  ],
  revision: 3,
  currentUserPermissions: ['read', 'write', 'delete'],
};

describe('the document type draft', () => {
  it('a new type is active and for administrators only', () => {
    expect(documentTypeSaveOf({ ...emptyDocumentTypeDraft(), name: ' Faktura ' }, null)).toEqual({
      name: 'Faktura',
      status: 'active',
      roleAccess: [],
    });
  });

  it('sends unchanged role access back as stored, entry for entry (conventions §10)', () => {
    const draft = { ...documentTypeDraftOf(stored), name: 'Umowa ramowa' };
    expect(documentTypeSaveOf(draft, stored)).toEqual({
      id: 'dt-1',
      revision: 3,
      name: 'Umowa ramowa',
      status: 'active',
      roleAccess: stored.roleAccess,
    });
  });

  it('regroups changed role access by permission set', () => {
    const draft = documentTypeDraftOf(stored);
    const changed = { ...draft, grants: withGrant(draft.grants, ['office'], 'read', true) };
    expect(sameDocumentTypeDraft(draft, changed)).toBe(false);
    expect(documentTypeSaveOf(changed, stored).roleAccess).toEqual([
      { roleIds: ['sales', 'office'], permissions: ['read', 'write'] },
    ]);
  });

  it('counts giving and taking back the same permission as no change', () => {
    const draft = documentTypeDraftOf(stored);
    const back = withGrant(
      withGrant(draft.grants, ['office'], 'read', true),
      ['office'],
      'read',
      false,
    );
    expect(sameDocumentTypeDraft(draft, { ...draft, grants: back })).toBe(true);
  });
});
