import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  type CollectionQuery,
  type CollectionSpec,
  collectionQuerySchema,
  runCollectionQuery,
} from '../../http/collectionQuery';
import { idParamsSchema } from '../../http/routeSchemas';
import { tenantOf } from '../access/requestContext';
import { createDefinitionRepository, staleRevision } from '../definitions/definitionRepository';
import { canSelectVersion } from '../versions/canSelectVersion';
import { assertEditableVersion } from '../versions/requestVersion';
import { createVersionRepository, versionNotFound } from '../versions/versionRepository';
import type {
  ApplicationLayoutBody,
  ApplicationLayoutItem,
  MenuEntry,
} from './applicationLayout.types';
import { applicationLayoutBodySchema } from './applicationLayoutSchema';

/** The definition kind a version's layout is stored as. @internal */
export const applicationLayoutKind = 'applicationLayout';

/**
 * `settings/applicationLayoutVersions`: one item per application version, its layout. Filters
 * `versionId` (and `id`, the same); sort `number` (the version's); include `views`.
 * @internal
 */
export const applicationLayoutsCollection: CollectionSpec = {
  filters: {
    id: { expression: sql.ref('av.id'), type: 'uuid' },
    versionId: { expression: sql.ref('av.id'), type: 'uuid' },
  },
  sorts: { number: sql.ref('av.number') },
  defaultSort: [[sql.ref('av.number'), 'desc']],
  includes: ['views'],
};

const emptyLayout: ApplicationLayoutBody = { menuEntries: [], startingViews: {} };

function toLayoutItem(
  versionId: string,
  body: Partial<ApplicationLayoutBody> | null,
  revision: number | null,
): ApplicationLayoutItem {
  return {
    id: versionId,
    versionId,
    menuEntries: body?.menuEntries ?? [],
    startingViews: body?.startingViews ?? {},
    revision: revision ?? 0,
  };
}

function linkedViewIds(layout: ApplicationLayoutItem): string[] {
  const ids: string[] = Object.values(layout.startingViews).flat();
  const visit = (entries: readonly MenuEntry[]) => {
    for (const entry of entries) {
      if (entry.viewId !== undefined) ids.push(entry.viewId);
      visit(entry.children ?? []);
    }
  };
  visit(layout.menuEntries);
  return ids;
}

/**
 * Application layout per version (spec 001 §7): `GET settings/applicationLayoutVersions` for
 * members — the runtime reads its menu from it; anyone but an admin of a client with the
 * applicationVersions feature sees only the live version's layout — and
 * `PUT settings/applicationLayoutVersions/{versionId}` for admins, on an editable version only.
 * A version whose layout was never saved has an empty one (revision 0).
 * @internal
 */
export function layoutRoutes(api: FastifyInstance): void {
  api.get<{ Querystring: CollectionQuery }>(
    '/settings/applicationLayoutVersions',
    {
      config: { access: 'member' },
      schema: { querystring: collectionQuerySchema(applicationLayoutsCollection) },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { clientId } = tenant.scope;
      return tenant.run(async (trx) => {
        let base = trx
          .selectFrom('application_versions as av')
          .leftJoin('definitions as d', (join) =>
            join
              .onRef('d.client_id', '=', 'av.client_id')
              .onRef('d.version_id', '=', 'av.id')
              .on('d.kind', '=', applicationLayoutKind)
              .on('d.status', '<>', 'deleted'),
          )
          .select(['av.id', 'd.body', 'd.revision'])
          .where('av.client_id', '=', clientId);
        if (!canSelectVersion(tenant)) base = base.where('av.status', '=', 'live');
        const { rows, meta } = await runCollectionQuery(
          base,
          applicationLayoutsCollection,
          request.query,
        );
        const data = rows.map((row) =>
          toLayoutItem(row.id, row.body as Partial<ApplicationLayoutBody> | null, row.revision),
        );
        if (!request.query.include?.includes('views')) return { data, meta, relations: {} };

        const viewIds = [...new Set(data.flatMap(linkedViewIds))];
        const views =
          viewIds.length === 0
            ? []
            : await trx
                .selectFrom('definitions')
                .select(['id', 'version_id', 'name', 'status', 'body'])
                .where('client_id', '=', clientId)
                .where('kind', '=', 'view')
                .where(
                  'version_id',
                  'in',
                  data.map((layout) => layout.versionId),
                )
                .where('id', 'in', viewIds)
                .execute();
        return {
          data,
          meta,
          relations: {
            views: views.map((view) => ({
              id: view.id,
              versionId: view.version_id,
              name: view.name,
              status: view.status,
              routeKey: typeof view.body.routeKey === 'string' ? view.body.routeKey : null,
            })),
          },
        };
      });
    },
  );

  api.put<{ Params: { id: string }; Body: ApplicationLayoutBody & { revision?: number } }>(
    '/settings/applicationLayoutVersions/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: applicationLayoutBodySchema },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { revision, ...body } = request.body;
      const versionId = request.params.id;
      const saved = await tenant.run(async (trx) => {
        const version = await createVersionRepository(trx, tenant.scope).find(versionId, 'share');
        if (version === undefined || (version.status !== 'live' && !canSelectVersion(tenant))) {
          throw versionNotFound();
        }
        assertEditableVersion(tenant, version);
        const layouts = createDefinitionRepository(
          trx,
          tenant.scope,
          versionId,
          applicationLayoutKind,
        );
        await layouts.lock();
        const current = await layouts.single();
        if (current === undefined) {
          if (revision !== undefined && revision !== 0) throw staleRevision();
          // The first layout of a version takes the version's id; copies keep it.
          return layouts.insertWithId(versionId, { name: null, body: { ...emptyLayout, ...body } });
        }
        return layouts.put({
          id: current.id,
          name: null,
          body: { ...emptyLayout, ...body },
          revision,
        });
      });
      return {
        data: toLayoutItem(versionId, saved.body as Partial<ApplicationLayoutBody>, saved.revision),
      };
    },
  );
}
