import { type JsonSchemaObject, SCHEMA_IDS, SORT_DIRECTIONS } from '@tessera/engine';

// The engine exports the query filter schema (by `$id`, which `compileJsonSchema` resolves); the
// field-access and sorting parts of its query schema are internal, so their shapes are restated
// here, with the same rules: record paths are `$id`, `$createdAt` or data property names.

const notBlankSchema = { type: 'string', pattern: '\\S' } as const;

/** A path from a record: `$id`, `$createdAt`, or a data property (not starting with `$`). */
const recordPathSchema = {
  type: 'array',
  minItems: 1,
  items: { type: 'string', pattern: '^(\\$id|\\$createdAt|[^$\\s].*)$' },
} as const;

/** JSON Schema of a `FieldAccess` into a record of the query's provider. */
const recordAccessSchema = {
  type: 'object',
  required: ['path'],
  properties: { path: recordPathSchema },
  additionalProperties: false,
} as const;

const sortingSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['fieldAccess'],
    properties: { fieldAccess: recordAccessSchema, direction: { enum: [...SORT_DIRECTIONS] } },
    additionalProperties: false,
  },
} as const;

/** JSON Schema of a `ChoiceQuery`, or `null` before a provider is chosen. */
const choiceQuerySchema: JsonSchemaObject = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      required: ['fromProviderId'],
      properties: {
        fromProviderId: notBlankSchema,
        filter: { $ref: SCHEMA_IDS.queryFilter },
        sorting: sortingSchema,
      },
      additionalProperties: false,
    },
  ],
};

const sourceProperties = {
  query: choiceQuerySchema,
  valueAccess: recordAccessSchema,
  presentValueAccess: recordAccessSchema,
};

/** JSON Schema of a list select's options. @internal */
export const listSelectOptionsSchema: JsonSchemaObject = {
  type: 'object',
  properties: {
    ...sourceProperties,
    allowMultipleChoice: { type: 'boolean' },
    allowAddingNewRecords: { type: 'boolean' },
    newRecordFormFields: { type: 'array', items: notBlankSchema, uniqueItems: true },
  },
  required: [
    'query',
    'valueAccess',
    'presentValueAccess',
    'allowMultipleChoice',
    'allowAddingNewRecords',
    'newRecordFormFields',
  ],
  additionalProperties: false,
};

/** JSON Schema of a radio group's or checkbox list's options. @internal */
export const choiceListOptionsSchema: JsonSchemaObject = {
  type: 'object',
  properties: {
    ...sourceProperties,
    direction: { enum: ['horizontal', 'vertical'] },
    colorAccess: { anyOf: [{ type: 'null' }, recordAccessSchema] },
  },
  required: ['query', 'valueAccess', 'presentValueAccess', 'direction', 'colorAccess'],
  additionalProperties: false,
};

const scalarSchema = { type: ['string', 'number'] } as const;

/** JSON Schema of one chosen value, or none. @internal */
export const optionalChoiceValueSchema: JsonSchemaObject = { type: ['string', 'number', 'null'] };

/** JSON Schema of a list of chosen values, each at most once. @internal */
export const choiceValueListSchema: JsonSchemaObject = {
  type: 'array',
  items: scalarSchema,
  uniqueItems: true,
};

/** JSON Schema of a list select's value: one value or none, or a list when multiple. @internal */
export const listSelectValueSchema: JsonSchemaObject = {
  anyOf: [optionalChoiceValueSchema, choiceValueListSchema],
};
