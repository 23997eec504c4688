import type { ProviderField } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { emptyProviderDraft, withAccess, withFields } from './providerDraft';
import { manualProvider, textField } from './providerFixtures';
import { validateProviderDraft } from './validateProviderDraft';
import { changeProviderType, withQueryFilter, withSourceProvider } from './virtualProviderDraft';

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

describe('validateProviderDraft: providers computed from others (docs/virtual-providers.md)', () => {
  const orders = manualProvider('p-orders', 'Zamówienia', [
    textField('region', 'Region'),
    { ...textField('kwota', 'Kwota'), fieldValue: { type: 'number' } },
    textField('stare', 'Stare', 'deleted'),
  ]);
  const providers = [orders];
  const computed = (
    type: 'query_sourced' | 'aggregating' | 'pipeline_query',
    fields: ProviderField[],
  ) =>
    withFields(
      withSourceProvider(
        changeProviderType({ ...emptyProviderDraft(), name: 'Raport' }, type),
        'p-orders',
      ),
      fields,
    );

  it('each reads a source provider, which must be chosen', () => {
    for (const type of ['query_sourced', 'aggregating', 'pipeline_query'] as const) {
      const draft = changeProviderType({ ...emptyProviderDraft(), name: 'Raport' }, type);
      expect(validateProviderDraft(draft, { providers }).get('source')).toEqual({
        studio: 'dataProviders.problems.sourceRequired',
      });
      expect(validateProviderDraft(computed(type, []), { providers }).size).toBe(0);
    }
  });

  it("a query-sourced field reads a source field or $id / $createdAt; a filter's rows are complete and name source fields", () => {
    const field = (id: string, path: string[]): ProviderField => ({
      id,
      dbFieldName: id,
      status: 'active',
      type: 'query_sourced_field',
      sourceFieldAccess: { path },
      fieldValue: { type: 'text' },
    });
    const draft = computed('query_sourced', [
      field('a', ['region']),
      field('b', ['$createdAt']),
      field('c', []),
      field('d', ['stare']),
    ]);
    const problems = validateProviderDraft(draft, { providers });
    expect(problems.has('field:a:sourceFieldAccess')).toBe(false);
    expect(problems.has('field:b:sourceFieldAccess')).toBe(false);
    expect(problems.get('field:c:sourceFieldAccess')).toEqual({
      studio: 'dataProviders.problems.sourceFieldRequired',
    });
    expect(problems.get('field:d:sourceFieldAccess')).toEqual({
      studio: 'dataProviders.problems.unknownSourceField',
      params: { name: 'stare' },
    });
    const filter = (fieldName: string, value: string) =>
      withQueryFilter(draft, {
        type: 'match_field',
        searchField: { type: 'own_field', fieldName },
        matchKind: 'match',
        value: { type: 'const', value },
      });
    expect(validateProviderDraft(filter('region', ''), { providers }).get('filter')).toEqual({
      studio: 'dataProviders.problems.filterIncomplete',
    });
    expect(validateProviderDraft(filter('miasto', 'Kraków'), { providers }).get('filter')).toEqual({
      studio: 'dataProviders.problems.unknownSourceField',
      params: { name: 'miasto' },
    });
    // While the providers load, what names their fields is left to the server.
    expect(validateProviderDraft(filter('miasto', 'Kraków')).has('filter')).toBe(false);
  });

  it('a pipeline field reads a path without empty parts; its stages must be written as stages', () => {
    const draft = computed('pipeline_query', [
      {
        id: 'p',
        dbFieldName: 'miasto',
        status: 'active',
        type: 'query_sourced_field',
        sourceFieldAccess: { path: ['adres', '', 'miasto'] },
        fieldValue: { type: 'text' },
      },
    ]);
    const problems = validateProviderDraft(draft, { providers, stagesText: '[{"type": "sort"' });
    expect(problems.get('field:p:sourceFieldAccess')).toEqual({
      studio: 'dataProviders.problems.sourcePathInvalid',
    });
    expect(problems.get('stages')).toMatchObject({ studio: 'dataProviders.problems.jsonSyntax' });
    expect(validateProviderDraft(draft, { providers, stagesText: '[]' }).has('stages')).toBe(false);
  });

  it('an aggregating provider groups by and aggregates live source fields (by id); count needs none; conditions read source fields', () => {
    const draft = computed('aggregating', [
      {
        id: 'g',
        dbFieldName: 'region',
        status: 'active',
        type: 'grouping_field',
        groupByFieldId: 'f-region',
        fieldValue: { type: 'text' },
      },
      {
        id: 'n',
        dbFieldName: 'liczba',
        status: 'active',
        type: 'aggregating_field',
        aggregation: {
          method: 'count',
          condition: { type: 'non_empty', valueAccess: { fieldId: 'f-miasto' } },
        },
        fieldValue: { type: 'number' },
      },
      {
        id: 's',
        dbFieldName: 'suma',
        status: 'active',
        type: 'aggregating_field',
        aggregation: { method: 'sum', aggregateFieldId: '' },
        fieldValue: { type: 'number' },
      },
      {
        id: 'x',
        dbFieldName: 'stare',
        status: 'active',
        type: 'grouping_field',
        groupByFieldId: 'f-stare',
        fieldValue: { type: 'text' },
      },
      { ...value('v', 'wartosc') },
    ]);
    const problems = validateProviderDraft(draft, { providers });
    expect(problems.has('field:g:groupByFieldId')).toBe(false);
    expect(problems.get('field:n:condition/valueAccess')).toEqual({
      studio: 'conditions.problems.unknownField',
    });
    expect(problems.get('field:s:aggregateFieldId')).toEqual({
      studio: 'dataProviders.problems.sourceFieldRequired',
    });
    expect(problems.get('field:x:groupByFieldId')).toEqual({
      studio: 'dataProviders.problems.sourceFieldMissing',
    });
    expect(problems.get('field:v:type')).toEqual({
      studio: 'dataProviders.problems.kindNotAllowed',
    });
  });
});
