import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { CONTEXT_TYPES, SYSTEM_SOURCES } from './enumerations';
import { SCHEMA_IDS, schemaRef } from './schemaIds';
import {
  closedObject,
  discriminatedUnion,
  idListSchema,
  idSchema,
  nameSchema,
  roleIdsSchema,
  schemaVersionSchema,
} from './schemaParts';
import { SCHEMA_VERSIONS } from './schemaVersions';

const accessSchema = closedObject(
  {
    roleIds: { ...roleIdsSchema, minItems: 1 },
    columns: discriminatedUnion([
      closedObject({ type: { const: 'all' } }, ['type']),
      closedObject({ type: { const: 'limited' }, fieldIds: idListSchema }, ['type', 'fieldIds']),
    ]),
    records: discriminatedUnion([
      closedObject({ type: { const: 'all' } }, ['type']),
      closedObject({ type: { const: 'matching' }, condition: schemaRef('condition') }, [
        'type',
        'condition',
      ]),
    ]),
  },
  ['roleIds', 'columns'],
);

const baseProperties: Record<string, JsonSchemaObject> = {
  id: idSchema,
  name: nameSchema,
  status: schemaRef('status'),
  schemaVersion: schemaVersionSchema(SCHEMA_VERSIONS.dataProvider),
  context: closedObject({ type: { enum: [...CONTEXT_TYPES] }, id: idSchema }, ['type', 'id']),
  systemSource: { enum: [...SYSTEM_SOURCES] },
  binding: closedObject(
    {
      dataProviderId: idSchema,
      fields: { type: 'object', additionalProperties: idSchema },
    },
    ['dataProviderId', 'fields'],
  ),
  access: { type: 'array', items: accessSchema },
};

const fieldsSchema: JsonSchemaObject = { type: 'array', items: schemaRef('providerField') };

function providerType(
  types: readonly string[],
  config: Record<string, JsonSchemaObject>,
  configRequired: readonly string[],
): JsonSchemaObject {
  return closedObject(
    {
      type: types.length === 1 ? { const: types[0] } : { enum: [...types] },
      ...baseProperties,
      config: closedObject({ fields: fieldsSchema, ...config }, ['fields', ...configRequired]),
    },
    ['type', 'id', 'name', 'status', 'config'],
  );
}

/** JSON Schema of a data provider (spec 001 §3.3). @public */
export const dataProviderSchema: JsonSchemaObject = discriminatedUnion(
  [
    providerType(['manual', 'process'], {}, []),
    providerType(['query_sourced'], { query: schemaRef('query') }, ['query']),
    providerType(['pipeline_query'], { pipeline: schemaRef('pipeline') }, ['pipeline']),
    providerType(['aggregating'], { sourceProviderId: idSchema }, ['sourceProviderId']),
  ],
  { $schema: 'http://json-schema.org/draft-07/schema#', $id: SCHEMA_IDS.dataProvider },
);
