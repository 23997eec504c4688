import type { FastifyInstance } from 'fastify';
import { uuidSchema } from '../../http/routeSchemas';
import { preloadForm } from '../processes/formPreload';
import { inSaveContext } from '../processes/inSaveContext';

interface FormPreloadBody {
  readonly type: 'formPreload';
  readonly formId: string;
  readonly process?: { readonly id: string; readonly authorizeBy?: string };
}

/**
 * `POST commands/forContext` (spec 001 §7, 002 §7): commands run for a context. The form screen's
 * `formPreload` is served here; view preloads and action execution come with views and actions.
 * @internal
 */
export function commandRoutes(api: FastifyInstance): void {
  api.post<{ Body: FormPreloadBody }>(
    '/commands/forContext',
    {
      config: { access: 'member' },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'formId'],
          properties: {
            type: { enum: ['formPreload'] },
            formId: uuidSchema,
            process: {
              type: 'object',
              additionalProperties: false,
              required: ['id'],
              properties: { id: uuidSchema, authorizeBy: { type: 'string', maxLength: 200 } },
            },
          },
        },
      },
    },
    (request) =>
      inSaveContext(request, (context) =>
        preloadForm(context, request.body.formId, request.body.process?.id),
      ),
  );
}
