import type { FastifyInstance } from 'fastify';
import { type CollectionQuery, collectionQuerySchema } from '../../http/collectionQuery';
import { collectionResponseSchema } from '../../http/collectionResponseSchema';
import { notFound } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import { tenantOf } from '../access/requestContext';
import { requestVersion } from '../versions/requestVersion';
import { permissionEntityKinds } from './definePermissionEntitySource';
import { listPermissionEntities } from './permissionEntitySources';
import { findRoles, listRoles, roleCollectionSpec } from './roleRepository';
import { roleBodySchema, roleIdParamsSchema, roleRecordSchema } from './roleSchemas';
import { deleteRole, type RoleInput, saveRole } from './roleService';

const roleResponseSchema = {
  type: 'object',
  required: ['data'],
  properties: { data: roleRecordSchema },
} as const;

const permissionEntitiesResponseSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind', 'entityId', 'name'],
        properties: {
          kind: { type: 'string', enum: [...permissionEntityKinds] },
          entityId: { type: 'string' },
          name: { type: 'string' },
        },
      },
    },
  },
} as const;

interface RoleParams {
  id: string;
}

/**
 * `GET roles` (any member: the runtime loads roles by id), `PUT roles[/{id}]`,
 * `DELETE roles/{id}` and `GET roles/{id}/permissionEntities` (admins) — spec 000 §7,
 * spec 001 §7.
 * @internal
 */
export function roleRoutes(api: FastifyInstance): void {
  api.get<{ Querystring: CollectionQuery }>(
    '/roles',
    {
      config: { access: 'member' },
      schema: {
        querystring: collectionQuerySchema(roleCollectionSpec),
        response: { 200: collectionResponseSchema(roleRecordSchema) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { rows, meta } = await tenant.run((trx) => listRoles(trx, tenant.scope, request.query));
      return { data: rows, meta, relations: {} };
    },
  );

  const save = { body: roleBodySchema, response: { 200: roleResponseSchema } };

  api.put<{ Body: RoleInput }>(
    '/roles',
    { config: { access: 'admin' }, schema: save },
    async (request) => ({ data: await saveRole(tenantOf(request), undefined, request.body) }),
  );

  api.put<{ Params: RoleParams; Body: RoleInput }>(
    '/roles/:id',
    { config: { access: 'admin' }, schema: { ...save, params: roleIdParamsSchema } },
    async (request) => ({
      data: await saveRole(tenantOf(request), request.params.id, request.body),
    }),
  );

  api.delete<{ Params: RoleParams }>(
    '/roles/:id',
    { config: { access: 'admin' }, schema: { params: roleIdParamsSchema } },
    async (request, reply) => {
      // Nothing to read from a body, so nothing may hide in one: refused rather than ignored.
      if (request.body !== undefined) {
        throw invalidRequest([{ path: '/', message: 'a DELETE takes no body' }]);
      }
      await deleteRole(tenantOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  api.get<{ Params: RoleParams }>(
    '/roles/:id/permissionEntities',
    {
      config: { access: 'admin' },
      schema: { params: roleIdParamsSchema, response: { 200: permissionEntitiesResponseSchema } },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return tenant.run(async (trx) => {
        const [role] = await findRoles(trx, tenant.scope, [request.params.id]);
        if (role === undefined) throw notFound('Role not found');
        const version = await requestVersion(request, trx);
        const context = { trx, scope: tenant.scope, versionId: version.id };
        return { data: await listPermissionEntities(context, role) };
      });
    },
  );
}
