import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { DefinitionError } from './definitionError';
import { definitionIssues } from './definitionIssues';
import { EXAMPLE_CONDITION } from './exampleDefinitions';
import { assertDefinition, DEFINITION_KINDS, validateDefinition } from './validateDefinition';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('validateDefinition', () => {
  it('compiles every registered schema under the strict ajv instance', () => {
    // A schema with an unknown keyword or an unresolvable $ref throws here, not in production.
    for (const kind of DEFINITION_KINDS) {
      expect(() => validateDefinition(kind, {})).not.toThrow();
    }
  });

  it('throws only for an unknown kind, a programming error', () => {
    expect(() => validateDefinition('dashboard' as never, {})).toThrow(TypeError);
    expect(() => validateDefinition('toString' as never, {})).toThrow(TypeError);
  });

  it('never changes the definition: nothing is coerced or defaulted (load → save round-trips)', () => {
    const condition = deepFreeze(
      JSON.parse(JSON.stringify(EXAMPLE_CONDITION)) as typeof EXAMPLE_CONDITION,
    );
    const before = JSON.stringify(condition);
    const result = validateDefinition('condition', condition);
    expect(result).toEqual({ ok: true, value: condition });
    expect(result.ok && result.value).toBe(condition);
    expect(JSON.stringify(condition)).toBe(before);
    const number = validateDefinition('fieldSchema', { type: 'date_time', format: 'ISO', x: '1' });
    expect(number.ok).toBe(false);
  });

  it('validates the sibling kinds through their registered schemas', () => {
    expect(validateDefinition('condition', { type: 'and', conditions: [] })).toEqual({
      ok: false,
      errors: [{ path: 'conditions', message: 'must have at least 1 item' }],
    });
    expect(validateDefinition('method', { type: 'manual', value: 1 }).ok).toBe(true);
    expect(validateDefinition('method', { type: 'templated_string' })).toEqual({
      ok: false,
      errors: [{ path: 'template', message: 'is required' }],
    });
    expect(validateDefinition('transformation', { type: 'value_retrieve', path: 'a.b' }).ok).toBe(
      true,
    );
    expect(validateDefinition('transformation', { type: 'shift' }).ok).toBe(false);
    const interval = { startDate: '2024-01-01', duration: { months: 1 }, recurrence: 2 };
    expect(validateDefinition('timeInterval', interval)).toEqual({ ok: true, value: interval });
    expect(validateDefinition('timeInterval', { startDate: '2024-02-30', duration: {} })).toEqual({
      ok: false,
      errors: [
        {
          path: 'startDate',
          message: 'must be a real calendar date: yyyy-MM-dd or an ISO 8601 date-time',
        },
      ],
    });
  });

  it('reports a value of the wrong JSON type with the expected types', () => {
    expect(
      validateDefinition('applicationVersion', {
        id: 'v',
        name: 'n',
        versionStatus: 'draft',
        version: 1,
        publishedAt: 5,
      }),
    ).toEqual({
      ok: false,
      errors: [{ path: 'publishedAt', message: 'must be a string or null' }],
    });
  });
});

describe('assertDefinition', () => {
  it('returns the typed value when valid', () => {
    expect(assertDefinition('status', 'active')).toBe('active');
  });

  it('throws a DefinitionError carrying every {path, message}', () => {
    let thrown: unknown;
    try {
      assertDefinition('dataInput', { inputId: 'a', schema: { type: 'nope' } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DefinitionError);
    const error = thrown as DefinitionError;
    expect(error.errors).toEqual([
      { path: 'inputName', message: 'is required' },
      {
        path: 'schema.type',
        message:
          '"nope" is not a known type; expected one of: "unknown", "date_time", "time_interval", "relation", "array", "string", "number", "boolean", "object"',
      },
    ]);
    expect(error.message).toMatch(/^Invalid dataInput: inputName: is required; schema\.type: /);
  });
});

describe('definitionIssues', () => {
  const error = (keyword: string, instancePath: string, params: object = {}): ErrorObject => ({
    keyword,
    instancePath,
    schemaPath: `#/${keyword}`,
    params,
  });
  const lookup = () => undefined;

  it('drops a wrapper (anyOf, oneOf, if) when a precise error explains it, keeps it otherwise', () => {
    expect(
      definitionIssues(
        [error('type', '/a/b', { type: 'string' }), error('anyOf', '/a'), error('if', '/a')],
        lookup,
      ),
    ).toEqual([{ path: 'a.b', message: 'must be a string' }]);
    expect(definitionIssues([error('anyOf', '/x')], lookup)).toEqual([
      { path: 'x', message: 'does not match any of the allowed shapes' },
    ]);
  });

  it('reports identical issues once', () => {
    const twice = [
      error('required', '', { missingProperty: 'id' }),
      error('required', '', { missingProperty: 'id' }),
    ];
    expect(definitionIssues(twice, lookup)).toEqual([{ path: 'id', message: 'is required' }]);
  });

  it('words limits and sizes for people', () => {
    expect(
      definitionIssues(
        [
          error('exclusiveMinimum', '/n', { comparison: '>', limit: 0 }),
          error('maxItems', '/l', { limit: 1 }),
          error('minLength', '/s', { limit: 3 }),
          error('multipleOf', '/m', { multipleOf: 5 }),
        ],
        lookup,
      ),
    ).toEqual([
      { path: 'n', message: 'must be greater than 0' },
      { path: 'l', message: 'must have at most 1 item' },
      { path: 's', message: 'must be at least 3 characters long' },
      { path: 'm', message: 'must be a multiple of 5' },
    ]);
  });
});
