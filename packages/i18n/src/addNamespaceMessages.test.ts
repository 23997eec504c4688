import { describe, expect, it } from 'vitest';
import { addNamespaceMessages } from './addNamespaceMessages';
import { createI18n } from './createI18n';

describe('addNamespaceMessages', () => {
  it('adds the namespace in every language, and leaves a bundle already there alone', () => {
    const i18n = createI18n({ language: 'pl' });
    addNamespaceMessages(i18n, 'plugin', { pl: { hello: 'Cześć' }, en: { hello: 'Hello' } });
    addNamespaceMessages(i18n, 'plugin', { pl: { hello: 'Inaczej' }, en: { hello: 'Other' } });
    expect(i18n.getResourceBundle('pl', 'plugin')).toEqual({ hello: 'Cześć' });
    expect(i18n.getResourceBundle('en', 'plugin')).toEqual({ hello: 'Hello' });
  });
});
