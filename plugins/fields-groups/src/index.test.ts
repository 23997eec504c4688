import {
  compileJsonSchema,
  createFormStore,
  createRegistry,
  createStaticHost,
  type FormField,
  MAX_REPEATING_GROUP_ROWS,
} from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import {
  containerFieldType,
  fieldsGroups,
  fieldsGroupsMessages,
  repeatingGroupFieldType,
} from './index';

const field = (id: string, type: FormField['type']): FormField => ({
  id,
  name: id,
  status: 'active',
  type,
  layout: { x: 0, y: 0, width: 12, height: 9 },
});

describe('fieldsGroups', () => {
  it('registers repeating_group and container', () => {
    const registry = createRegistry([fieldsGroups]);
    expect(registry.fieldTypes.map((fieldType) => fieldType.type)).toEqual([
      'repeating_group',
      'container',
    ]);
  });

  it('sizes both "repeating group and container width 12, height 9" (spec 002 §3)', () => {
    const registry = createRegistry([fieldsGroups]);
    for (const type of ['repeating_group', 'container']) {
      const resolved = registry.resolveFieldType(type);
      expect(resolved.ok && resolved.definition.defaultSize).toEqual({ width: 12, height: 9 });
    }
  });

  it('makes the registry agree with the form store: both types are known with the plugin', () => {
    const form = {
      id: 'offer',
      name: 'Oferta',
      fields: [
        field('items', { name: 'repeating_group', options: { fieldsTemplate: [] } }),
        field('box', { name: 'container', options: { fields: [] } }),
      ],
    };
    const host = createStaticHost();
    // The store walks both structures itself: never 'incorrect field type', plugin or not.
    for (const plugins of [[], [fieldsGroups]]) {
      const store = createFormStore(form, { registry: createRegistry(plugins), host });
      expect(store.getState().field('items')?.typeProblem).toBeNull();
    }
    // The registry only knows them once the plugin is registered.
    expect(createRegistry([]).resolveFieldType('repeating_group').ok).toBe(false);
    expect(createRegistry([fieldsGroups]).resolveFieldType('repeating_group').ok).toBe(true);
    expect(createRegistry([fieldsGroups]).resolveFieldType('container').ok).toBe(true);
  });

  it("caps a group's rows where the form store caps its row limits: 100 rows (spec 002 §5)", () => {
    const form = {
      id: 'offer',
      name: 'Oferta',
      fields: [
        field('items', {
          name: 'repeating_group',
          options: { fieldsTemplate: [], maxRowsCount: { type: 'manual', value: 500 } },
        }),
      ],
    };
    const store = createFormStore(form, {
      registry: createRegistry([fieldsGroups]),
      host: createStaticHost(),
    });
    expect(store.getState().field('items')?.rowLimits).toEqual({ min: 0, max: 100 });
    expect(repeatingGroupFieldType.valueSchema).toMatchObject({ maxItems: 100 });
  });

  it('has the same message keys in Polish and English', () => {
    const keys = (messages: object, prefix = ''): string[] =>
      Object.entries(messages).flatMap(([key, value]) =>
        typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(fieldsGroupsMessages.en)).toEqual(keys(fieldsGroupsMessages.pl));
  });
});

describe('fieldsGroups schemas', () => {
  it.each([
    ['repeating_group', repeatingGroupFieldType],
    ['container', containerFieldType],
  ] as const)(
    '%s: the default options and the empty value satisfy their own schemas',
    (_t, type) => {
      expect(compileJsonSchema(type.optionsSchema)(type.defaultOptions)).toMatchObject({
        ok: true,
      });
      expect(compileJsonSchema(type.valueSchema)(type.emptyValue)).toMatchObject({ ok: true });
    },
  );

  it('accepts a row template of form fields, row limits as methods and group variables', () => {
    const check = compileJsonSchema(repeatingGroupFieldType.optionsSchema);
    expect(
      check({
        fieldsTemplate: [field('price', { name: 'number' })],
        minRowsCount: { type: 'manual', value: 1 },
        maxRowsCount: { type: 'field_value_access', fieldId: 'count' },
        groupVariables: [{ id: 'v1', name: 'suma', value: { type: 'manual', value: 0 } }],
      }),
    ).toMatchObject({ ok: true });
  });

  it('rejects options without a template, a malformed template field or an unknown option', () => {
    const check = compileJsonSchema(repeatingGroupFieldType.optionsSchema);
    expect(check({})).toMatchObject({ ok: false });
    expect(check({ fieldsTemplate: [{ id: 'x' }] })).toMatchObject({ ok: false });
    expect(check({ fieldsTemplate: [], colour: 'red' })).toMatchObject({ ok: false });
    expect(compileJsonSchema(containerFieldType.optionsSchema)({})).toMatchObject({ ok: false });
  });

  it('"Repeating group rows max 100" (spec 002 §9): the value schema and check cap the rows', () => {
    const rows = (count: number) => Array.from({ length: count }, () => ({}));
    const checkValue = compileJsonSchema(repeatingGroupFieldType.valueSchema);
    expect(checkValue(rows(MAX_REPEATING_GROUP_ROWS))).toMatchObject({ ok: true });
    expect(checkValue(rows(MAX_REPEATING_GROUP_ROWS + 1))).toMatchObject({ ok: false });
    const context = { options: repeatingGroupFieldType.defaultOptions, path: 'items' };
    expect(repeatingGroupFieldType.validate(rows(100), context)).toEqual([]);
    expect(repeatingGroupFieldType.validate(rows(101), context)).toEqual([
      { path: 'items', messageKey: 'validations.maxArrayLength', params: { max: 100 } },
    ]);
  });
});
