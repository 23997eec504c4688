import { SCHEMA_IDS } from '../definitions/schemaIds';
import { closedObject, discriminatedUnion, variantSchema } from '../definitions/schemaParts';
import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { DATE_SHIFT_ACTIONS, DATE_SHIFT_UNITS } from './transformation.types';

// A dotted value path: non-empty segments separated by single dots.
const VALUE_PATH_PATTERN = '^[^.]+(\\.[^.]+)*$';

const valuePath: JsonSchemaObject = { type: 'string', pattern: VALUE_PATH_PATTERN };

/**
 * JSON Schema (draft-07) of {@link TransformationDefinition}. The per-unit range of a `set` value
 * (month 1–12, weekDay 1–7, ...) is checked by `validateTransformation`, which also runs at
 * compile time.
 * @public
 */
export const transformationSchema: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_IDS.transformation,
  title: 'Transformation',
  ...discriminatedUnion([
    variantSchema(
      'complex_date_shift',
      {
        components: {
          type: 'array',
          minItems: 1,
          items: closedObject(
            {
              unit: { enum: [...DATE_SHIFT_UNITS] },
              action: { enum: [...DATE_SHIFT_ACTIONS] },
              value: { type: 'integer' },
            },
            ['unit', 'action', 'value'],
          ),
        },
      },
      ['components'],
    ),
    variantSchema('value_retrieve', { path: valuePath }, ['path']),
    variantSchema('array_column_retrieve', { path: valuePath }, ['path']),
    variantSchema('unwind', { path: valuePath }),
    variantSchema('file_content_retrieve'),
  ]),
};
