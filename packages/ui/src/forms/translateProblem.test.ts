import { createRegistry } from '@tessera/engine';
import { FIELDS_BASIC_NAMESPACE, fieldsBasic, fieldsBasicMessages } from '@tessera/fields-basic';
import {
  FIELDS_GROUPS_NAMESPACE,
  fieldsGroups,
  fieldsGroupsMessages,
} from '@tessera/fields-groups';
import { createI18n } from '@tessera/i18n';
import { describe, expect, it } from 'vitest';
import { createProblemTranslator, fieldTypeNamespaces } from './translateProblem';

const registry = createRegistry([fieldsBasic, fieldsGroups]);

function translatorIn(language: 'pl' | 'en') {
  const i18n = createI18n({ language });
  i18n.addResourceBundle(language, FIELDS_BASIC_NAMESPACE, fieldsBasicMessages[language]);
  i18n.addResourceBundle(language, FIELDS_GROUPS_NAMESPACE, fieldsGroupsMessages[language]);
  return createProblemTranslator(i18n, fieldTypeNamespaces(registry));
}

describe('fieldTypeNamespaces', () => {
  it('names each field type by its plugin package without the scope', () => {
    const namespaces = fieldTypeNamespaces(registry);
    expect(namespaces.get('number')).toBe(FIELDS_BASIC_NAMESPACE);
    expect(namespaces.get('repeating_group')).toBe(FIELDS_GROUPS_NAMESPACE);
  });
});

describe('createProblemTranslator', () => {
  const translate = translatorIn('pl');

  it("finds a plugin's key in the namespace of the field type's plugin", () => {
    expect(
      translate({ path: 'power', messageKey: 'validation.min', params: { min: 0 } }, 'number'),
    ).toBe('Wartość nie może być mniejsza niż 0');
    expect(
      translate(
        { path: 'power', messageKey: 'validation.maxDecimals', params: { count: 2 } },
        'number',
      ),
    ).toBe('Dozwolone są najwyżej 2 miejsca po przecinku');
  });

  it("finds the engine's rules in the common catalogue, whatever the field type", () => {
    expect(translate({ path: 'name', messageKey: 'validations.required' }, 'text')).toBe(
      'Pole jest wymagane',
    );
    expect(
      translate({ path: 'items', messageKey: 'validations.minArrayLength', params: { min: 2 } }),
    ).toBe('Minimalna liczba wierszy: 2');
  });

  it("shows 'incorrect field type' in Polish (spec 002 §3)", () => {
    const problem = { path: 'x', messageKey: 'fields.incorrectType', params: { type: 'sig' } };
    expect(translate(problem)).toBe('Nieprawidłowy typ pola');
    expect(translatorIn('en')(problem)).toBe('Incorrect field type');
  });

  it("shows the designer's own regex message as written", () => {
    expect(
      translate({
        path: 'nip',
        messageKey: 'validations.regex',
        params: { pattern: '^\\d{10}$', message: 'NIP ma 10 cyfr' },
      }),
    ).toBe('NIP ma 10 cyfr');
  });

  it("falls back to the generic 'invalid' message, never a raw key", () => {
    expect(translate({ path: 'x', messageKey: 'plugin.unknownKey' }, 'text')).toBe(
      'Pole zawiera nieprawidłową wartość',
    );
    expect(translate({ path: 'x', messageKey: 'validation.min' }, 'unregistered_type')).toBe(
      'Pole zawiera nieprawidłową wartość',
    );
  });
});
