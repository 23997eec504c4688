import {
  RECORD_SYSTEM_FIELDS,
  VIEW_TYPES,
  type ViewDefinition,
  validateDefinition,
} from '@tessera/engine';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  type CollectionQuery,
  type CollectionSpec,
  collectionQuerySchema,
} from '../../http/collectionQuery';
import type { RequestProblem } from '../../http/requestValidation';
import { tenantOf } from '../access/requestContext';
import { hasClientFeature } from '../clients/clientFeatureFlags';
import { findDataProvider } from '../dataProviders/findDataProvider';
import {
  adminListing,
  createDefinitionRepository,
  definitionCollection,
} from '../definitions/definitionRepository';
import {
  type DefinitionCheckContext,
  definitionOf,
  definitionSettingsRoutes,
} from '../definitions/definitionSettingsRoutes';
import { processKind } from '../processes/processKind';
import { findActiveForm } from '../processes/processSave';
import type { FieldIndexer } from '../queries/fieldIndexer';
import { requestVersion } from '../versions/requestVersion';
import { viewFieldIndexes } from './viewFieldIndexes';
import { viewKind } from './viewKind';

/** `GET settings/views`: the definition filters, plus the view's type and route key. */
const viewCollection: CollectionSpec = {
  ...definitionCollection,
  filters: {
    ...definitionCollection.filters,
    type: { expression: sql`(definitions.body ->> 'type')`, type: 'string', enum: VIEW_TYPES },
    routeKey: { expression: sql`(definitions.body ->> 'routeKey')`, type: 'string' },
  },
};

const systemFields: ReadonlySet<string> = new Set(RECORD_SYSTEM_FIELDS);

/** References a view makes into its version, and its route key's uniqueness, as 422 problems. */
async function checkReferences(
  view: ViewDefinition,
  { trx, tenant, versionId }: DefinitionCheckContext,
): Promise<RequestProblem[]> {
  const problems: RequestProblem[] = [];
  if (view.routeKey !== undefined && view.status === 'active') {
    const clash = await trx
      .selectFrom('definitions')
      .select('id')
      .where('client_id', '=', tenant.scope.clientId)
      .where('version_id', '=', versionId)
      .where('kind', '=', viewKind)
      .where('status', '=', 'active')
      .where('id', '<>', view.id)
      .where(sql<boolean>`body ->> 'routeKey' = ${view.routeKey}`)
      .executeTakeFirst();
    if (clash !== undefined) {
      problems.push({ path: '/routeKey', message: 'is already used by another view' });
    }
  }
  if (view.type === 'processes_inbox') {
    const processes = createDefinitionRepository(trx, tenant.scope, versionId, processKind);
    for (const [index, id] of view.processSettingsIds.entries()) {
      if ((await processes.present(id)) === undefined) {
        problems.push({
          path: `/processSettingsIds/${index}`,
          message: 'is not a process of this version',
        });
      }
    }
    return problems;
  }
  const provider = await findDataProvider(trx, tenant.scope, versionId, view.query.fromProviderId);
  if (provider === undefined) {
    problems.push({
      path: '/query/fromProviderId',
      message: 'is not an active data provider of this version',
    });
    return problems;
  }
  const names = new Set(provider.config.fields.map((field) => field.dbFieldName));
  view.columns.forEach((column, index) => {
    const [first = ''] = column.fieldAccess.path;
    if (!systemFields.has(first) && !names.has(first)) {
      problems.push({
        path: `/columns/${index}/fieldAccess/path/0`,
        message: 'is not a field of the provider',
      });
    }
  });
  if (view.rowClick !== undefined && provider.type !== 'process') {
    problems.push({
      path: '/rowClick',
      message: "opens a record's process: the view must list a process provider",
    });
  }
  if (
    view.rowClick?.type === 'open_form' &&
    (await findActiveForm({ trx, tenant, versionId }, view.rowClick.formId)) === undefined
  ) {
    problems.push({ path: '/rowClick/formId', message: 'is not an active form of this version' });
  }
  return problems;
}

/**
 * Views (spec 002 §3 "Views") under `settings/views`: admins create, read, replace and delete
 * them through the definition settings routes — the engine validates each definition; its
 * provider, forms and process settings must be of the version and its route key unique among
 * active views. `GET settings/views` lists, for an admin, every view that is not deleted; for
 * anyone else, the active views they may open (by one of the view's roles, or public ones of a
 * client with `viewsPublic`). Filters `id`, `name`, `status`, `type`, `routeKey`.
 * @internal
 */
export function viewSettingsRoutes(api: FastifyInstance, fieldIndexer: FieldIndexer): void {
  definitionSettingsRoutes<ViewDefinition>(api, {
    path: '/settings/views',
    kind: viewKind,
    noun: 'view',
    list: false,
    validate: (definition) => validateDefinition('view', definition),
    check: checkReferences,
    saved: (view, { request, tenant, versionId }) => {
      if (view.type !== 'table' || view.status !== 'active') return;
      tenant
        .run((trx) => findDataProvider(trx, tenant.scope, versionId, view.query.fromProviderId))
        .then((provider) => {
          if (provider !== undefined) fieldIndexer.ensure(viewFieldIndexes(view, provider));
        })
        .catch((error: unknown) => {
          request.log.warn(
            { err: error },
            "reading a view's provider for its field indexes failed",
          );
        });
    },
  });

  api.get<{ Querystring: CollectionQuery }>(
    '/settings/views',
    {
      config: { access: 'member' },
      schema: { querystring: collectionQuerySchema(viewCollection) },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { rows, meta } = await tenant.run(async (trx) => {
        const version = await requestVersion(request, trx);
        const views = createDefinitionRepository(trx, tenant.scope, version.id, viewKind);
        return views.list(viewCollection, request.query, (base) => {
          if (tenant.isAdmin) return adminListing(base, request.query);
          const byRole =
            tenant.roleIds.length === 0
              ? sql<boolean>`false`
              : sql<boolean>`exists (select 1
                  from jsonb_array_elements_text(definitions.body -> 'roleIds') as role(id)
                  where role.id = any(${[...tenant.roleIds]}::text[]))`;
          const isPublic = hasClientFeature(tenant.client, 'viewsPublic')
            ? sql<boolean>`(definitions.body ->> 'type' = 'table'
                and definitions.body -> 'isPublic' = 'true'::jsonb)`
            : sql<boolean>`false`;
          return base
            .where('status', '=', 'active')
            .where(sql<boolean>`(${byRole} or ${isPublic})`);
        });
      });
      return {
        data: rows.map((row) => ({
          ...definitionOf<ViewDefinition>(row),
          revision: row.revision,
        })),
        meta,
        relations: {},
      };
    },
  );
}
