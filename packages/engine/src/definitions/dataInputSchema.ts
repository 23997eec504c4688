import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { SCHEMA_IDS, schemaRef } from './schemaIds';
import { closedObject, idListSchema, idSchema, NOT_BLANK_PATTERN, nameSchema } from './schemaParts';

/** JSON Schema of a data input (spec 001 §3.8). @public */
export const dataInputSchema: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_IDS.dataInput,
  ...closedObject(
    {
      inputId: idSchema,
      inputName: nameSchema,
      schema: schemaRef('fieldSchema'),
      data: {},
      meta: closedObject({ isFormInputs: { type: 'boolean' }, isDeviceInfo: { type: 'boolean' } }),
      calculatedUsingInputIds: idListSchema,
      contextFieldPath: {
        type: 'array',
        minItems: 1,
        items: { type: 'string', pattern: NOT_BLANK_PATTERN },
      },
    },
    ['inputId', 'inputName', 'schema'],
  ),
};
