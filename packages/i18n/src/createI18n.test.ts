import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';

describe('createI18n', () => {
  it('speaks Polish by default, with the spec wording for invalid credentials', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('pl');
    expect(i18n.t('login.errors.invalidCredentials')).toBe('Nieprawidłowy email lub hasło');
    expect(i18n.t('notifications.api_errors.forbidden')).toBe('Brak uprawnień');
  });

  it('speaks English when asked', () => {
    const i18n = createI18n({ language: 'en' });
    expect(i18n.t('login.submit')).toBe('Sign in');
  });

  it('interpolates without HTML escaping (React escapes on render)', () => {
    const i18n = createI18n();
    expect(i18n.t('start.greeting', { name: 'Anna & Jan' })).toBe('Witaj, Anna & Jan!');
  });

  it.each([
    [0, 'za 0 minut.'],
    [1, 'za 1 minutę.'],
    [2, 'za 2 minuty.'],
    [5, 'za 5 minut.'],
    [22, 'za 22 minuty.'],
    [25, 'za 25 minut.'],
  ])('Polish plural rules (0, 1, 2–4, 5 or more): %i → "%s"', (count, ending) => {
    const i18n = createI18n();
    expect(i18n.t('login.errors.tooManyRequestsRetry', { count })).toBe(
      `Zbyt wiele prób logowania. Spróbuj ponownie ${ending}`,
    );
  });

  it.each([
    [1, 'in 1 minute.'],
    [2, 'in 2 minutes.'],
  ])('English plural rules: %i → "%s"', (count, ending) => {
    const i18n = createI18n({ language: 'en' });
    expect(i18n.t('login.errors.tooManyRequestsRetry', { count })).toBe(
      `Too many sign-in attempts. Try again ${ending}`,
    );
  });

  it('instances are independent', () => {
    const polish = createI18n();
    const english = createI18n({ language: 'en' });
    expect(polish.t('login.submit')).toBe('Zaloguj się');
    expect(english.t('login.submit')).toBe('Sign in');
  });
});
