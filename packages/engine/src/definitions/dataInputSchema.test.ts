import { describe, expect, it } from 'vitest';
import type { DataInput } from './dataInput.types';
import { validateDefinition } from './validateDefinition';

const input: DataInput = {
  inputId: 'location',
  inputName: 'Device location',
  schema: {
    type: 'object',
    properties: [
      { propertyName: 'latitude', value: { type: 'number' } },
      { propertyName: 'longitude', value: { type: 'number' } },
    ],
  },
  data: { latitude: 52.2297, longitude: 21.0122 },
  meta: { isDeviceInfo: true },
  calculatedUsingInputIds: ['form'],
  contextFieldPath: ['address', 'coordinates'],
};

describe('data inputs (spec 001 §3.8)', () => {
  it('accepts inputId, inputName, schema, data, meta flags, calculatedUsingInputIds, contextFieldPath', () => {
    expect(validateDefinition('dataInput', input)).toEqual({ ok: true, value: input });
  });

  it('data is any JSON and may be absent until computed', () => {
    const { data: _data, ...withoutData } = input;
    expect(validateDefinition('dataInput', withoutData).ok).toBe(true);
    for (const data of [null, 0, 'text', [1, 2], { nested: { deep: true } }]) {
      expect(validateDefinition('dataInput', { ...input, data }).ok).toBe(true);
    }
  });

  it('rejects malformed inputs with readable paths', () => {
    const result = validateDefinition('dataInput', {
      inputId: '',
      schema: { type: 'number' },
      meta: { isFormInputs: 'yes', isHidden: true },
      calculatedUsingInputIds: ['a', 'a'],
    });
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'inputName', message: 'is required' },
      { path: 'inputId', message: 'must not be empty' },
      { path: 'meta.isHidden', message: 'is not an allowed property' },
      { path: 'meta.isFormInputs', message: 'must be a boolean' },
      {
        path: 'calculatedUsingInputIds',
        message: 'must not contain duplicates (items [0] and [1] are equal)',
      },
    ]);
  });

  it('an input cannot be calculated using itself', () => {
    expect(
      validateDefinition('dataInput', { ...input, calculatedUsingInputIds: ['form', 'location'] }),
    ).toEqual({
      ok: false,
      errors: [
        {
          path: 'calculatedUsingInputIds[1]',
          message: 'an input cannot be calculated using itself',
        },
      ],
    });
  });
});
