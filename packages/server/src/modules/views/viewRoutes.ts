import { MAX_VIEW_PER_PAGE } from '@tessera/engine';
import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../http/routeSchemas';
import { whileConnected } from '../queries/requestAbortSignal';
import { runCancellable } from '../queries/runCancellable';
import { createRateLimiter } from '../rateLimits/rateLimiter';
import { inboxViewRows } from './inboxViewRows';
import { openView, type ViewRouteDeps } from './openView';
import { runtimeViewOf } from './runtimeView';
import { tableViewRows } from './tableViewRows';
import type { ViewRowsRequest } from './viewRows.types';

const rowsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['perPage'],
  oneOf: [{ required: ['page'] }, { required: ['after'] }],
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    // A table view's previous page's `meta.next`: the rows after its last one (keyset).
    after: { type: 'string', minLength: 1 },
    perPage: { type: 'integer', minimum: 1, maximum: MAX_VIEW_PER_PAGE },
    sort: {
      type: 'array',
      maxItems: 5,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['columnId', 'direction'],
        properties: {
          columnId: { type: 'string', minLength: 1, maxLength: 200 },
          direction: { enum: ['asc', 'desc'] },
        },
      },
    },
  },
} as const;

/**
 * The runtime's view calls (spec 000 §2 views.show, spec 002 §3–§4), public because views.show
 * has guest permission — each call decides who may open the view (see `openView`):
 * - `GET views/resolve/{routeKeyOrViewId}`: the view `views/{routeKeyOrViewId}` names (a UUID is
 *   an id, anything else a route key), as the runtime draws it for the reader (`RuntimeView`).
 *   Named "resolve" because it answers what an address means, not a definition by id (that is
 *   `GET settings/views/{id}`, for admins);
 * - `POST views/{id}/rows` with `{ page, perPage, sort?: [{ columnId, direction }] }`: one page
 *   of rows `{ id, cells, open? }` with `meta { page, perPage, lastPage, total, next? }`. A table
 *   view also takes `{ after, perPage, sort? }` instead of `page`: the rows after the page whose
 *   `meta.next` it is (keyset: no rows counted off; 422 at `/after` for a cursor that is malformed
 *   or was made for another sort or time zone, and for an inbox, which pages by number). A POST, as
 *   the spec's other list calls with a body (queries/forContext): the sort travels as JSON. A
 *   client that goes away (a person paging on before the page came) cancels the running SQL
 *   statement (see `runCancellable`).
 *
 * Calls without login are rate-limited per IP (429 with `Retry-After`), by the server's one
 * rate-limit mechanism: the `rate_limits` counters, keyed by the same secret as the app's.
 * @internal
 */
export function viewRoutes(api: FastifyInstance, routeDeps: ViewRouteDeps): void {
  const deps = { ...routeDeps, limiter: createRateLimiter(routeDeps.kysely, routeDeps.secret) };
  api.get<{ Params: { routeKeyOrViewId: string } }>(
    '/views/resolve/:routeKeyOrViewId',
    {
      config: { access: 'public' },
      schema: {
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['routeKeyOrViewId'],
          properties: { routeKeyOrViewId: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    (request, reply) =>
      openView(request, reply, deps, request.params.routeKeyOrViewId, async (context, view) => ({
        data: await runtimeViewOf(context, view),
      })),
  );

  api.post<{ Params: { id: string }; Body: ViewRowsRequest }>(
    '/views/:id/rows',
    {
      config: { access: 'public' },
      schema: {
        params: idParamsSchema,
        body: rowsBodySchema,
      },
    },
    (request, reply) =>
      whileConnected(reply, (signal) =>
        openView(request, reply, deps, request.params.id, (context, view) =>
          runCancellable(context.trx, signal, () =>
            view.type === 'table'
              ? tableViewRows(context, view, request.body)
              : inboxViewRows(context, view, request.body),
          ),
        ),
      ),
  );
}
