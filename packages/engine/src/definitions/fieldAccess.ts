import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { NOT_BLANK_PATTERN } from './schemaParts';

/**
 * Where to read a value inside a record or a result row: property names from the root, e.g.
 * `{ path: ['address', 'city'] }`. Used where a definition names a field to present (relation
 * `presentByFieldAccess`, chart `xValue`...), not to compute one — that is what methods are for.
 * @public
 */
export interface FieldAccess {
  readonly path: readonly string[];
}

/** JSON Schema of {@link FieldAccess} (inlined into the kinds that use it). @internal */
export const fieldAccessSchema: JsonSchemaObject = {
  type: 'object',
  required: ['path'],
  properties: {
    path: {
      type: 'array',
      minItems: 1,
      items: { type: 'string', pattern: NOT_BLANK_PATTERN },
    },
  },
  additionalProperties: false,
};
