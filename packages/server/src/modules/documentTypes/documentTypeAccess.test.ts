import { describe, expect, it } from 'vitest';
import { documentTypePermissionsOf } from './documentTypeAccess';

const roleAccess = [
  { roleIds: ['sales', 'office'], permissions: ['read' as const] },
  { roleIds: ['office'], permissions: ['write' as const] },
  { roleIds: ['board'], permissions: ['read' as const, 'delete' as const] },
];

describe('documentTypePermissionsOf (spec 000 §6: "every permission on document types" for admins)', () => {
  it('gives an admin every permission, whatever the entries say', () => {
    expect(documentTypePermissionsOf({ isAdmin: true, roleIds: [] }, [])).toEqual([
      'read',
      'write',
      'delete',
    ]);
  });

  it('"usable when a role-access entry matches the user\'s roles and includes write"', () => {
    const of = (roleIds: string[]) =>
      documentTypePermissionsOf({ isAdmin: false, roleIds }, roleAccess);
    expect(of(['office'])).toEqual(['read', 'write']);
    expect(of(['sales'])).toEqual(['read']);
    expect(of(['sales', 'board'])).toEqual(['read', 'delete']);
    expect(of(['nobody'])).toEqual([]);
  });
});
