import { accessPathSchema, fieldValueAccessSchema } from '../conditions/valueAccessSchema';
import { SCHEMA_IDS, schemaRef } from '../definitions/schemaIds';
import {
  closedObject,
  discriminatedUnion,
  idSchema,
  ifThen,
  variantSchema,
} from '../definitions/schemaParts';
import { CONTEXT_EXPRESSIONS } from '../host/contextExpression';
import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { COMPOSED_TYPES } from './compileComposedComplexValue';
import { DEVICE_INFO_TYPES } from './compileContextReads';
import { AGGREGATION_METHODS } from './compileDelegatedMethod';

const method = schemaRef('method');
const methodMap: JsonSchemaObject = { type: 'object', additionalProperties: method };
const nonEmptyString: JsonSchemaObject = { type: 'string', pattern: '\\S' };

const urlParameters: JsonSchemaObject = {
  type: 'array',
  items: closedObject({ name: nonEmptyString, value: method }, ['name', 'value']),
};

const routeSchema: JsonSchemaObject = discriminatedUnion([
  variantSchema('form', { formId: idSchema, recordIdValue: method, urlParameters }, ['formId']),
  variantSchema('view', { viewId: idSchema, urlParameters }, ['viewId']),
  variantSchema('external_url', { url: method, urlParameters }, ['url']),
]);

const arrayItemsSchema: JsonSchemaObject = discriminatedUnion([
  variantSchema('multiplied', { count: method, item: method }, ['count', 'item']),
  variantSchema(
    'external',
    {
      value: method,
      itemProperties: {
        type: 'array',
        items: closedObject(
          { propertyName: nonEmptyString, path: { ...accessPathSchema, minItems: 1 } },
          ['propertyName', 'path'],
        ),
      },
    },
    ['value'],
  ),
]);

const COMPOSED_PARTS = { object: 'properties', array: 'items', plain: 'value' } as const;

// composed_complex_value is one branch of the `type` union; its own shapes hang off
// `composedType`, checked with if/then because a discriminator needs one property per union.
const composedSchema: JsonSchemaObject = {
  ...variantSchema(
    'composed_complex_value',
    {
      composedType: { enum: [...COMPOSED_TYPES] },
      properties: {
        type: 'array',
        items: closedObject({ propertyName: nonEmptyString, value: method }, [
          'propertyName',
          'value',
        ]),
      },
      items: arrayItemsSchema,
      value: method,
    },
    ['composedType'],
  ),
  allOf: COMPOSED_TYPES.map((composedType) => {
    // Each composed type has its own part and none of the others'.
    const own = COMPOSED_PARTS[composedType];
    const others = Object.values(COMPOSED_PARTS).filter((part) => part !== own);
    return ifThen(
      { properties: { composedType: { const: composedType } } },
      { required: [own], not: { anyOf: others.map((part) => ({ required: [part] })) } },
    );
  }),
};

const aggregatedSchema: JsonSchemaObject = {
  ...variantSchema(
    'aggregated_value',
    {
      fromProviderId: idSchema,
      aggregation: { enum: [...AGGREGATION_METHODS] },
      aggregateField: nonEmptyString,
      filter: schemaRef('queryFilter'),
    },
    ['fromProviderId', 'aggregation'],
  ),
  // Every aggregation but count reads a field.
  ...ifThen(
    { properties: { aggregation: { enum: ['sum', 'average', 'max', 'min'] } } },
    { required: ['aggregateField'] },
  ),
};

/**
 * JSON Schema (draft-07) of a stored value-obtaining method (spec 001 §3.9), all 22 types.
 * Nested methods refer back to it by `$id`; conditions, calculated functions and transformations
 * are referenced by theirs. Uses ajv's `discriminator` keyword.
 * @public
 */
export const methodSchema: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_IDS.method,
  title: 'Value-obtaining method',
  ...discriminatedUnion([
    variantSchema('current_record_id'),
    variantSchema(
      'field_value_access',
      (fieldValueAccessSchema as { properties: Record<string, JsonSchemaObject> }).properties,
      ['fieldId'],
    ),
    variantSchema('computed_expression', { expression: nonEmptyString, variables: methodMap }, [
      'expression',
    ]),
    variantSchema('manual', { value: {} }),
    variantSchema('expression', { expression: { enum: [...CONTEXT_EXPRESSIONS] } }, ['expression']),
    variantSchema('templated_string', { template: { type: 'string' }, placeholders: methodMap }, [
      'template',
    ]),
    variantSchema(
      'text_from_generated_document_template',
      { documentTemplateId: idSchema, inputs: methodMap },
      ['documentTemplateId'],
    ),
    variantSchema(
      'conditional_value',
      {
        choices: {
          type: 'array',
          minItems: 1,
          items: closedObject({ condition: schemaRef('condition'), value: method }, [
            'condition',
            'value',
          ]),
        },
        otherwise: method,
      },
      ['choices'],
    ),
    variantSchema('uploaded_file', { documentId: method }, ['documentId']),
    variantSchema('generated_qr_code', { text: method }, ['text']),
    variantSchema('variable_value', { variableId: idSchema, path: accessPathSchema }, [
      'variableId',
    ]),
    variantSchema('url_query', { paramName: nonEmptyString }, ['paramName']),
    variantSchema('generated_code_sequence', { codeSequenceId: idSchema }, ['codeSequenceId']),
    aggregatedSchema,
    variantSchema('get_external_record', { providerId: idSchema, recordId: method }, [
      'providerId',
      'recordId',
    ]),
    variantSchema('execute_pipeline_query', { queryId: idSchema, inputs: methodMap }, ['queryId']),
    variantSchema('generated_url_value', { route: routeSchema }, ['route']),
    composedSchema,
    variantSchema(
      'transformed_value',
      {
        value: method,
        transformations: { type: 'array', minItems: 1, items: schemaRef('transformation') },
      },
      ['value', 'transformations'],
    ),
    variantSchema('calculated_function', { function: schemaRef('calculatedFunction') }, [
      'function',
    ]),
    variantSchema('device_info', { deviceInfoType: { enum: [...DEVICE_INFO_TYPES] } }, [
      'deviceInfoType',
    ]),
    variantSchema('no_value'),
  ]),
};
