import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../../http/errorBody';
import type { RequestProblem } from '../../http/requestValidation';
import { inSaveContext } from '../processes/inSaveContext';
import { dataInputsSchema, dataInputValues, type RequestDataInput } from './dataInputValues';
import { type FormChoiceParams, type FormChoiceTarget, resolveFormChoices } from './formChoices';
import { whileConnected } from './requestAbortSignal';
import { requestAborted, runCancellable } from './runCancellable';

/** The most requests one `queries/forContexts` call may carry. @internal */
export const maxRequestsPerCall = 20;

interface ChoiceBody {
  readonly context: FormChoiceTarget;
  readonly dataInputs?: readonly RequestDataInput[];
  readonly params: FormChoiceParams;
}

interface ChoicesBody {
  readonly requests: readonly {
    readonly context: FormChoiceTarget;
    readonly dataInputs?: readonly RequestDataInput[];
    readonly queryParams: FormChoiceParams;
  }[];
  readonly commonDataInputs?: readonly RequestDataInput[];
}

const contextSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'id', 'fieldId'],
  properties: {
    type: { enum: ['form'] },
    id: { type: 'string', format: 'uuid' },
    fieldId: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

const paramsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pagination'],
  properties: {
    search: { type: 'string', maxLength: 200 },
    values: {
      type: 'array',
      maxItems: 200,
      items: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'number' }] },
    },
    pagination: {
      type: 'object',
      additionalProperties: false,
      required: ['perPage'],
      oneOf: [{ required: ['page'] }, { required: ['after'] }],
      properties: {
        page: { type: 'integer', minimum: 1, maximum: 10_000 },
        perPage: { type: 'integer', minimum: 1, maximum: 100 },
        // The previous page's `meta.next`: the choices after its last one (keyset).
        after: { type: 'string', minLength: 1 },
      },
    },
  },
} as const;

/** One request's answer inside a `queries/forContexts` answer. */
type ContextAnswer =
  | ({ readonly statusCode: 200 } & Awaited<ReturnType<typeof resolveFormChoices>>)
  | {
      readonly statusCode: number;
      readonly message: string;
      readonly errorType?: string;
      readonly errors?: readonly RequestProblem[];
      readonly path: string;
    };

/**
 * One forContext request, as both endpoints run it: in its own transaction of the request's
 * tenant, its statements cancelled when the client aborts.
 */
function runForContext(
  request: FastifyRequest,
  signal: AbortSignal,
  target: FormChoiceTarget,
  params: FormChoiceParams,
  values: Readonly<Record<string, unknown>>,
) {
  return inSaveContext(request, (context) =>
    runCancellable(context.trx, signal, () => resolveFormChoices(context, target, params, values)),
  );
}

/** A failed request's answer: its error, with problem paths under the request's pointer. */
function failedAnswer(request: FastifyRequest, error: unknown, path: string): ContextAnswer {
  const body = errorBody(error);
  if (body.statusCode >= 500) request.log.error({ err: error, path }, 'forContexts request failed');
  return {
    ...body,
    ...(body.errors === undefined
      ? {}
      : { errors: body.errors.map((problem) => ({ ...problem, path: `${path}${problem.path}` })) }),
    path,
  };
}

/**
 * `GET queries/forContext`, `POST queries/forContext` and `POST queries/forContexts` (spec 001 §7)
 * for a form's choice field (spec 002 §7 "select lists"; see {@link resolveFormChoices}). The GET
 * takes `context` and `params` as a nested query string (`context[id]=…&params[pagination][page]=1`)
 * and no data inputs, as the spec has it for a context without them; it answers what the POST
 * answers for the same context and params. `params.pagination` is `{ page, perPage }`, or
 * `{ after, perPage }` with the `meta.next` of the page before (keyset: the choices after its
 * last one; 422 at `/params/pagination/after` for a cursor that is malformed or was made for
 * another sort or time zone). forContexts answers several
 * requests in one round trip: `commonDataInputs` are merged into each request's `dataInputs` (a
 * request's own input wins), each request runs in its own transaction, and `data` holds one answer
 * per request in request order — `{ statusCode: 200, data, meta }`, or for a request that failed
 * its own error `{ statusCode, message, errorType?, errors?, path: '/requests/{i}' }` (problem paths
 * under it) without failing the others. At most {@link maxRequestsPerCall} requests (422 beyond).
 * A client that aborts any of them cancels the running SQL statement.
 * @internal
 */
export function formChoiceRoutes(api: FastifyInstance): void {
  api.get<{ Querystring: Omit<ChoiceBody, 'dataInputs'> }>(
    '/queries/forContext',
    {
      config: { access: 'member' },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['context', 'params'],
          properties: { context: contextSchema, params: paramsSchema },
        },
      },
    },
    (request, reply) =>
      whileConnected(reply, (signal) => {
        const { context, params } = request.query;
        return runForContext(request, signal, context, params, dataInputValues(undefined));
      }),
  );

  api.post<{ Body: ChoiceBody }>(
    '/queries/forContext',
    {
      config: { access: 'member' },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['context', 'params'],
          properties: {
            context: contextSchema,
            dataInputs: dataInputsSchema,
            params: paramsSchema,
          },
        },
      },
    },
    (request, reply) =>
      whileConnected(reply, (signal) => {
        const { context, dataInputs, params } = request.body;
        return runForContext(request, signal, context, params, dataInputValues(dataInputs));
      }),
  );

  api.post<{ Body: ChoicesBody }>(
    '/queries/forContexts',
    {
      config: { access: 'member' },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['requests'],
          properties: {
            requests: {
              type: 'array',
              minItems: 1,
              maxItems: maxRequestsPerCall,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['context', 'queryParams'],
                properties: {
                  context: contextSchema,
                  dataInputs: dataInputsSchema,
                  queryParams: paramsSchema,
                },
              },
            },
            commonDataInputs: dataInputsSchema,
          },
        },
      },
    },
    (request, reply) =>
      whileConnected(reply, async (signal) => {
        const { requests, commonDataInputs } = request.body;
        const answers: ContextAnswer[] = [];
        // One after another: PGlite is one session, and a page of selects is a handful of requests.
        for (const [index, one] of requests.entries()) {
          if (signal.aborted) break;
          const values = dataInputValues(commonDataInputs, one.dataInputs);
          try {
            const page = await runForContext(request, signal, one.context, one.queryParams, values);
            answers.push({ statusCode: 200, ...page });
          } catch (error) {
            if (signal.aborted) break;
            answers.push(failedAnswer(request, error, `/requests/${index}`));
          }
        }
        if (signal.aborted) throw requestAborted();
        return { data: answers };
      }),
  );
}
