import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getDefinitionAjv } from '../definitions/definitionAjv';
import { SCHEMA_IDS } from '../definitions/schemaIds';
import { methodSchema } from '../methods/methodSchema';
import { validateCondition } from './compileCondition';
import { conditionSchema } from './conditionSchema';
import { COMPARISON_OPERATORS } from './operators';

// The JSON Schema and the compiler are two statements of one grammar: they must accept and
// reject the same definitions.

function schemaAccepts(definition: unknown): boolean {
  const ajv = getDefinitionAjv();
  if (!ajv.getSchema(SCHEMA_IDS.method)) ajv.addSchema(methodSchema);
  const validate = ajv.getSchema(SCHEMA_IDS.condition)!;
  return validate(definition) as boolean;
}

const field = { fieldId: 'x' };
const VALID: unknown[] = [
  { type: 'constant' },
  { type: 'constant', value: true },
  { type: 'is_empty', valueAccess: field },
  { type: 'non_empty', valueAccess: { fieldId: 'g', path: [{ type: 'relative_position' }, 'p'] } },
  { type: 'compare_value', leftValueAccess: field },
  { type: 'compare_value', leftValueAccess: field, operator: 'equal' },
  {
    type: 'compare_value',
    leftValueAccess: field,
    operator: 'in_array',
    rightValue: { type: 'const', value: ['a'] },
  },
  {
    type: 'compare_value',
    leftValueAccess: field,
    operator: 'less_than',
    rightValue: { type: 'another_field', valueAccess: { fieldId: 'y' } },
  },
  {
    type: 'compare_value',
    leftValueAccess: field,
    operator: 'equal',
    rightValue: { type: 'expression', expression: 'current_user' },
  },
  {
    type: 'compare_value',
    leftValueAccess: field,
    operator: 'between',
    rightValue: { type: 'range', start: { type: 'const', value: 1 } },
  },
  {
    type: 'compare_value',
    leftValueAccess: {
      fieldId: 'g',
      path: [
        { type: 'absolute_position', positionType: 'lastItem' },
        { type: 'absolute_position', position: 2 },
        { type: 'absolute_position', positionType: 'afterPosition', position: 1 },
        'p',
      ],
    },
    operator: 'equal',
    rightValue: { type: 'const', value: null },
  },
  { type: 'and', conditions: [{ type: 'constant' }] },
  {
    type: 'or',
    conditions: [{ type: 'and', conditions: [{ type: 'is_empty', valueAccess: field }] }],
  },
];
const INVALID: unknown[] = [
  null,
  [],
  'constant',
  {},
  { type: 'never' },
  { type: 'constant', value: 'true' },
  { type: 'constant', extra: 1 },
  { type: 'and', conditions: [] },
  { type: 'or' },
  { type: 'and', conditions: [{ type: 'nope' }] },
  { type: 'is_empty' },
  { type: 'is_empty', valueAccess: {} },
  { type: 'is_empty', valueAccess: { fieldId: ' ' } },
  { type: 'is_empty', valueAccess: { fieldId: 'x', path: [''] } },
  { type: 'is_empty', valueAccess: { fieldId: 'x', path: [{ type: 'absolute_position' }] } },
  {
    type: 'is_empty',
    valueAccess: { fieldId: 'x', path: [{ type: 'absolute_position', position: 0 }] },
  },
  {
    type: 'is_empty',
    valueAccess: { fieldId: 'x', path: [{ type: 'relative_position', offset: 0.5 }] },
  },
  { type: 'is_empty', valueAccess: { fieldId: 'x', path: [{ type: 'middle' }] } },
  { type: 'compare_value', operator: 'equal' },
  { type: 'compare_value', leftValueAccess: field, operator: 'like' },
  {
    type: 'compare_value',
    leftValueAccess: field,
    operator: 'equal',
    rightValue: { type: 'const' },
  },
  {
    type: 'compare_value',
    leftValueAccess: field,
    operator: 'equal',
    rightValue: { type: 'guess' },
  },
  {
    type: 'compare_value',
    leftValueAccess: field,
    operator: 'between',
    rightValue: { type: 'const', value: 1 },
  },
  { type: 'compare_value', leftValueAccess: field, operator: 'between' },
  {
    type: 'compare_value',
    leftValueAccess: field,
    operator: 'equal',
    rightValue: { type: 'range' },
  },
  {
    type: 'compare_value',
    leftValueAccess: field,
    operator: 'equal',
    rightValue: { type: 'expression', expression: 'yesterday' },
  },
  {
    type: 'compare_value',
    leftValueAccess: field,
    operator: 'between',
    rightValue: { type: 'range', start: { type: 'range' } },
  },
];

describe('conditionSchema agrees with the compiler', () => {
  it('is a draft-07 schema with the condition $id', () => {
    expect(conditionSchema.$id).toBe('https://tessera.dev/schemas/condition.json');
    expect(conditionSchema.$schema).toBe('http://json-schema.org/draft-07/schema#');
  });

  it.each(VALID.map((definition) => [JSON.stringify(definition), definition]))(
    'both accept %s',
    (_, definition) => {
      expect(validateCondition(definition)).toEqual([]);
      expect(schemaAccepts(definition)).toBe(true);
    },
  );

  it.each(INVALID.map((definition) => [JSON.stringify(definition), definition]))(
    'both reject %s',
    (_, definition) => {
      expect(validateCondition(definition).length).toBeGreaterThan(0);
      expect(schemaAccepts(definition)).toBe(false);
    },
  );

  it('agree on generated definitions, well-formed or not', () => {
    const loose = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.record(
          {
            type: fc.constantFrom(
              'constant',
              'is_empty',
              'non_empty',
              'compare_value',
              'and',
              'or',
              'x',
            ),
            value: fc.oneof(fc.boolean(), fc.constant('no')),
            valueAccess: fc.oneof(fc.constant(field), fc.constant({})),
            leftValueAccess: fc.constant(field),
            operator: fc.constantFrom(...COMPARISON_OPERATORS, 'is'),
            rightValue: fc.oneof(
              fc.record({ type: fc.constant('const'), value: fc.jsonValue() }),
              fc.record({
                type: fc.constant('range'),
                start: fc.constant({ type: 'const', value: 1 }),
              }),
              fc.constant({ type: 'another_field', valueAccess: field }),
              fc.constant({ type: 'expression', expression: 'today_date' }),
            ),
            conditions: fc.array(tie('node'), { maxLength: 3 }),
          },
          { requiredKeys: ['type'] },
        ),
      ),
    })).node;
    fc.assert(
      fc.property(loose, (definition) => {
        expect(schemaAccepts(definition)).toBe(validateCondition(definition).length === 0);
      }),
      { numRuns: 1000 },
    );
  });
});
