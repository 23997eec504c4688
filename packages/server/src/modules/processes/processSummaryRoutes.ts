import type { FastifyInstance } from 'fastify';
import { type CollectionQuery, collectionQuerySchema } from '../../http/collectionQuery';
import { tenantOf } from '../access/requestContext';
import {
  adminListing,
  createDefinitionRepository,
  definitionCollection,
} from '../definitions/definitionRepository';
import { requestVersion } from '../versions/requestVersion';
import { toProcessSummary } from './processSummary';

/**
 * `GET settings/processes` (spec 001 §7, 000 §3): the processes of the request's version as
 * summaries for the current user, with the collection conventions. Admins see every process that
 * is not deleted; anyone else the active ones. Editing processes comes with the processes issue.
 * @internal
 */
export function processSummaryRoutes(api: FastifyInstance): void {
  api.get<{ Querystring: CollectionQuery }>(
    '/settings/processes',
    {
      config: { access: 'member' },
      schema: { querystring: collectionQuerySchema(definitionCollection) },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { rows, meta } = await tenant.run(async (trx) => {
        const version = await requestVersion(request, trx);
        const processes = createDefinitionRepository(trx, tenant.scope, version.id, 'process');
        return processes.list(definitionCollection, request.query, (base) =>
          tenant.isAdmin ? adminListing(base, request.query) : base.where('status', '=', 'active'),
        );
      });
      return { data: rows.map((row) => toProcessSummary(row, tenant)), meta, relations: {} };
    },
  );
}
