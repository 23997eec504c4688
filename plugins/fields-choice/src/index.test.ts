import { compileJsonSchema, createRegistry } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import {
  CHOICE_LIST_PAGE_SIZE,
  checkboxListFieldType,
  fieldsChoice,
  fieldsChoiceMessages,
  LIST_SELECT_PAGE_SIZE,
  listSelectFieldType,
  radioGroupFieldType,
} from './index';

describe('fieldsChoice', () => {
  it('registers list_select, radio_group and checkbox_list', () => {
    const registry = createRegistry([fieldsChoice]);
    expect(registry.fieldTypes.map((fieldType) => fieldType.type)).toEqual([
      'list_select',
      'radio_group',
      'checkbox_list',
    ]);
  });

  it.each(
    createRegistry([fieldsChoice]).fieldTypes.map((fieldType) => [fieldType.type, fieldType]),
  )(
    '%s takes the spec default grid size, width 3 and height 9 (spec 002 §3)',
    (_type, fieldType) => {
      expect(fieldType.defaultSize).toEqual({ width: 3, height: 9 });
    },
  );

  it("pages options by 30 in a list select and by 100 in radio groups and checkbox lists (spec 002 §9 'select page size 30; radio/checkbox 100')", () => {
    expect(LIST_SELECT_PAGE_SIZE).toBe(30);
    expect(CHOICE_LIST_PAGE_SIZE).toBe(100);
  });

  it('has the same message keys in Polish and English', () => {
    const keys = (messages: object, prefix = ''): string[] =>
      Object.entries(messages).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(fieldsChoiceMessages.en)).toEqual(keys(fieldsChoiceMessages.pl));
  });

  it("has texts for the spec's select list error keys (spec 002 §8 'selectList.loadingError', 'selectList.noData')", () => {
    for (const language of ['pl', 'en'] as const) {
      expect(fieldsChoiceMessages[language].selectList.loadingError).not.toBe('');
      expect(fieldsChoiceMessages[language].selectList.noData).not.toBe('');
    }
  });
});

describe('fieldsChoice schemas', () => {
  const fieldTypes = createRegistry([fieldsChoice]).fieldTypes;

  it.each(fieldTypes.map((fieldType) => [fieldType.type, fieldType] as const))(
    '%s: the default options and the empty value satisfy their own schemas',
    (_type, fieldType) => {
      expect(compileJsonSchema(fieldType.optionsSchema)(fieldType.defaultOptions)).toMatchObject({
        ok: true,
      });
      expect(compileJsonSchema(fieldType.valueSchema)(fieldType.emptyValue)).toMatchObject({
        ok: true,
      });
    },
  );

  const query = {
    fromProviderId: 'cities',
    filter: {
      type: 'match_field',
      searchField: { type: 'own_field', fieldName: 'country' },
      matchKind: 'match',
      value: { type: 'const', value: 'PL' },
    },
    sorting: [{ fieldAccess: { path: ['name'] }, direction: 'asc' }],
  };

  it('accepts a query {fromProviderId, filter, sorting} checked by the engine filter schema (spec 002 §3)', () => {
    const check = compileJsonSchema(listSelectFieldType.optionsSchema);
    const options = {
      ...listSelectFieldType.defaultOptions,
      query,
      presentValueAccess: { path: ['name'] },
    };
    expect(check(options)).toMatchObject({ ok: true });
    expect(
      check({ ...options, query: { ...query, filter: { type: 'match_field', matchKind: 'x' } } }),
    ).toMatchObject({ ok: false });
    expect(check({ ...options, query: { fromProviderId: ' ' } })).toMatchObject({ ok: false });
  });

  it('rejects an access with an empty path, a $-name other than $id/$createdAt, or an unknown option', () => {
    const check = compileJsonSchema(radioGroupFieldType.optionsSchema);
    const base = radioGroupFieldType.defaultOptions;
    expect(check({ ...base, valueAccess: { path: [] } })).toMatchObject({ ok: false });
    expect(check({ ...base, valueAccess: { path: ['$data'] } })).toMatchObject({ ok: false });
    expect(check({ ...base, colorAccess: { path: ['colour'] } })).toMatchObject({ ok: true });
    expect(check({ ...base, colour: 'red' })).toMatchObject({ ok: false });
    expect(check({ ...base, direction: 'diagonal' })).toMatchObject({ ok: false });
  });

  it('stores scalars only: a list select value is a value, a list of values or null', () => {
    const check = compileJsonSchema(listSelectFieldType.valueSchema);
    for (const value of [null, 'r1', 7, ['r1', 7], []]) {
      expect(check(value)).toMatchObject({ ok: true });
    }
    for (const value of [{ id: 'r1' }, [null], true, ['r1', 'r1']]) {
      expect(check(value)).toMatchObject({ ok: false });
    }
  });

  it('keeps a checkbox list value a list of distinct scalars', () => {
    const check = compileJsonSchema(checkboxListFieldType.valueSchema);
    expect(check(['a', 1])).toMatchObject({ ok: true });
    expect(check(null)).toMatchObject({ ok: false });
    expect(check(['a', 'a'])).toMatchObject({ ok: false });
  });
});
