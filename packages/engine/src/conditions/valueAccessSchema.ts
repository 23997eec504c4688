import {
  closedObject,
  discriminatedUnion,
  idSchema,
  ifThen,
  variantSchema,
} from '../definitions/schemaParts';
import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { ARRAY_POSITION_TYPES } from './compileValueAccess';

/** JSON Schema of an {@link ArrayAccess}. @internal */
const arrayAccessSchema: JsonSchemaObject = discriminatedUnion([
  variantSchema('relative_position', { offset: { type: 'integer' } }),
  {
    ...variantSchema('absolute_position', {
      positionType: { enum: [...ARRAY_POSITION_TYPES] },
      position: { type: 'integer', minimum: 1 },
    }),
    // atPosition (the default) and afterPosition count from a position; first/last do not.
    ...ifThen(
      {
        not: {
          required: ['positionType'],
          properties: { positionType: { enum: ['firstItem', 'lastItem'] } },
        },
      },
      { required: ['position'] },
    ),
  },
]);

/** JSON Schema of an access path: property names and array accesses. @internal */
export const accessPathSchema: JsonSchemaObject = {
  type: 'array',
  items: { anyOf: [{ type: 'string', minLength: 1 }, arrayAccessSchema] },
};

/** JSON Schema of a {@link FieldValueAccess}. @internal */
export const fieldValueAccessSchema: JsonSchemaObject = closedObject(
  { fieldId: idSchema, path: accessPathSchema },
  ['fieldId'],
);
