import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './commonPasswords';
import { checkNewPassword, minPasswordLengthOf } from './passwordPolicy';

const base = {
  path: '/newPassword',
  repeatPath: '/repeatNewPassword',
  email: 'Jan.Kowalski@example.com',
  minLength: 8,
};
const codes = (password: string, repeat = password, minLength = 8) =>
  checkNewPassword({ ...base, password, repeat, minLength }).map((problem) => problem.code);

describe('minPasswordLengthOf', () => {
  it('defaults to 8 (OWASP ASVS 6.2.1)', () => {
    expect(minPasswordLengthOf({})).toBe(8);
    expect(minPasswordLengthOf({ minPasswordLength: '12' })).toBe(8);
  });

  it('takes the client setting', () => {
    expect(minPasswordLengthOf({ minPasswordLength: 12 })).toBe(12);
  });

  it('"new password required with at least 6 characters": never below 6 (spec 000 §5)', () => {
    expect(minPasswordLengthOf({ minPasswordLength: 4 })).toBe(6);
    expect(minPasswordLengthOf({ minPasswordLength: 6 })).toBe(6);
  });

  it('caps an absurd setting', () => {
    expect(minPasswordLengthOf({ minPasswordLength: 10_000 })).toBe(128);
  });
});

describe('checkNewPassword', () => {
  it('accepts a long, uncommon password', () => {
    expect(codes('zielony-parapet-47')).toEqual([]);
  });

  it('"the repeat must equal the new password" (spec 000 §5)', () => {
    expect(checkNewPassword({ ...base, password: 'zielony-parapet-47', repeat: 'x' })).toEqual([
      {
        path: '/repeatNewPassword',
        message: 'must equal the new password',
        code: 'passwordsNotEqual',
      },
    ]);
  });

  it('asks for the minimum length, counting characters rather than UTF-16 units', () => {
    expect(checkNewPassword({ ...base, password: 'kq7#zx', repeat: 'kq7#zx' })).toEqual([
      {
        path: '/newPassword',
        message: 'must have at least 8 characters',
        code: 'passwordTooShort',
        params: { minLength: 8 },
      },
    ]);
    expect(codes('kq7#zx', 'kq7#zx', 6)).toEqual([]);
    expect(codes('😀😀😀😀😀😀😀', undefined, 8)).toContain('passwordTooShort');
  });

  it.each(['password', 'Password', 'qwerty123', '1qaz2wsx', '12345678'])(
    'refuses the common password %j',
    (password) => {
      expect(codes(password)).toContain('passwordTooCommon');
    },
  );

  it.each(['jan.kowalski@example.com', 'JAN.KOWALSKI'])(
    'refuses the e-mail or its local part (%j)',
    (password) => {
      expect(codes(password)).toEqual(['passwordSameAsEmail']);
    },
  );
});

describe('isCommonPassword', () => {
  it('knows the top of the list and not a random string', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('f4Jq-9zLw-pp2R')).toBe(false);
  });
});
