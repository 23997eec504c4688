import { createI18n } from '@tessera/i18n';
import { describe, expect, it } from 'vitest';
import { registrationFailureMessage } from './registrationFailureMessage';

const { t } = createI18n();

describe('registrationFailureMessage (spec §8 register rows)', () => {
  it.each([
    [
      'accountExists',
      'Konto z tym adresem e-mail już istnieje. Zaloguj się albo podaj inny adres.',
    ],
    [
      'clientNotExists',
      'Podano nieprawidłową organizację. Sprawdź link do rejestracji albo skontaktuj się z administratorem.',
    ],
    ['tooManyRequests', 'Zbyt wiele prób rejestracji. Spróbuj ponownie później.'],
    ['network', 'Brak połączenia z internetem. Sprawdź połączenie i spróbuj ponownie.'],
    ['unknown', 'Nie udało się założyć konta. Spróbuj ponownie za chwilę.'],
  ] as const)('%s → %s', (reason, text) => {
    expect(registrationFailureMessage({ reason }, t)).toBe(text);
  });

  it('names the wait of a 429 in whole minutes, with Polish plurals', () => {
    expect(
      registrationFailureMessage({ reason: 'tooManyRequests', retryAfterSeconds: 61 }, t),
    ).toBe('Zbyt wiele prób rejestracji. Spróbuj ponownie za 2 minuty.');
    expect(
      registrationFailureMessage({ reason: 'tooManyRequests', retryAfterSeconds: 3600 }, t),
    ).toBe('Zbyt wiele prób rejestracji. Spróbuj ponownie za 60 minut.');
  });

  it('field problems ask to correct the marked fields', () => {
    expect(registrationFailureMessage({ reason: 'invalidFields', fields: {} }, t)).toBe(
      'Popraw zaznaczone pola i spróbuj ponownie.',
    );
  });
});
