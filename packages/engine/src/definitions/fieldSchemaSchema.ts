import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { DATE_FORMATS, SYSTEM_SOURCES } from './enumerations';
import { fieldAccessSchema } from './fieldAccess';
import { SCHEMA_IDS, schemaRef } from './schemaIds';
import {
  closedObject,
  discriminatedUnion,
  idSchema,
  NAME_TOKEN_PATTERN,
  variantSchema as variant,
} from './schemaParts';

const relationDataSourceSchema = discriminatedUnion([
  variant('data_provider', { dataProviderId: idSchema }, ['dataProviderId']),
  variant('system_source', { source: { enum: [...SYSTEM_SOURCES] } }, ['source']),
]);

/** JSON Schema of {@link FieldSchema} (spec 001 §3.6). @public */
export const fieldSchemaSchema: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_IDS.fieldSchema,
  type: 'object',
  discriminator: { propertyName: 'type' },
  oneOf: [
    variant('unknown'),
    variant('date_time', { format: { enum: [...DATE_FORMATS] } }, ['format']),
    variant('time_interval'),
    variant(
      'relation',
      { dataSource: relationDataSourceSchema, presentByFieldAccess: fieldAccessSchema },
      ['dataSource'],
    ),
    variant('array', { item: schemaRef('fieldSchema') }, ['item']),
    variant('string', { subtype: { const: 'externalId' } }),
    variant('number'),
    variant('boolean'),
    variant(
      'object',
      {
        properties: {
          type: 'array',
          items: closedObject(
            {
              propertyName: { type: 'string', pattern: NAME_TOKEN_PATTERN },
              value: schemaRef('fieldSchema'),
            },
            ['propertyName', 'value'],
          ),
        },
      },
      ['properties'],
    ),
  ],
};
