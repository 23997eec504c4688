import { createI18n } from '@tessera/i18n';
import { describe, expect, it } from 'vitest';
import { loginFailureMessage } from './loginFailureMessage';

const { t } = createI18n();

describe('loginFailureMessage (spec §8)', () => {
  it.each([
    ['invalidCredentials', 'Nieprawidłowy email lub hasło'],
    ['deactivatedByAdmin', 'Konto zostało dezaktywowane przez administratora.'],
    [
      'waitingForAdminApproval',
      'Konto jest nieaktywne i czeka na zatwierdzenie przez administratora.',
    ],
    ['tooManyRequests', 'Zbyt wiele prób logowania. Spróbuj ponownie później.'],
  ] as const)('%s → %s', (reason, text) => {
    expect(loginFailureMessage({ reason }, t)).toBe(text);
  });

  it('names the wait in whole minutes, rounded up', () => {
    expect(loginFailureMessage({ reason: 'tooManyRequests', retryAfterSeconds: 30 }, t)).toBe(
      'Zbyt wiele prób logowania. Spróbuj ponownie za 1 minutę.',
    );
    expect(loginFailureMessage({ reason: 'tooManyRequests', retryAfterSeconds: 241 }, t)).toBe(
      'Zbyt wiele prób logowania. Spróbuj ponownie za 5 minut.',
    );
  });
});
