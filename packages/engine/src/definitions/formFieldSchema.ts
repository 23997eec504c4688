import { FORM_GRID_COLUMNS } from '../forms/formGrid';
import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { SCHEMA_IDS, schemaRef } from './schemaIds';
import {
  closedObject,
  discriminatedUnion,
  idSchema,
  ifThen,
  NOT_BLANK_PATTERN,
  nameSchema,
  variantSchema as variant,
} from './schemaParts';

/** JSON Schema of a form or group variable: an id, a name and the method computing it. @internal */
export const formVariablesSchema: JsonSchemaObject = {
  type: 'array',
  items: closedObject({ id: idSchema, name: nameSchema, value: schemaRef('method') }, [
    'id',
    'name',
    'value',
  ]),
};

const fieldsSchema: JsonSchemaObject = { type: 'array', items: schemaRef('formField') };

// Only the structural options the engine walks are checked here; other options belong to the
// field type's plugin, whose options schema checks them.
const repeatingGroupOptionsSchema: JsonSchemaObject = {
  type: 'object',
  required: ['fieldsTemplate'],
  properties: {
    fieldsTemplate: fieldsSchema,
    minRowsCount: schemaRef('method'),
    maxRowsCount: schemaRef('method'),
    groupVariables: formVariablesSchema,
  },
};

const containerOptionsSchema: JsonSchemaObject = {
  type: 'object',
  required: ['fields'],
  properties: { fields: fieldsSchema },
};

function optionsWhenNamed(name: string, options: JsonSchemaObject): JsonSchemaObject {
  return ifThen(
    { required: ['name'], properties: { name: { const: name } } },
    { required: ['options'], properties: { options } },
  );
}

const fieldTypeSchema: JsonSchemaObject = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', pattern: NOT_BLANK_PATTERN },
    options: { type: 'object' },
  },
  additionalProperties: false,
  allOf: [
    optionsWhenNamed('repeating_group', repeatingGroupOptionsSchema),
    optionsWhenNamed('container', containerOptionsSchema),
  ],
};

const layoutSchema = closedObject(
  {
    x: { type: 'integer', minimum: 0, maximum: FORM_GRID_COLUMNS - 1 },
    y: { type: 'integer', minimum: 0 },
    width: { type: 'integer', minimum: 1, maximum: FORM_GRID_COLUMNS },
    height: { type: 'integer', minimum: 1 },
  },
  ['x', 'y', 'width', 'height'],
);

const validatorSchema = discriminatedUnion([
  variant('email'),
  variant(
    'regex',
    { pattern: { type: 'string', minLength: 1 }, errorMessage: { type: 'string' } },
    ['pattern'],
  ),
]);

/** JSON Schema of a form field (spec 002 §3); recursive through groups and containers. @public */
export const formFieldSchema: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_IDS.formField,
  ...closedObject(
    {
      id: idSchema,
      name: nameSchema,
      label: { type: 'string' },
      status: schemaRef('status'),
      type: fieldTypeSchema,
      layout: layoutSchema,
      visible: schemaRef('condition'),
      required: schemaRef('condition'),
      disabled: schemaRef('condition'),
      defaultValue: schemaRef('method'),
      ignoreSavedValue: { type: 'boolean' },
      keepsRelationLink: { type: 'boolean' },
      validator: validatorSchema,
    },
    ['id', 'name', 'status', 'type', 'layout'],
  ),
};
