import type { DocumentTypeRoleAccess } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { grantsOf, roleAccessOf, sameGrants, withGrant } from './documentTypeGrants';

const stored: DocumentTypeRoleAccess[] = [
  { roleIds: ['sales'], permissions: ['read'] },
  { roleIds: ['office', 'sales'], permissions: ['write', 'read'] },
  { roleIds: ['board'], permissions: ['delete', 'read'] },
  { roleIds: ['guests'], permissions: [] },
];

describe('document type grants (spec 002 §3 roleAccess[{roleIds, permissions}])', () => {
  it('gives each role the union of the entries naming it; an empty entry grants nothing', () => {
    expect(grantsOf(stored)).toEqual({
      sales: ['read', 'write'],
      office: ['read', 'write'],
      board: ['read', 'delete'],
    });
  });

  it('stores one entry per permission set, naming the roles that hold exactly it', () => {
    expect(roleAccessOf(grantsOf(stored))).toEqual([
      { roleIds: ['sales', 'office'], permissions: ['read', 'write'] },
      { roleIds: ['board'], permissions: ['read', 'delete'] },
    ]);
    expect(roleAccessOf({})).toEqual([]);
  });

  it('round-trips: the entries of grants give the same grants', () => {
    const grants = grantsOf(stored);
    expect(grantsOf(roleAccessOf(grants))).toEqual(grants);
  });

  it('gives and takes a permission, dropping a role left with nothing', () => {
    const grants = grantsOf(stored);
    expect(withGrant(grants, ['board'], 'write', true).board).toEqual(['read', 'write', 'delete']);
    expect(withGrant(grants, ['new'], 'delete', true).new).toEqual(['delete']);
    const taken = withGrant(
      withGrant(grants, ['board'], 'read', false),
      ['board'],
      'delete',
      false,
    );
    expect(taken).not.toHaveProperty('board');
    expect(withGrant(grants, ['sales', 'office', 'board'], 'read', false)).toEqual({
      sales: ['write'],
      office: ['write'],
      board: ['delete'],
    });
  });

  it('compares grants role by role, whatever the order of entries', () => {
    expect(sameGrants(grantsOf(stored), grantsOf([...stored].reverse()))).toBe(true);
    expect(sameGrants(grantsOf(stored), withGrant(grantsOf(stored), ['x'], 'read', true))).toBe(
      false,
    );
    expect(sameGrants({}, {})).toBe(true);
  });
});
