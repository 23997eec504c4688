import type { RoleRecord } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import { emptyRoleDraft, roleDraftOf, roleSaveOf, sameRoleDraft } from './roleDraft';
import { validateRoleDraft } from './validateRoleDraft';

const stored: RoleRecord = {
  id: 'r1',
  name: 'Handlowiec',
  status: 'active',
  permissions: [{ type: 'userApiAccess' }, { type: 'usersManagement' }],
};

describe('the role draft', () => {
  it('reads a stored role; a deleted one is edited as inactive', () => {
    expect(roleDraftOf(stored)).toEqual({
      name: 'Handlowiec',
      status: 'active',
      special: ['usersManagement', 'userApiAccess'],
    });
    expect(roleDraftOf({ ...stored, status: 'deleted' }).status).toBe('inactive');
  });

  it('the order of special permissions is no change', () => {
    const draft = roleDraftOf(stored);
    expect(sameRoleDraft(draft, { ...draft, special: ['userApiAccess', 'usersManagement'] })).toBe(
      true,
    );
    expect(sameRoleDraft(draft, { ...draft, special: ['userApiAccess'] })).toBe(false);
    expect(sameRoleDraft(draft, { ...draft, name: 'Handlowiec ' })).toBe(false);
  });

  it('a save sends the name exactly as typed (spec 001 §5.4: exact names) and the permissions', () => {
    expect(
      roleSaveOf({ name: 'Kierownik ', status: 'inactive', special: ['userApiAccess'] }, 'r1'),
    ).toEqual({
      id: 'r1',
      name: 'Kierownik ',
      status: 'inactive',
      permissions: [{ type: 'userApiAccess' }],
    });
    expect(roleSaveOf(emptyRoleDraft(), null)).toEqual({
      name: '',
      status: 'active',
      permissions: [],
    });
  });

  it('a name is required, and at most 200 characters', () => {
    expect(validateRoleDraft({ ...emptyRoleDraft(), name: '  ' }).get('name')).toEqual({
      common: 'validations.required',
    });
    expect(validateRoleDraft({ ...emptyRoleDraft(), name: 'x'.repeat(201) }).get('name')).toEqual({
      common: 'validations.max',
      params: { length: 200 },
    });
    expect(validateRoleDraft({ ...emptyRoleDraft(), name: 'Handlowiec' }).size).toBe(0);
  });
});
