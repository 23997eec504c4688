import { describe, expect, it } from 'vitest';
import { validateLoginForm } from './validateLoginForm';

describe('validateLoginForm (spec §5: e-mail required and valid, password required)', () => {
  it('requires both fields', () => {
    expect(validateLoginForm({ email: '', password: '' })).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
  });

  it.each(['jan', 'jan@', '@example.com', 'jan@example', 'jan kowalski@example.com'])(
    'rejects the e-mail %s',
    (email) => {
      expect(validateLoginForm({ email, password: 'x' })).toEqual({
        email: 'validation.invalidEmail',
      });
    },
  );

  it('accepts a valid e-mail with surrounding spaces and any non-empty password', () => {
    expect(validateLoginForm({ email: ' jan.kowalski@example.com ', password: ' ' })).toEqual({});
  });
});
