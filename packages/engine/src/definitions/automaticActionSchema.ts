import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { SCHEMA_IDS, schemaRef } from './schemaIds';
import {
  closedObject,
  discriminatedUnion,
  idSchema,
  variantSchema as variant,
} from './schemaParts';

const method = schemaRef('method');

const fieldValuesSchema: JsonSchemaObject = {
  type: 'array',
  items: closedObject({ providerFieldId: idSchema, value: method }, ['providerFieldId', 'value']),
};

const selectRecordsQuerySchema = closedObject(
  { fromProviderId: idSchema, filter: schemaRef('queryFilter') },
  ['fromProviderId'],
);

const addressSchema = discriminatedUnion([
  variant('single', { value: method }, ['value']),
  variant('parts', {
    streetName: method,
    houseNumber: method,
    apartmentNumber: method,
    postalCode: method,
    city: method,
    country: method,
  }),
]);

const baseProperties: Record<string, JsonSchemaObject> = {
  id: idSchema,
  condition: schemaRef('condition'),
  nextActions: { type: 'array', items: schemaRef('automaticAction') },
};

function action(
  type: string,
  properties: Record<string, JsonSchemaObject>,
  required: readonly string[],
): JsonSchemaObject {
  return variant(type, { ...baseProperties, ...properties }, ['id', ...required]);
}

/** JSON Schema of an automatic action (spec 001 §3.15); recursive through `nextActions`. @public */
export const automaticActionSchema: JsonSchemaObject = discriminatedUnion(
  [
    action(
      'send_mail',
      {
        recipientAddress: method,
        ccAddress: method,
        bccAddress: method,
        subject: method,
        body: method,
        attachments: {
          type: 'array',
          items: closedObject({ fileName: method, fileContent: method }, [
            'fileName',
            'fileContent',
          ]),
        },
      },
      ['recipientAddress', 'subject', 'body'],
    ),
    action('send_sms', { recipient: method, message: method }, ['recipient', 'message']),
    action('geocode_address', { address: addressSchema }, ['address']),
    action('create_record', { dataProviderId: idSchema, fieldValues: fieldValuesSchema }, [
      'dataProviderId',
      'fieldValues',
    ]),
    action(
      'update_records',
      { selectRecordsQuery: selectRecordsQuerySchema, fieldValues: fieldValuesSchema },
      ['selectRecordsQuery', 'fieldValues'],
    ),
    action('update_current_record', { fieldValues: fieldValuesSchema }, ['fieldValues']),
    action('delete_records', { selectRecordsQuery: selectRecordsQuerySchema }, [
      'selectRecordsQuery',
    ]),
  ],
  { $schema: 'http://json-schema.org/draft-07/schema#', $id: SCHEMA_IDS.automaticAction },
);
