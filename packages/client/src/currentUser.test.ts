import { describe, expect, it } from 'vitest';
import { getFullName, isAdmin } from './currentUser';

describe('current user helpers', () => {
  it('admin means client_admin or super_admin (spec §1)', () => {
    expect(isAdmin({ type: 'client_admin' })).toBe(true);
    expect(isAdmin({ type: 'super_admin' })).toBe(true);
    expect(isAdmin({ type: 'user' })).toBe(false);
  });

  it('full name is surname followed by name (spec §3)', () => {
    expect(getFullName({ name: 'Jan', surname: 'Kowalski' })).toBe('Kowalski Jan');
    expect(getFullName({ name: ' Jan ', surname: null })).toBe('Jan');
    expect(getFullName({})).toBe('');
  });
});
