import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './validatePasswordChange';

describe('validatePasswordChange (spec §5, change password)', () => {
  it('current password required; new password required; the repeat required', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: '', repeatNewPassword: '' }),
    ).toEqual({
      currentPassword: { key: 'validation.required' },
      newPassword: { key: 'validation.required' },
      repeatNewPassword: { key: 'validation.required' },
    });
  });

  it('new password with at least 6 characters', () => {
    expect(
      validatePasswordChange({
        currentPassword: 'x',
        newPassword: 'abcde',
        repeatNewPassword: 'abcde',
      }),
    ).toEqual({ newPassword: { key: 'password.tooShort', values: { count: 6 } } });
    expect(
      validatePasswordChange({
        currentPassword: 'x',
        newPassword: 'abcdef',
        repeatNewPassword: 'abcdef',
      }),
    ).toEqual({});
  });

  it('the repeat must equal the new password', () => {
    expect(
      validatePasswordChange({
        currentPassword: 'x',
        newPassword: 'abcdef',
        repeatNewPassword: 'abcdeF',
      }),
    ).toEqual({ repeatNewPassword: { key: 'password.notEqual' } });
  });

  it('takes the client’s longer minimum', () => {
    expect(
      validatePasswordChange(
        { currentPassword: 'x', newPassword: 'abcdefg', repeatNewPassword: 'abcdefg' },
        10,
      ),
    ).toEqual({ newPassword: { key: 'password.tooShort', values: { count: 10 } } });
  });
});
