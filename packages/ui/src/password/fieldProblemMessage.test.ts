import { createI18n } from '@tessera/i18n';
import { describe, expect, it } from 'vitest';
import { fieldProblemMessage } from './fieldProblemMessage';

const { t } = createI18n();

describe('fieldProblemMessage', () => {
  it.each([
    [{ code: 'invalidCurrentPassword' }, 'Podano nieprawidłowe hasło'],
    [{ code: 'passwordTooShort', minLength: 8 }, 'Hasło musi mieć co najmniej 8 znaków'],
    [{ code: 'passwordTooShort', minLength: 22 }, 'Hasło musi mieć co najmniej 22 znaki'],
    [
      { code: 'passwordTooCommon' },
      'To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.',
    ],
    [
      { code: 'passwordSameAsEmail' },
      'Hasło nie może być adresem e-mail ani jego częścią przed znakiem „@”.',
    ],
    [{ code: 'passwordsNotEqual' }, 'Hasła muszą być identyczne'],
    [{ code: 'invalid' }, 'Pole zawiera nieprawidłową wartość'],
  ] as const)('%j → %s', (problem, text) => {
    const message = fieldProblemMessage(problem);
    expect(t(message.key, message.values)).toBe(text);
  });
});
