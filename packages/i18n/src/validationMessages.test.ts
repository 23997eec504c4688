import { VALIDATION_MESSAGE_DEFAULTS } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';

describe('validation messages', () => {
  const keys = Object.keys(VALIDATION_MESSAGE_DEFAULTS);

  it.each(['pl', 'en'] as const)(
    'every message key of the engine rules has %s wording',
    (language) => {
      const i18n = createI18n({ language });
      const missing = keys.filter((key) => !i18n.exists(key));
      expect(missing).toEqual([]);
    },
  );

  it('keeps the parameters of the engine default wording', () => {
    const i18n = createI18n({ language: 'pl' });
    for (const [key, english] of Object.entries(VALIDATION_MESSAGE_DEFAULTS)) {
      const params = [...english.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
      const polish = i18n.getResource('pl', 'translation', key) as string;
      for (const param of params) expect(polish, key).toContain(`{{${param}}}`);
    }
  });
});
