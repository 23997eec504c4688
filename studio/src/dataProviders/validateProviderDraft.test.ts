import type { ProviderField } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { emptyProviderDraft, withAccess, withFields } from './providerDraft';
import { validateProviderDraft } from './validateProviderDraft';

const value = (id: string, dbFieldName: string): ProviderField => ({
  id,
  dbFieldName,
  status: 'active',
  type: 'value_field',
  fieldValue: { type: 'text' },
});
const draftOf = (fields: ProviderField[]) => ({
  ...withFields(emptyProviderDraft(), fields),
  name: 'Klienci',
});

describe('validateProviderDraft', () => {
  it('a provider needs a name', () => {
    expect(validateProviderDraft(emptyProviderDraft()).get('name')).toEqual({
      common: 'validations.required',
    });
    expect(validateProviderDraft(draftOf([value('a', 'nazwa')])).size).toBe(0);
  });

  it("spec 001 §5.1 name_token: dbFieldName 'only letters, digits, underscore, hyphen'", () => {
    const problems = validateProviderDraft(
      draftOf([value('a', 'imię i nazwisko'), value('b', '')]),
    );
    expect(problems.get('field:a:dbFieldName')).toEqual({ common: 'validations.name_token' });
    expect(problems.get('field:b:dbFieldName')).toEqual({ common: 'validations.required' });
  });

  it('two fields cannot share a dbFieldName: the later one is marked', () => {
    const problems = validateProviderDraft(draftOf([value('a', 'nazwa'), value('b', 'nazwa')]));
    expect(problems.has('field:a:dbFieldName')).toBe(false);
    expect(problems.get('field:b:dbFieldName')).toEqual({
      studio: 'dataProviders.problems.dbFieldNameTaken',
    });
  });

  it('a template names only fields, and only those computed before it', () => {
    const template = (template: string): ProviderField => ({
      ...value('t', 'opis'),
      type: 'computed_string_template',
      template,
    });
    expect(validateProviderDraft(draftOf([value('a', 'imie'), template('{{imie}}')])).size).toBe(0);
    expect(
      validateProviderDraft(draftOf([value('a', 'imie'), template('{{nazwisko}}')])).get(
        'field:t:template',
      ),
    ).toEqual({
      studio: 'dataProviders.problems.unknownFieldName',
      params: { name: 'nazwisko' },
    });
    expect(
      validateProviderDraft(draftOf([template('{{imie}}'), value('a', 'imie')])).get(
        'field:t:template',
      ),
    ).toEqual({
      studio: 'dataProviders.problems.readsLaterField',
      params: { name: 'imie' },
    });
  });

  it('a computed expression must be written; a relation needs its provider and presented field', () => {
    const computed: ProviderField = {
      ...value('c', 'suma'),
      type: 'computed_field',
      method: { type: 'computed_expression', expression: ' ' },
    };
    const relation = {
      ...value('r', 'klient'),
      transform: {
        type: 'relation_value',
        schemaProviderId: '',
        presentByFieldAccess: { path: [] },
      },
    } as ProviderField;
    const problems = validateProviderDraft(draftOf([computed, relation]));
    expect(problems.get('field:c:method')).toEqual({
      studio: 'dataProviders.problems.expressionRequired',
    });
    expect(problems.get('field:r:transform')).toEqual({
      studio: 'dataProviders.problems.relationProviderRequired',
    });
  });

  it('an access rule names at least one role', () => {
    const draft = withAccess(draftOf([value('a', 'nazwa')]), [
      { roleIds: [], columns: { type: 'all' } },
    ]);
    expect(validateProviderDraft(draft).get('access:0:roleIds')).toEqual({
      studio: 'dataProviders.problems.accessRolesRequired',
    });
  });
});
