import { describe, expect, it } from 'vitest';
import type { DataProvider } from './dataProvider.types';
import { EXAMPLE_CONDITION, EXAMPLE_METHOD } from './exampleDefinitions';
import type { ProviderField } from './providerField.types';
import { validateDefinition } from './validateDefinition';

const valueField = (id: string, dbFieldName: string): ProviderField => ({
  id,
  dbFieldName,
  status: 'active',
  type: 'value_field',
  fieldValue: { type: 'text' },
});

const fieldsOfEveryKind: ProviderField[] = [
  valueField('f-name', 'name'),
  {
    id: 'f-label',
    dbFieldName: 'label',
    name: 'Label',
    status: 'active',
    type: 'computed_string_template',
    template: '{{name}} ({{city}})',
    fieldValue: { type: 'text' },
  },
  {
    id: 'f-total',
    dbFieldName: 'total',
    status: 'active',
    type: 'aggregating_field',
    aggregation: { method: 'sum', aggregateFieldId: 'amount', condition: EXAMPLE_CONDITION },
    fieldValue: { type: 'number' },
  },
  {
    id: 'f-count',
    dbFieldName: 'count',
    status: 'inactive',
    type: 'aggregating_field',
    aggregation: { method: 'count' },
    fieldValue: { type: 'number' },
  },
  {
    id: 'f-group',
    dbFieldName: 'group',
    status: 'active',
    type: 'grouping_field',
    groupByFieldId: 'region',
    fieldValue: { type: 'text' },
  },
  {
    id: 'f-city',
    dbFieldName: 'city',
    status: 'active',
    type: 'query_sourced_field',
    sourceFieldAccess: { path: ['address', 'city'] },
    fieldValue: { type: 'text' },
  },
  {
    id: 'f-id',
    dbFieldName: 'recordId',
    status: 'deleted',
    type: 'computed_field',
    method: EXAMPLE_METHOD,
    fieldValue: { type: 'text' },
  },
];

const valueTypes: ProviderField['fieldValue'][] = [
  { type: 'text' },
  { type: 'number' },
  { type: 'boolean' },
  { type: 'date' },
  { type: 'date_time' },
  { type: 'time_interval', duration: { months: 1 } },
  { type: 'schema', schema: { type: 'array', item: { type: 'number' } } },
  { type: 'upload_files' },
  { type: 'system_source_reference', source: 'users', multiple: true },
];

describe('provider fields (spec 001 §3.3)', () => {
  it('accepts every kind: value_field, computed_string_template, aggregating_field, grouping_field, query_sourced_field, computed_field', () => {
    for (const field of fieldsOfEveryKind) {
      expect(validateDefinition('providerField', field)).toEqual({ ok: true, value: field });
    }
  });

  it('accepts every value type, time_interval with duration, system_source_reference with source and multiple', () => {
    for (const fieldValue of valueTypes) {
      const field = { ...valueField('f', 'f'), fieldValue };
      expect(validateDefinition('providerField', field).ok).toBe(true);
    }
  });

  it('accepts the transforms relation_value {schemaProviderId, presentByFieldAccess} and time_interval', () => {
    for (const transform of [
      {
        type: 'relation_value',
        schemaProviderId: 'clients',
        presentByFieldAccess: { path: ['name'] },
      },
      { type: 'time_interval' },
    ]) {
      expect(validateDefinition('providerField', { ...valueField('f', 'f'), transform }).ok).toBe(
        true,
      );
    }
  });

  it('rejects malformed fields with the paths of every problem', () => {
    const result = validateDefinition('providerField', {
      id: 'f',
      dbFieldName: 'first name',
      status: 'enabled',
      type: 'value_field',
      fieldValue: { type: 'system_source_reference', source: 'users' },
      transform: { type: 'relation_value', schemaProviderId: 'x' },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'dbFieldName', message: "may contain only Latin letters, digits, '-' and '_'" },
      { path: 'status', message: 'must be one of: "inactive", "active", "deleted"' },
      { path: 'fieldValue.multiple', message: 'is required' },
      { path: 'transform.presentByFieldAccess', message: 'is required' },
    ]);
  });

  it('sum, average, max and min aggregate a field; count does not need one', () => {
    const aggregating = (aggregation: object) => ({
      ...fieldsOfEveryKind[2],
      aggregation,
    });
    expect(validateDefinition('providerField', aggregating({ method: 'average' }))).toEqual({
      ok: false,
      errors: [{ path: 'aggregation.aggregateFieldId', message: 'is required' }],
    });
    expect(validateDefinition('providerField', aggregating({ method: 'count' })).ok).toBe(true);
  });

  it('a kind requires its own property (computed_field needs a method)', () => {
    const { method: _method, ...withoutMethod } = fieldsOfEveryKind[6] as ProviderField & {
      method: unknown;
    };
    expect(validateDefinition('providerField', withoutMethod)).toEqual({
      ok: false,
      errors: [{ path: 'method', message: 'is required' }],
    });
  });

  it('checks the value schema rules of a schema field', () => {
    const field = {
      ...valueField('f', 'f'),
      fieldValue: {
        type: 'schema',
        schema: {
          type: 'object',
          properties: [
            { propertyName: 'a', value: { type: 'number' } },
            { propertyName: 'a', value: { type: 'number' } },
          ],
        },
      },
    };
    expect(validateDefinition('providerField', field)).toEqual({
      ok: false,
      errors: [
        {
          path: 'fieldValue.schema.properties[1].propertyName',
          message: 'duplicate property name "a" (already used at fieldValue.schema.properties[0])',
        },
      ],
    });
  });
});

