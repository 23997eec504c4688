import { SCHEMA_IDS } from '@tessera/engine';

const fields = { type: 'array', items: { $ref: SCHEMA_IDS.formField } } as const;
const method = { $ref: SCHEMA_IDS.method } as const;
// The engine's id and name rule: at least one character that is not white space.
const notBlank = { type: 'string', pattern: '\\S' } as const;

/**
 * JSON Schema of a repeating group's options (spec 002 §3): the row template, the row limits as
 * methods and the group variables. The same shape the engine's form schema checks, closed here:
 * the plugin owns every option of the type.
 * @public
 */
export const repeatingGroupOptionsSchema = {
  type: 'object',
  properties: {
    fieldsTemplate: fields,
    minRowsCount: method,
    maxRowsCount: method,
    groupVariables: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: notBlank, name: notBlank, value: method },
        required: ['id', 'name', 'value'],
        additionalProperties: false,
      },
    },
  },
  required: ['fieldsTemplate'],
  additionalProperties: false,
} as const;

/** JSON Schema of a container's options (spec 002 §3): the fields it groups. @public */
export const containerOptionsSchema = {
  type: 'object',
  properties: { fields },
  required: ['fields'],
  additionalProperties: false,
} as const;
