import type { UserRecord } from '@tessera/client';
import { describe, expect, it } from 'vitest';
import {
  emptyUserDraft,
  sameUserDraft,
  userDraftOf,
  userSaveOf,
  withPersonalDetail,
} from './userDraft';

const stored: UserRecord = {
  id: 'u1',
  email: 'anna@firma.pl',
  status: 'inactive',
  type: 'user',
  supervisorUserId: 's1',
  roleIds: ['r1', 'r2'],
  defaultClient: { key: 'demo' },
  personalDetails: { name: 'Anna', surname: 'Nowak', city: 'Kraków' },
  specialFeatures: [],
  _search: { fullName: 'Nowak Anna', isActive: false },
};

describe('the user draft', () => {
  it('reads a stored user with every personal detail as text', () => {
    const draft = userDraftOf(stored);
    expect(draft).toMatchObject({ email: 'anna@firma.pl', status: 'inactive', password: '' });
    expect(draft.personalDetails).toMatchObject({ name: 'Anna', city: 'Kraków', tag3: '' });
  });

  it('a deleted user is edited as inactive', () => {
    expect(userDraftOf({ ...stored, status: 'deleted' }).status).toBe('inactive');
  });

  it('sameUserDraft ignores role order and surrounding spaces, not a real change', () => {
    const draft = userDraftOf(stored);
    expect(sameUserDraft(draft, { ...draft, roleIds: ['r2', 'r1'] })).toBe(true);
    expect(sameUserDraft(draft, withPersonalDetail(draft, 'city', ' Kraków '))).toBe(true);
    expect(sameUserDraft(draft, withPersonalDetail(draft, 'city', 'Gdańsk'))).toBe(false);
    expect(sameUserDraft(draft, { ...draft, supervisorUserId: null })).toBe(false);
    expect(sameUserDraft(draft, { ...draft, password: 'x' })).toBe(false);
  });

  it('a save sends the whole user trimmed, the password only when typed, the id apart', () => {
    const draft = withPersonalDetail(userDraftOf(stored), 'surname', ' Nowak-Kowalska ');
    const save = userSaveOf(draft, 'u1');
    expect(save).toMatchObject({
      id: 'u1',
      email: 'anna@firma.pl',
      type: 'user',
      status: 'inactive',
      supervisorUserId: 's1',
      roleIds: ['r1', 'r2'],
    });
    expect(save.personalDetails).toMatchObject({ surname: 'Nowak-Kowalska', phone: '' });
    expect(save).not.toHaveProperty('password');
    const created = userSaveOf(
      { ...emptyUserDraft(), email: ' a@b.pl ', password: 'sekret-1' },
      null,
    );
    expect(created).not.toHaveProperty('id');
    expect(created).toMatchObject({ email: 'a@b.pl', password: 'sekret-1', status: 'active' });
  });
});
