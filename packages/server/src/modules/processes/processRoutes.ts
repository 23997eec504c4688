import {
  findStep,
  finishProcess,
  formsOfferedForStep,
  resolveProviderAccess,
  restoreProcess,
} from '@tessera/engine';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import { idParamsSchema, uuidSchema } from '../../http/routeSchemas';
import type { SubmittedField } from '../forms/recomputeForm';
import { idempotentResponse } from '../idempotency/idempotentResponse';
import { toRecordItem } from '../records/recordItem';
import { inSaveContext } from './inSaveContext';
import { processCalculationRoutes } from './processCalculationRoutes';
import { createProcessRepository } from './processRepository';
import {
  effectiveRoleIds,
  loadRunningProcess,
  type ProcessSaveInput,
  startProcessSave,
  toProcessItem,
  updateProcessSave,
} from './processSave';
import { urlQueryParamsSchema } from './urlQueryParamsSchema';

const saveProperties = {
  formId: uuidSchema,
  fields: {
    type: 'array',
    maxItems: 1000,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['fieldId', 'value'],
      properties: { fieldId: { type: 'string', minLength: 1, maxLength: 200 }, value: {} },
    },
  },
  urlQueryParams: urlQueryParamsSchema,
  version: { type: 'integer', minimum: 1 },
} as const;

interface SaveBody {
  readonly formId: string;
  readonly fields: readonly SubmittedField[];
  readonly urlQueryParams?: Readonly<Record<string, string | readonly string[]>>;
  readonly version?: number;
}

function saveInput(body: SaveBody): ProcessSaveInput {
  return {
    formId: body.formId,
    fields: body.fields,
    ...(body.urlQueryParams === undefined ? {} : { urlQueryParams: body.urlQueryParams }),
    ...(body.version === undefined ? {} : { version: body.version }),
  };
}

/**
 * The process calls of spec 001 §7 and 002 §7: `POST processes` (start, with the start form's
 * fields), `PATCH processes/{id}` (save a form of the current step), `PATCH processes/{id}/control`
 * (finish or restore), `DELETE processes/{id}` (admins; `authorizeBy` is accepted for the spec's
 * callers), and `GET processes/{id}` (the process and its record, for the people who may work on
 * it), with the form calculations of `processCalculationRoutes`. Saves honour an
 * `Idempotency-Key` and the record `version` (409 when stale); everything a
 * save does commits or rolls back together.
 * @internal
 */
export function processRoutes(api: FastifyInstance): void {
  processCalculationRoutes(api);
  api.post<{ Body: SaveBody & { processSettingsId: string } }>(
    '/processes',
    {
      config: { access: 'member' },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['processSettingsId', 'formId', 'fields'],
          properties: { processSettingsId: uuidSchema, ...saveProperties },
        },
      },
    },
    async (request, reply) => {
      const answer = await inSaveContext(request, (context) =>
        idempotentResponse(request, context.trx, context.tenant.scope, async () => ({
          statusCode: 201,
          body: {
            data: await startProcessSave(
              context,
              request.body.processSettingsId,
              saveInput(request.body),
            ),
          },
        })),
      );
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  api.patch<{ Params: { id: string }; Body: SaveBody }>(
    '/processes/:id',
    {
      config: { access: 'member' },
      schema: {
        params: idParamsSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['formId', 'fields'],
          properties: saveProperties,
        },
      },
    },
    async (request, reply) => {
      const answer = await inSaveContext(request, (context) =>
        idempotentResponse(request, context.trx, context.tenant.scope, async () => ({
          statusCode: 200,
          body: {
            data: await updateProcessSave(context, request.params.id, saveInput(request.body)),
          },
        })),
      );
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  api.patch<{ Params: { id: string }; Body: { action: 'finish' | 'restore'; stepId?: string } }>(
    '/processes/:id/control',
    {
      config: { access: 'member' },
      schema: {
        params: idParamsSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['action'],
          properties: {
            action: { enum: ['finish', 'restore'] },
            stepId: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (request) =>
      inSaveContext(request, async (context) => {
        const { row, process } = await loadRunningProcess(context, request.params.id);
        const step = findStep(process, row.current_step_id);
        const mayWork =
          context.tenant.isAdmin ||
          (step !== undefined &&
            formsOfferedForStep(process, step, effectiveRoleIds(process, context.tenant)).length >
              0);
        if (!mayWork) throw new HttpError(403, 'You may not control this process');
        const { action, stepId } = request.body;
        if (
          stepId !== undefined &&
          (action !== 'restore' || findStep(process, stepId) === undefined)
        ) {
          throw invalidRequest([
            { path: '/stepId', message: 'is not a step of the process to restore at' },
          ]);
        }
        const state = { currentStepId: row.current_step_id, isFinished: row.is_finished };
        const next = action === 'finish' ? finishProcess(state) : restoreProcess(state, stepId);
        const updated = await createProcessRepository(context.trx, context.tenant.scope).setState(
          row.id,
          next,
        );
        return { data: toProcessItem(updated) };
      }),
  );

  api.delete<{ Params: { id: string }; Querystring: { authorizeBy?: string } }>(
    '/processes/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: idParamsSchema,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { authorizeBy: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      await inSaveContext(request, async (context) => {
        const processes = createProcessRepository(context.trx, context.tenant.scope);
        const { row } = await loadRunningProcess(context, request.params.id);
        await processes.softDelete(row.id);
      });
      return reply.code(204).send();
    },
  );

  api.get<{ Params: { id: string } }>(
    '/processes/:id',
    { config: { access: 'member' }, schema: { params: idParamsSchema } },
    async (request) =>
      inSaveContext(request, async (context) => {
        const { row, process, provider, record } = await loadRunningProcess(
          context,
          request.params.id,
        );
        const step = findStep(process, row.current_step_id);
        const roleIds = effectiveRoleIds(process, context.tenant);
        const offered = step === undefined ? [] : formsOfferedForStep(process, step, roleIds);
        if (!context.tenant.isAdmin && offered.length === 0) {
          throw new HttpError(403, 'You may not work on this process at its current step');
        }
        const access = resolveProviderAccess(
          provider,
          { isAdmin: true, roleIds: [] },
          context.host,
        );
        return {
          data: {
            process: toProcessItem(row),
            dataRecord: toRecordItem(record, provider, access),
            offeredFormIds: offered.map((form) => form.formId),
          },
        };
      }),
  );
}
