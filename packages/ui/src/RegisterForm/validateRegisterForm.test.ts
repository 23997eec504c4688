import { describe, expect, it } from 'vitest';
import { validateRegisterForm } from './validateRegisterForm';

const valid = {
  email: 'anna.nowak@example.com',
  name: 'Anna',
  surname: 'Nowak',
  password: 'dlugie-haslo',
  repeatPassword: 'dlugie-haslo',
};

describe('validateRegisterForm', () => {
  it('accepts a complete registration', () => {
    expect(validateRegisterForm(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(
      validateRegisterForm({ email: '', name: ' ', surname: '', password: '', repeatPassword: '' }),
    ).toEqual({
      email: { key: 'validation.required' },
      name: { key: 'validation.required' },
      surname: { key: 'validation.required' },
      password: { key: 'validation.required' },
      repeatPassword: { key: 'validation.required' },
    });
  });

  it('checks the e-mail as the login does', () => {
    expect(validateRegisterForm({ ...valid, email: 'anna@' })).toEqual({
      email: { key: 'validation.invalidEmail' },
    });
  });

  it('spec §5: registration passwords must be identical', () => {
    expect(validateRegisterForm({ ...valid, repeatPassword: 'dlugie-Haslo' })).toEqual({
      repeatPassword: { key: 'password.notEqual' },
    });
  });

  it('asks for the client’s minimum password length', () => {
    expect(validateRegisterForm(valid, 16)).toEqual({
      password: { key: 'password.tooShort', values: { count: 16 } },
    });
  });
});
