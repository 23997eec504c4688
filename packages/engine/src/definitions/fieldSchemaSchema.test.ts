import { describe, expect, it } from 'vitest';
import type { FieldSchema } from './fieldSchema.types';
import { validateDefinition } from './validateDefinition';

const everyType: FieldSchema = {
  type: 'object',
  properties: [
    { propertyName: 'anything', value: { type: 'unknown' } },
    { propertyName: 'createdAt', value: { type: 'date_time', format: 'ISO_UTC' } },
    { propertyName: 'period', value: { type: 'time_interval' } },
    {
      propertyName: 'owner',
      value: {
        type: 'relation',
        dataSource: { type: 'system_source', source: 'users' },
        presentByFieldAccess: { path: ['personalDetails', 'surname'] },
      },
    },
    {
      propertyName: 'client',
      value: { type: 'relation', dataSource: { type: 'data_provider', dataProviderId: 'clients' } },
    },
    { propertyName: 'tags', value: { type: 'array', item: { type: 'string' } } },
    { propertyName: 'externalId', value: { type: 'string', subtype: 'externalId' } },
    { propertyName: 'amount', value: { type: 'number' } },
    { propertyName: 'paid', value: { type: 'boolean' } },
  ],
};

describe('field schema (spec 001 §3.6)', () => {
  it('accepts every field schema type, nested through object and array', () => {
    expect(validateDefinition('fieldSchema', everyType)).toEqual({ ok: true, value: everyType });
  });

  it('"date_time (with format)": the format is required and one of the date formats', () => {
    expect(validateDefinition('fieldSchema', { type: 'date_time' })).toEqual({
      ok: false,
      errors: [{ path: 'format', message: 'is required' }],
    });
    const result = validateDefinition('fieldSchema', { type: 'date_time', format: 'yyyy' });
    expect(result.ok || result.errors[0]?.message).toBe(
      'must be one of: "DATE", "ISO", "ISO_UTC", "FULL", "FULL_NO_SECS"',
    );
  });

  it('reports an unknown type by name, with the known ones', () => {
    const result = validateDefinition('fieldSchema', {
      type: 'array',
      item: { type: 'text' },
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          path: 'item.type',
          message:
            '"text" is not a known type; expected one of: "unknown", "date_time", "time_interval", "relation", "array", "string", "number", "boolean", "object"',
        },
      ],
    });
  });

  it('"string (optional subtype externalId)": no other subtype', () => {
    expect(validateDefinition('fieldSchema', { type: 'string', subtype: 'email' })).toEqual({
      ok: false,
      errors: [{ path: 'subtype', message: 'must be "externalId"' }],
    });
  });

  it('finds errors deep in objects and arrays, with readable paths', () => {
    const result = validateDefinition('fieldSchema', {
      type: 'object',
      properties: [
        { propertyName: 'ok', value: { type: 'number' } },
        { propertyName: 'bad name', value: { type: 'array' } },
        { propertyName: 'rel', value: { type: 'relation', dataSource: { type: 'system_source' } } },
      ],
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        path: 'properties[1].propertyName',
        message: "may contain only Latin letters, digits, '-' and '_'",
      },
      { path: 'properties[1].value.item', message: 'is required' },
      { path: 'properties[2].value.dataSource.source', message: 'is required' },
    ]);
  });

  it('rejects a property the type does not declare (a typo must not pass silently)', () => {
    expect(validateDefinition('fieldSchema', { type: 'number', decimals: 2 })).toEqual({
      ok: false,
      errors: [{ path: 'decimals', message: 'is not an allowed property' }],
    });
  });

  it('rejects two properties of one object with the same name, at any depth', () => {
    const result = validateDefinition('fieldSchema', {
      type: 'array',
      item: {
        type: 'object',
        properties: [
          { propertyName: 'city', value: { type: 'string' } },
          { propertyName: 'city', value: { type: 'number' } },
        ],
      },
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          path: 'item.properties[1].propertyName',
          message: 'duplicate property name "city" (already used at item.properties[0])',
        },
      ],
    });
  });

  it('reports a missing type as required', () => {
    expect(validateDefinition('fieldSchema', {})).toEqual({
      ok: false,
      errors: [{ path: 'type', message: 'is required' }],
    });
    expect(validateDefinition('fieldSchema', 'number')).toEqual({
      ok: false,
      errors: [{ path: '', message: 'must be an object' }],
    });
  });
});
