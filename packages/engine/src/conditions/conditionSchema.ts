import { SCHEMA_IDS, schemaRef } from '../definitions/schemaIds';
import { discriminatedUnion, ifThen, variantSchema } from '../definitions/schemaParts';
import { CONTEXT_EXPRESSIONS } from '../host/contextExpression';
import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { COMPARISON_OPERATORS } from './operators';
import { fieldValueAccessSchema } from './valueAccessSchema';

const singleCompareValueSchema: JsonSchemaObject = discriminatedUnion([
  variantSchema('const', { value: {} }, ['value']),
  variantSchema('another_field', { valueAccess: fieldValueAccessSchema }, ['valueAccess']),
  variantSchema('expression', { expression: { enum: [...CONTEXT_EXPRESSIONS] } }, ['expression']),
]);

const rangeCompareValueSchema: JsonSchemaObject = variantSchema('range', {
  start: singleCompareValueSchema,
  end: singleCompareValueSchema,
});

const subConditionsSchema: JsonSchemaObject = {
  type: 'array',
  // Spec 001 §5.3: and/or need at least one sub-condition.
  minItems: 1,
  items: schemaRef('condition'),
};

const compareValueSchema: JsonSchemaObject = {
  ...variantSchema(
    'compare_value',
    {
      leftValueAccess: fieldValueAccessSchema,
      operator: { enum: [...COMPARISON_OPERATORS] },
      rightValue: { type: 'object' },
    },
    ['leftValueAccess'],
  ),
  // between takes a range; every other operator (or none) a single value.
  ...ifThen(
    { required: ['operator'], properties: { operator: { const: 'between' } } },
    { required: ['rightValue'], properties: { rightValue: rangeCompareValueSchema } },
  ),
  else: { properties: { rightValue: singleCompareValueSchema } },
};

/**
 * JSON Schema (draft-07) of a stored condition (spec 001 §3.11). Uses ajv's `discriminator`
 * keyword; sub-conditions refer back to it by `$id`.
 * @public
 */
export const conditionSchema: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_IDS.condition,
  title: 'Condition',
  ...discriminatedUnion([
    variantSchema('constant', { value: { type: 'boolean' } }),
    compareValueSchema,
    variantSchema('and', { conditions: subConditionsSchema }, ['conditions']),
    variantSchema('or', { conditions: subConditionsSchema }, ['conditions']),
    variantSchema('non_empty', { valueAccess: fieldValueAccessSchema }, ['valueAccess']),
    variantSchema('is_empty', { valueAccess: fieldValueAccessSchema }, ['valueAccess']),
  ]),
};
