import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './validateNewPassword';

describe('validateNewPassword (spec §5)', () => {
  it('new password required; the repeat required', () => {
    expect(validateNewPassword('', '')).toEqual({
      password: { key: 'validation.required' },
      repeat: { key: 'validation.required' },
    });
  });

  it('new password with at least 6 characters', () => {
    expect(validateNewPassword('12345', '12345')).toEqual({
      password: { key: 'password.tooShort', values: { count: 6 } },
    });
    expect(validateNewPassword('123456', '123456')).toEqual({});
  });

  it('raises the minimum to the client’s, never below 6', () => {
    expect(validateNewPassword('1234567', '1234567', 8).password).toEqual({
      key: 'password.tooShort',
      values: { count: 8 },
    });
    expect(validateNewPassword('123456', '123456', 4)).toEqual({});
  });

  it('counts characters as the server does: an emoji is one', () => {
    expect(validateNewPassword('🔑🔑🔑🔑🔑', '🔑🔑🔑🔑🔑').password?.key).toBe('password.tooShort');
    expect(validateNewPassword('🔑🔑🔑🔑🔑🔑', '🔑🔑🔑🔑🔑🔑')).toEqual({});
  });

  it('the repeat must equal the new password (registration: passwords must be identical)', () => {
    expect(validateNewPassword('dlugie-haslo', 'dlugie-hasl0')).toEqual({
      repeat: { key: 'password.notEqual' },
    });
  });
});
