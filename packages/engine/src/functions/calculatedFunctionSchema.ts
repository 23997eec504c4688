import { SCHEMA_IDS, schemaRef } from '../definitions/schemaIds';
import { closedObject, discriminatedUnion, variantSchema } from '../definitions/schemaParts';
import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { DATE_DIFFERENCE_UNITS, DISTANCE_UNITS } from './calculatedFunction.types';

/** Largest `decimalsPlaces` a function accepts (the number editor caps decimals at 15). @public */
export const MAX_FUNCTION_DECIMALS = 15;

const decimalsPlaces: JsonSchemaObject = {
  type: 'integer',
  minimum: 0,
  maximum: MAX_FUNCTION_DECIMALS,
};
const coordinates: JsonSchemaObject = closedObject(
  { latitude: schemaRef('method'), longitude: schemaRef('method') },
  ['latitude', 'longitude'],
);
const countOrMethod: JsonSchemaObject = { anyOf: [{ type: 'integer' }, schemaRef('method')] };

/**
 * JSON Schema (draft-07) of {@link CalculatedFunctionDefinition}; input slots reference the method
 * schema by `$id`.
 * @public
 */
export const calculatedFunctionSchema: JsonSchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_IDS.calculatedFunction,
  title: 'Calculated function',
  ...discriminatedUnion([
    variantSchema(
      'distanceBetweenCoordinates',
      {
        firstPoint: coordinates,
        secondPoint: coordinates,
        unit: { enum: [...DISTANCE_UNITS] },
        decimalsPlaces,
      },
      ['firstPoint', 'secondPoint'],
    ),
    variantSchema(
      'substring',
      { input: schemaRef('method'), start: countOrMethod, charsNumber: countOrMethod },
      ['input'],
    ),
    variantSchema(
      'dateUnitsDifference',
      {
        firstDate: schemaRef('method'),
        secondDate: schemaRef('method'),
        unit: { enum: [...DATE_DIFFERENCE_UNITS] },
        allowPartialUnitResult: { type: 'boolean' },
        allowNegativeSignResult: { type: 'boolean' },
        decimalsPlaces,
      },
      ['firstDate', 'secondDate'],
    ),
  ]),
};
