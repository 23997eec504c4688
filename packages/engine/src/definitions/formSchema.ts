import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { formVariablesSchema } from './formFieldSchema';
import { SCHEMA_IDS, schemaRef } from './schemaIds';
import {
  closedObject,
  discriminatedUnion,
  idSchema,
  nameSchema,
  schemaVersionSchema,
  variantSchema as variant,
} from './schemaParts';
import { SCHEMA_VERSIONS } from './schemaVersions';

const urlParametersSchema: JsonSchemaObject = {
  type: 'array',
  items: closedObject({ name: nameSchema, value: schemaRef('method') }, ['name', 'value']),
};

const formRedirectSchema = variant(
  'form',
  {
    formId: idSchema,
    recordIdValue: schemaRef('method'),
    retrieveFromListenerId: idSchema,
    urlParameters: urlParametersSchema,
  },
  ['formId'],
);
const urlRedirectSchema = variant('url', { url: schemaRef('method') }, ['url']);

const redirectSchema = discriminatedUnion([
  formRedirectSchema,
  urlRedirectSchema,
  variant(
    'conditional',
    {
      choices: {
        type: 'array',
        items: closedObject(
          {
            condition: schemaRef('condition'),
            // A choice leads to a form or a URL: nesting conditionals adds nothing a flat,
            // ordered list of choices cannot say.
            redirect: discriminatedUnion([formRedirectSchema, urlRedirectSchema]),
          },
          ['condition', 'redirect'],
        ),
      },
    },
    ['choices'],
  ),
]);

const listenerSchema = closedObject(
  {
    id: idSchema,
    type: { const: 'field_value_changed' },
    formFieldId: idSchema,
    condition: schemaRef('condition'),
    action: schemaRef('automaticAction'),
  },
  ['id', 'type', 'formFieldId', 'action'],
);

const connectionSchema = closedObject(
  {
    id: idSchema,
    baseRecordLinkId: idSchema,
    links: {
      type: 'array',
      items: closedObject(
        {
          sourceLinkId: idSchema,
          targetLinkId: idSchema,
          fieldSchemaId: idSchema,
          condition: schemaRef('condition'),
        },
        ['sourceLinkId', 'targetLinkId', 'fieldSchemaId'],
      ),
    },
  },
  ['id', 'baseRecordLinkId', 'links'],
);

/** JSON Schema of a form definition (spec 001 §3.21, spec 002 §3). @public */
export const formSchema: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_IDS.form,
  ...closedObject(
    {
      id: idSchema,
      name: nameSchema,
      status: schemaRef('status'),
      schemaVersion: schemaVersionSchema(SCHEMA_VERSIONS.form),
      fields: { type: 'array', items: schemaRef('formField') },
      variables: formVariablesSchema,
      binding: closedObject(
        {
          dataProviderId: idSchema,
          fields: { type: 'object', additionalProperties: idSchema },
        },
        ['dataProviderId', 'fields'],
      ),
      layout: closedObject({ saveButton: closedObject({ redirect: redirectSchema }) }),
      formEventListeners: { type: 'array', items: listenerSchema },
      connections: { type: 'array', items: connectionSchema },
    },
    ['id', 'name', 'fields'],
  ),
};
