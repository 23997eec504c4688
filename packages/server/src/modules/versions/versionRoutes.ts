import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  type CollectionQuery,
  type CollectionSpec,
  collectionQuerySchema,
  runCollectionQuery,
} from '../../http/collectionQuery';
import { forbidden } from '../../http/httpError';
import { idParamsSchema, uuidSchema } from '../../http/routeSchemas';
import { type TenantContext, tenantOf } from '../access/requestContext';
import { hasClientFeature } from '../clients/clientFeatureFlags';
import { applicationVersionItemSchema, toApplicationVersionItem } from './applicationVersionItem';
import { canSelectVersion } from './canSelectVersion';
import { compareVersionDefinitions, versionChangesSchema } from './versionChanges';
import { createVersionRepository, versionNotFound } from './versionRepository';

const statuses = ['live', 'draft', 'previous', 'archived'];

/**
 * The `applicationVersions` collection: filters `id`, `versionStatus` (a value or a list) and
 * `name`; sort `number`; newest first by default; up to 1,000 a page (the spec asks for 1,000).
 * @internal
 */
export const applicationVersionsCollection: CollectionSpec = {
  filters: {
    id: { expression: sql.ref('id'), type: 'uuid' },
    versionStatus: { expression: sql.ref('status'), type: 'string', enum: statuses },
    name: { expression: sql.ref('name'), type: 'string' },
  },
  sorts: { number: sql.ref('number') },
  defaultSort: [[sql.ref('number'), 'desc']],
  search: [sql.ref('name')],
};

const versionName = { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } as const;

const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'copyFromId'],
  properties: { name: versionName, copyFromId: { type: 'string', format: 'uuid' } },
} as const;

const editBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    name: versionName,
    // archived: archive; draft: unarchive. Publishing has its own call.
    versionStatus: { type: 'string', enum: ['archived', 'draft'] },
  },
} as const;

const changesQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { against: uuidSchema },
} as const;

const changesResponse = {
  200: { type: 'object', required: ['data'], properties: { data: versionChangesSchema } },
} as const;

const itemResponse = {
  200: { type: 'object', required: ['data'], properties: { data: applicationVersionItemSchema } },
} as const;

/**
 * Writes need the applicationVersions feature: without it the client has only its live version,
 * and nothing may create, publish or archive another behind the UI's back.
 */
function versionsTenant(request: FastifyRequest): TenantContext {
  const tenant = tenantOf(request);
  if (!hasClientFeature(tenant.client, 'applicationVersions')) {
    throw forbidden('Application versions are not enabled for this client');
  }
  return tenant;
}

/**
 * `applicationVersions` (spec 001 §7): the list for members (only admins of a client with the
 * feature see versions other than the live one), create-by-copy, rename, archive/unarchive and
 * publish for admins of a client with the feature, and what publishing a version would change
 * (its definitions compared with another version's, the live one by default).
 * @internal
 */
export function versionRoutes(api: FastifyInstance): void {
  api.get<{ Querystring: CollectionQuery }>(
    '/applicationVersions',
    {
      config: { access: 'member' },
      schema: { querystring: collectionQuerySchema(applicationVersionsCollection) },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { rows, meta } = await tenant.run((trx) => {
        let base = trx
          .selectFrom('application_versions')
          .selectAll()
          .where('client_id', '=', tenant.scope.clientId);
        if (!canSelectVersion(tenant)) base = base.where('status', '=', 'live');
        return runCollectionQuery(base, applicationVersionsCollection, request.query);
      });
      return { data: rows.map(toApplicationVersionItem), meta, relations: {} };
    },
  );

  api.put<{ Body: { name: string; copyFromId: string } }>(
    '/applicationVersions',
    { config: { access: 'admin' }, schema: { body: createBody, response: itemResponse } },
    async (request) => {
      const tenant = versionsTenant(request);
      const created = await tenant.run((trx) =>
        createVersionRepository(trx, tenant.scope).createDraft(
          request.body.name,
          request.body.copyFromId,
        ),
      );
      return { data: toApplicationVersionItem(created) };
    },
  );

  api.put<{
    Params: { id: string };
    Body: { name?: string; versionStatus?: 'archived' | 'draft' };
  }>(
    '/applicationVersions/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: editBody, response: itemResponse },
    },
    async (request) => {
      const tenant = versionsTenant(request);
      const { id } = request.params;
      const { name, versionStatus } = request.body;
      const updated = await tenant.run(async (trx) => {
        const versions = createVersionRepository(trx, tenant.scope);
        if (versionStatus !== undefined) {
          await versions.transition(id, versionStatus === 'archived' ? 'archive' : 'unarchive');
        }
        if (name !== undefined) await versions.rename(id, name);
        return versions.find(id);
      });
      if (updated === undefined) throw versionNotFound();
      return { data: toApplicationVersionItem(updated) };
    },
  );

  api.post<{ Params: { id: string } }>(
    '/applicationVersions/:id/publish',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, response: itemResponse } },
    async (request) => {
      const tenant = versionsTenant(request);
      const { id } = request.params;
      const published = await tenant.run(async (trx) => {
        const versions = createVersionRepository(trx, tenant.scope);
        await versions.transition(id, 'publish');
        return versions.find(id);
      });
      if (published === undefined) throw versionNotFound();
      return { data: toApplicationVersionItem(published) };
    },
  );

  api.get<{ Params: { id: string }; Querystring: { against?: string } }>(
    '/applicationVersions/:id/changes',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, querystring: changesQuery, response: changesResponse },
    },
    async (request) => {
      const tenant = versionsTenant(request);
      const { against } = request.query;
      const data = await tenant.run(async (trx) => {
        const versions = createVersionRepository(trx, tenant.scope);
        const version = await versions.find(request.params.id);
        const other = against === undefined ? await versions.live() : await versions.find(against);
        if (version === undefined || other === undefined) throw versionNotFound();
        const changes = compareVersionDefinitions(
          await versions.definitionDigests(version.id),
          await versions.definitionDigests(other.id),
        );
        return { versionId: version.id, againstId: other.id, ...changes };
      });
      return { data };
    },
  );
}
