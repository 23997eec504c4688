import type { FastifyInstance } from 'fastify';
import { uuidSchema } from '../../http/routeSchemas';
import { type CalculateMethodsInput, calculateFormMethods } from './calculateFormMethods';
import { calculateFormRelations } from './calculateFormRelations';
import { inSaveContext } from './inSaveContext';
import type { OpenFormInput } from './replayEnteredForm';
import { urlQueryParamsSchema } from './urlQueryParamsSchema';

/** Most methods one calculation computes: a form's server-side methods, with room to spare. */
const maxInputs = 100;

/** The form a calculation is for, and the person's values in it. */
const openFormProperties = {
  processSettingsId: uuidSchema,
  processId: uuidSchema,
  formId: uuidSchema,
  fieldResults: { type: 'object', maxProperties: 1000 },
  urlQueryParams: urlQueryParamsSchema,
} as const;

const openFormRequired = ['processSettingsId', 'formId', 'fieldResults'];

const methodInputSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['contextFieldPath'],
  properties: {
    contextFieldPath: { type: 'string', minLength: 1, maxLength: 1000 },
    methodId: { type: 'string', minLength: 1, maxLength: 200 },
    rowIndexes: {
      type: 'object',
      maxProperties: 10,
      additionalProperties: { type: 'integer', minimum: 0, maximum: 99 },
    },
  },
} as const;

/**
 * The form calculations of spec 001 §7 and 002 §7, for a form the person has open (debounced by
 * the browser, 200 ms): `POST processes/calculate-methods` computes server-side methods of the
 * stored form, `POST processes/calculate-relations` the records its relation-keeping choice
 * fields point to. Both open the form only for someone who may enter it (the start form of the
 * process for them, or a form of the current step for their roles; 403 otherwise) and replay the
 * person's values through it as a save does. They only read.
 * @internal
 */
export function processCalculationRoutes(api: FastifyInstance): void {
  api.post<{ Body: CalculateMethodsInput }>(
    '/processes/calculate-methods',
    {
      config: { access: 'member' },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: [...openFormRequired, 'inputs'],
          properties: {
            ...openFormProperties,
            inputs: { type: 'array', minItems: 1, maxItems: maxInputs, items: methodInputSchema },
          },
        },
      },
    },
    (request) =>
      inSaveContext(request, async (context) => {
        const { data, problems } = await calculateFormMethods(context, request.body);
        return { data, errors: problems };
      }),
  );

  api.post<{ Body: OpenFormInput }>(
    '/processes/calculate-relations',
    {
      config: { access: 'member' },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: openFormRequired,
          properties: openFormProperties,
        },
      },
    },
    (request) => inSaveContext(request, (context) => calculateFormRelations(context, request.body)),
  );
}
