import { queryFieldNameSchema } from '../definitions/queryFilter';
import { SCHEMA_IDS, schemaRef } from '../definitions/schemaIds';
import {
  closedObject,
  discriminatedUnion,
  idSchema,
  ifThen,
  NAME_TOKEN_PATTERN,
  nameSchema,
  variantSchema,
} from '../definitions/schemaParts';
import { SCHEMA_VERSIONS } from '../definitions/schemaVersions';
import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { PIPELINE_AGGREGATION_METHODS, QUERY_TYPES, SORT_DIRECTIONS } from './query.types';

/**
 * A path from the row or the record: property names, each a data property or `$id` /
 * `$createdAt` (a record's own, or those of a row a lookup brought in).
 * @internal
 */
export const rowPathSchema: JsonSchemaObject = {
  type: 'array',
  minItems: 1,
  items: queryFieldNameSchema,
};

/** A `FieldAccess` whose path starts at the row. @internal */
export const rowFieldAccessSchema: JsonSchemaObject = closedObject({ path: rowPathSchema }, [
  'path',
]);

/** The name of a property a stage writes into its output rows: a name token. @internal */
const propertyNameSchema: JsonSchemaObject = { type: 'string', pattern: NAME_TOKEN_PATTERN };

/** A list of sort keys. @internal */
export const sortingListSchema: JsonSchemaObject = {
  type: 'array',
  items: closedObject(
    { fieldAccess: rowFieldAccessSchema, direction: { enum: [...SORT_DIRECTIONS] } },
    ['fieldAccess'],
  ),
};

const filter = schemaRef('queryFilter');

const expressionSchema = discriminatedUnion([
  variantSchema('fieldPath', { path: rowPathSchema }, ['path']),
  variantSchema(
    'dateFormat',
    {
      path: rowPathSchema,
      format: { type: 'string', minLength: 1 },
      timeZone: { type: 'string', minLength: 1 },
    },
    ['path', 'format'],
  ),
]);

const aggregationSchema: JsonSchemaObject = {
  ...closedObject(
    {
      propertyName: propertyNameSchema,
      method: { enum: [...PIPELINE_AGGREGATION_METHODS] },
      aggregateField: rowFieldAccessSchema,
      condition: schemaRef('condition'),
    },
    ['propertyName', 'method'],
  ),
  // Spec 001 §3.13: count takes a condition; sum/average/max/min a field and a condition.
  ...ifThen(
    { required: ['method'], properties: { method: { not: { const: 'count' } } } },
    { required: ['aggregateField'] },
  ),
};

const stageSchema = discriminatedUnion([
  variantSchema('match', { filter }, ['filter']),
  variantSchema(
    'lookup',
    {
      fromProviderId: idSchema,
      asPropertyName: propertyNameSchema,
      conditions: {
        type: 'array',
        minItems: 1,
        items: closedObject(
          { localField: rowFieldAccessSchema, foreignField: rowFieldAccessSchema },
          ['localField', 'foreignField'],
        ),
      },
    },
    ['fromProviderId', 'asPropertyName', 'conditions'],
  ),
  variantSchema('sort', { sorting: { ...sortingListSchema, minItems: 1 } }, ['sorting']),
  variantSchema(
    'group',
    {
      groupBy: {
        type: 'array',
        items: closedObject({ propertyName: propertyNameSchema, expression: expressionSchema }, [
          'propertyName',
          'expression',
        ]),
      },
      aggregations: { type: 'array', items: aggregationSchema },
    },
    ['groupBy', 'aggregations'],
  ),
  variantSchema('unwind', { path: rowPathSchema, keepEmpty: { type: 'boolean' } }, ['path']),
  variantSchema(
    'union',
    {
      inputSource: closedObject({ name: nameSchema }, ['name']),
      sources: {
        type: 'array',
        minItems: 1,
        items: closedObject({ name: nameSchema, fromProviderId: idSchema, filter }, [
          'name',
          'fromProviderId',
        ]),
      },
      commonFields: {
        type: 'array',
        minItems: 1,
        items: closedObject(
          {
            propertyName: propertyNameSchema,
            paths: { type: 'object', additionalProperties: rowPathSchema },
          },
          ['propertyName'],
        ),
      },
      sourcePropertyName: propertyNameSchema,
    },
    ['inputSource', 'sources', 'commonFields'],
  ),
]);

const stagesSchema: JsonSchemaObject = { type: 'array', items: stageSchema };

const baseProperties: Readonly<Record<string, JsonSchemaObject>> = {
  id: idSchema,
  name: nameSchema,
  schemaVersion: { type: 'integer', minimum: 1, maximum: SCHEMA_VERSIONS.query },
  fromProviderId: idSchema,
};

const listQueryProperties: Readonly<Record<string, JsonSchemaObject>> = {
  ...baseProperties,
  filter,
  sorting: sortingListSchema,
};

/**
 * JSON Schema (draft-07) of {@link PipelineDefinition} (`$id` `https://tessera.dev/schemas/pipeline.json`).
 * @public
 */
export const pipelineSchema: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_IDS.pipeline,
  title: 'Pipeline',
  ...closedObject({ fromProviderId: idSchema, stages: stagesSchema }, ['fromProviderId', 'stages']),
};

/**
 * JSON Schema (draft-07) of {@link QueryDefinition} (`$id` `https://tessera.dev/schemas/query.json`),
 * discriminated by `type`. Rules a schema cannot say (unique property names, date formats, union
 * names) are checked by `validateQuery`, which `validateDefinition('query', …)` runs too.
 * @public
 */
export const querySchema: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_IDS.query,
  title: 'Query',
  ...discriminatedUnion(
    QUERY_TYPES.map((type) =>
      type === 'pipeline_query'
        ? variantSchema(type, { ...baseProperties, stages: stagesSchema }, [
            'fromProviderId',
            'stages',
          ])
        : variantSchema(type, listQueryProperties, ['fromProviderId']),
    ),
  ),
};