const provider: DataProvider = {
  id: 'orders',
  name: 'Orders',
  type: 'manual',
  status: 'active',
  schemaVersion: 1,
  context: { type: 'process_settings', id: 'p1' },
  config: { fields: [valueField('f-name', 'name'), valueField('f-price', 'price')] },
  binding: { dataProviderId: 'archive', fields: { 'f-name': 'a-name' } },
  access: [
    { roleIds: ['admin'], columns: { type: 'all' } },
    {
      roleIds: ['sales'],
      columns: { type: 'limited', fieldIds: ['f-name'] },
      records: { type: 'matching', condition: EXAMPLE_CONDITION },
    },
  ],
};

describe('data providers (spec 001 §3.3)', () => {
  it('accepts a manual provider with context, binding and per-role access', () => {
    expect(validateDefinition('dataProvider', provider)).toEqual({ ok: true, value: provider });
  });

  it('query-sourced providers hold a general query, pipeline ones a pipeline, aggregating ones their source', () => {
    const base = { id: 'p', name: 'P', status: 'active' };
    const fields: ProviderField[] = [];
    expect(
      validateDefinition('dataProvider', { ...base, type: 'query_sourced', config: { fields } }),
    ).toEqual({ ok: false, errors: [{ path: 'config.query', message: 'is required' }] });
    expect(
      validateDefinition('dataProvider', { ...base, type: 'pipeline_query', config: { fields } }),
    ).toEqual({ ok: false, errors: [{ path: 'config.pipeline', message: 'is required' }] });
    const query = { type: 'general_query', fromProviderId: 'orders' };
    expect(
      validateDefinition('dataProvider', {
        ...base,
        type: 'query_sourced',
        config: { fields, query },
      }).ok,
    ).toBe(true);
    expect(
      validateDefinition('dataProvider', {
        ...base,
        type: 'query_sourced',
        config: { fields, query: { ...query, type: 'single_data_record' } },
      }),
    ).toEqual({
      ok: false,
      errors: [{ path: 'config.query.type', message: 'must be general_query' }],
    });
    const pipeline = { fromProviderId: 'orders', stages: [] };
    expect(
      validateDefinition('dataProvider', {
        ...base,
        type: 'pipeline_query',
        config: { fields, pipeline },
      }).ok,
    ).toBe(true);
    expect(
      validateDefinition('dataProvider', {
        ...base,
        type: 'aggregating',
        config: { fields, sourceProviderId: 'orders' },
      }).ok,
    ).toBe(true);
    expect(
      validateDefinition('dataProvider', {
        ...base,
        type: 'process',
        systemSource: 'users',
        config: { fields },
      }).ok,
    ).toBe(true);
  });

  it('each provider type holds only its own field kinds', () => {
    const base = { id: 'p', name: 'P', status: 'active' };
    const kinds = (type: string, config: object) => {
      const result = validateDefinition('dataProvider', {
        ...base,
        type,
        config: { fields: fieldsOfEveryKind, ...config },
      });
      return (result.ok ? [] : result.errors).map((error) => error.path);
    };
    // 0 value, 1 template, 2–3 aggregating, 4 grouping, 5 query-sourced, 6 computed.
    expect(kinds('manual', {})).toEqual([
      'config.fields[2].type',
      'config.fields[3].type',
      'config.fields[4].type',
      'config.fields[5].type',
    ]);
    expect(kinds('aggregating', { sourceProviderId: 'orders' })).toEqual([
      'config.fields[0].type',
      'config.fields[1].type',
      'config.fields[5].type',
      'config.fields[6].type',
    ]);
    expect(kinds('pipeline_query', { pipeline: { fromProviderId: 'orders', stages: [] } })).toEqual(
      [
        'config.fields[0].type',
        'config.fields[1].type',
        'config.fields[2].type',
        'config.fields[3].type',
        'config.fields[4].type',
        'config.fields[6].type',
      ],
    );
    const message = validateDefinition('dataProvider', {
      ...base,
      type: 'manual',
      config: { fields: [fieldsOfEveryKind[4]] },
    });
    expect(message).toEqual({
      ok: false,
      errors: [
        {
          path: 'config.fields[0].type',
          message:
            'a manual provider holds only value_field, computed_string_template, computed_field fields',
        },
      ],
    });
  });

  it('a virtual provider has no binding, and its pipeline keeps the pipeline rules', () => {
    const group = {
      type: 'group',
      groupBy: [{ propertyName: 'month', expression: { type: 'fieldPath', path: ['month'] } }],
      aggregations: [{ propertyName: 'month', method: 'count' }],
    };
    const result = validateDefinition('dataProvider', {
      id: 'p',
      name: 'P',
      status: 'active',
      type: 'pipeline_query',
      binding: { dataProviderId: 'x', fields: {} },
      config: { fields: [], pipeline: { fromProviderId: 'orders', stages: [group] } },
    });
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual([
      'binding',
      'config.pipeline.stages[0].aggregations[0].propertyName',
    ]);
  });

  it('reports an unknown provider type with the five engine types', () => {
    const result = validateDefinition('dataProvider', { ...provider, type: 'system' });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        path: 'type',
        message:
          '"system" is not a known type; expected one of: "manual", "process", "query_sourced", "pipeline_query", "aggregating"',
      },
    ]);
  });

  it('rejects a schemaVersion newer than this engine understands', () => {
    expect(validateDefinition('dataProvider', { ...provider, schemaVersion: 2 })).toEqual({
      ok: false,
      errors: [{ path: 'schemaVersion', message: 'must be at most 1' }],
    });
  });

  it('field ids and dbFieldNames are unique; access and binding name existing fields', () => {
    const result = validateDefinition('dataProvider', {
      ...provider,
      config: {
        fields: [valueField('a', 'name'), valueField('a', 'other'), valueField('c', 'name')],
      },
      access: [{ roleIds: ['r'], columns: { type: 'limited', fieldIds: ['a', 'zz'] } }],
      binding: { dataProviderId: 'x', fields: { nope: 'y' } },
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        path: 'config.fields[1].id',
        message: 'duplicate field id "a" (already used at config.fields[0])',
      },
      {
        path: 'config.fields[2].dbFieldName',
        message: 'duplicate dbFieldName "name" (already used at config.fields[0])',
      },
      { path: 'access[0].columns.fieldIds[1]', message: 'unknown field id "zz"' },
      { path: 'binding.fields.nope', message: 'unknown field id "nope"' },
    ]);
  });

  it('an access entry needs roles; duplicate role ids are an error', () => {
    const result = validateDefinition('dataProvider', {
      ...provider,
      access: [
        { roleIds: [], columns: { type: 'all' } },
        { roleIds: ['a', 'a'], columns: { type: 'some' } },
      ],
    });
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'access[0].roleIds', message: 'must have at least 1 item' },
      {
        path: 'access[1].roleIds',
        message: 'must not contain duplicates (items [0] and [1] are equal)',
      },
      {
        path: 'access[1].columns.type',
        message: '"some" is not a known type; expected one of: "all", "limited"',
      },
    ]);
  });
});
