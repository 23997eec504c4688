import { describe, expect, it } from 'vitest';
import { compileJsonSchema } from './compileJsonSchema';
import { SCHEMA_IDS } from './schemaIds';

describe('compileJsonSchema', () => {
  it('validates a plugin schema that references a definition schema, with readable errors', () => {
    const validate = compileJsonSchema<{ prefix: string; visibleWhen?: unknown }>({
      type: 'object',
      required: ['prefix'],
      properties: { prefix: { type: 'string' }, visibleWhen: { $ref: SCHEMA_IDS.condition } },
      additionalProperties: false,
    });
    expect(validate({ prefix: 'PLN', visibleWhen: { type: 'constant', value: true } })).toEqual({
      ok: true,
      value: { prefix: 'PLN', visibleWhen: { type: 'constant', value: true } },
    });
    expect(validate({ prefix: 1, visibleWhen: { type: 'or', conditions: [] } })).toEqual({
      ok: false,
      errors: [
        { path: 'prefix', message: 'must be a string' },
        { path: 'visibleWhen.conditions', message: 'must have at least 1 item' },
      ],
    });
  });

  it('rejects a malformed schema when compiled (strict mode), not when used', () => {
    expect(() => compileJsonSchema({ type: 'object', propertees: {} })).toThrow(/unknown keyword/);
  });
});
