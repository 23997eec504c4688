import type { JsonSchemaObject } from '../plugins/jsonSchema.types';
import { fieldAccessSchema } from './fieldAccess';
import { SCHEMA_IDS, schemaRef } from './schemaIds';
import {
  closedObject,
  discriminatedUnion,
  hexColourSchema,
  idSchema,
  schemaVersionSchema,
} from './schemaParts';
import { SCHEMA_VERSIONS } from './schemaVersions';

const baseProperties: Record<string, JsonSchemaObject> = {
  id: idSchema,
  status: schemaRef('status'),
  color: hexColourSchema,
  query: closedObject({ queryId: idSchema }, ['queryId']),
};
const baseRequired = ['id', 'status', 'query'];

const seriesSourceSchema = closedObject(
  {
    ...baseProperties,
    label: { type: 'string' },
    xValue: fieldAccessSchema,
    yValue: fieldAccessSchema,
    dataSetKeyValue: fieldAccessSchema,
  },
  [...baseRequired, 'xValue', 'yValue'],
);

const sliceSourceSchema = closedObject(
  { ...baseProperties, value: fieldAccessSchema, label: fieldAccessSchema },
  [...baseRequired, 'value', 'label'],
);

function chartType(types: readonly string[], source: JsonSchemaObject): JsonSchemaObject {
  return closedObject(
    {
      type: { enum: [...types] },
      schemaVersion: schemaVersionSchema(SCHEMA_VERSIONS.chart),
      dataSources: { type: 'array', items: source },
    },
    ['type', 'dataSources'],
  );
}

/** JSON Schema of a chart (spec 001 §3.18). @public */
export const chartSchema: JsonSchemaObject = discriminatedUnion(
  [
    chartType(['line', 'bar'], seriesSourceSchema),
    chartType(['pie', 'doughnut'], sliceSourceSchema),
  ],
  { $schema: 'http://json-schema.org/draft-07/schema#', $id: SCHEMA_IDS.chart },
);
