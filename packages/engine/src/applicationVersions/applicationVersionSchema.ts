import { SCHEMA_IDS } from '../definitions/schemaIds';
import { closedObject, dateTimeSchema, idSchema, nameSchema } from '../definitions/schemaParts';
import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { APPLICATION_VERSION_STATUSES } from './applicationVersion.types';

/** JSON Schema of an application version (spec 001 §3.2). @public */
export const applicationVersionSchema: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_IDS.applicationVersion,
  ...closedObject(
    {
      id: idSchema,
      name: nameSchema,
      versionStatus: { enum: [...APPLICATION_VERSION_STATUSES] },
      version: { type: 'integer', minimum: 1 },
      // A string pattern ignores null, so "string or null" stays one readable error.
      publishedAt: { ...dateTimeSchema, type: ['string', 'null'] },
      copyFromVersionId: { ...idSchema, type: ['string', 'null'] },
    },
    ['id', 'name', 'versionStatus', 'version'],
  ),
};
