import { SCHEMA_IDS, schemaRef } from '../definitions/schemaIds';
import {
  closedObject,
  discriminatedUnion,
  idSchema,
  nameSchema,
  roleIdsSchema,
  schemaVersionSchema,
  variantSchema as variant,
} from '../definitions/schemaParts';
import { SCHEMA_VERSIONS } from '../definitions/schemaVersions';
import type { JsonSchemaObject } from '../plugins/jsonSchema.types';

const formAccessSchema = closedObject({ formId: idSchema, roleIds: roleIdsSchema }, [
  'formId',
  'roleIds',
]);

const stepActionSchema = discriminatedUnion([
  variant('start', {
    trigger: variant('form', { formId: idSchema, roleIds: roleIdsSchema }, ['formId', 'roleIds']),
  }),
  variant('enterForm', { formId: idSchema, roleIds: roleIdsSchema }, ['formId', 'roleIds']),
  variant('automaticAction', { automaticAction: schemaRef('automaticAction') }, [
    'automaticAction',
  ]),
  variant('finish'),
]);

const finishConditionSchema = closedObject(
  {
    condition: schemaRef('condition'),
    action: discriminatedUnion([
      variant('go_to_step', { stepId: idSchema }, ['stepId']),
      variant('finish_process'),
    ]),
  },
  ['action'],
);

const stepBase: Record<string, JsonSchemaObject> = {
  id: idSchema,
  name: nameSchema,
  action: stepActionSchema,
};

const optionsStepSchema = closedObject(
  {
    ...stepBase,
    inputForms: { type: 'array', items: formAccessSchema },
    finishConditions: { type: 'array', items: finishConditionSchema },
  },
  ['id', 'name', 'action'],
);

const diagramStepSchema = closedObject(
  {
    ...stepBase,
    position: closedObject({ x: { type: 'number' }, y: { type: 'number' } }, ['x', 'y']),
  },
  ['id', 'name', 'action'],
);

const routeSchema = closedObject(
  {
    id: idSchema,
    name: { type: 'string' },
    order: { type: 'number' },
    condition: schemaRef('condition'),
    from: idSchema,
    to: idSchema,
  },
  ['id', 'order', 'from', 'to'],
);

const baseProperties: Record<string, JsonSchemaObject> = {
  id: idSchema,
  name: nameSchema,
  status: schemaRef('status'),
  schemaVersion: schemaVersionSchema(SCHEMA_VERSIONS.process),
  dataProviderId: idSchema,
  defaultStartingStepId: { type: ['string', 'null'] },
  formInputs: { type: 'array', items: formAccessSchema },
};
const baseRequired = ['id', 'name', 'status', 'steps'];

/** JSON Schema of a process definition (spec 001 §3.16), options or diagram. @public */
export const processSchema: JsonSchemaObject = discriminatedUnion(
  [
    variant(
      'options',
      { ...baseProperties, steps: { type: 'array', items: optionsStepSchema } },
      baseRequired,
    ),
    variant(
      'diagram',
      {
        ...baseProperties,
        steps: { type: 'array', items: diagramStepSchema },
        routes: { type: 'array', items: routeSchema },
      },
      [...baseRequired, 'routes'],
    ),
  ],
  { $schema: 'http://json-schema.org/draft-07/schema#', $id: SCHEMA_IDS.process },
);
