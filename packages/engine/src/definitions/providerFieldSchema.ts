import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { SYSTEM_SOURCES } from './enumerations';
import { fieldAccessSchema } from './fieldAccess';
import { SCHEMA_IDS, schemaRef } from './schemaIds';
import {
  discriminatedUnion,
  idSchema,
  ifThen,
  NAME_TOKEN_PATTERN,
  nameSchema,
  variantSchema as variant,
} from './schemaParts';

const fieldValueSchema = discriminatedUnion([
  variant('text'),
  variant('number'),
  variant('boolean'),
  variant('date'),
  variant('date_time'),
  // The duration is the time interval's own (spec 001 §3.7), not a copy of it.
  variant('time_interval', {
    duration: { $ref: `${SCHEMA_IDS.timeInterval}#/properties/duration` },
  }),
  variant('schema', { schema: schemaRef('fieldSchema') }, ['schema']),
  variant('upload_files'),
  variant(
    'system_source_reference',
    { source: { enum: [...SYSTEM_SOURCES] }, multiple: { type: 'boolean' } },
    ['source', 'multiple'],
  ),
]);

const transformSchema = discriminatedUnion([
  variant(
    'relation_value',
    { schemaProviderId: idSchema, presentByFieldAccess: fieldAccessSchema },
    ['schemaProviderId', 'presentByFieldAccess'],
  ),
  variant('time_interval'),
]);

const aggregationSchema: JsonSchemaObject = {
  type: 'object',
  required: ['method'],
  properties: {
    method: { enum: ['count', 'sum', 'average', 'max', 'min'] },
    aggregateFieldId: idSchema,
    condition: schemaRef('condition'),
  },
  additionalProperties: false,
  // Count needs no field (it counts records matching the condition); the others aggregate one.
  ...ifThen(
    { required: ['method'], properties: { method: { enum: ['sum', 'average', 'max', 'min'] } } },
    { required: ['aggregateFieldId'] },
  ),
};

const baseProperties: Record<string, JsonSchemaObject> = {
  id: idSchema,
  dbFieldName: { type: 'string', pattern: NAME_TOKEN_PATTERN },
  name: nameSchema,
  status: schemaRef('status'),
  fieldValue: fieldValueSchema,
  transform: transformSchema,
};
const baseRequired = ['id', 'dbFieldName', 'status', 'fieldValue'];

function fieldKind(
  type: string,
  properties: Record<string, JsonSchemaObject> = {},
  required: readonly string[] = [],
): JsonSchemaObject {
  return variant(type, { ...baseProperties, ...properties }, [...baseRequired, ...required]);
}

/** JSON Schema of a provider field (spec 001 §3.3). @public */
export const providerFieldSchema: JsonSchemaObject = discriminatedUnion(
  [
    fieldKind('value_field'),
    fieldKind('computed_string_template', { template: { type: 'string' } }, ['template']),
    fieldKind('aggregating_field', { aggregation: aggregationSchema }, ['aggregation']),
    fieldKind('grouping_field', { groupByFieldId: idSchema }, ['groupByFieldId']),
    fieldKind('query_sourced_field', { sourceFieldAccess: fieldAccessSchema }, [
      'sourceFieldAccess',
    ]),
    fieldKind('computed_field', { method: schemaRef('method') }, ['method']),
  ],
  { $schema: 'http://json-schema.org/draft-07/schema#', $id: SCHEMA_IDS.providerField },
);
