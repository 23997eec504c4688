import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { type CollectionQuery, collectionQuerySchema } from '../../http/collectionQuery';
import { notFound } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import { idParamsSchema, uuidSchema } from '../../http/routeSchemas';
import { type TenantContext, tenantOf } from '../access/requestContext';
import {
  adminListing,
  createDefinitionRepository,
  type DefinitionRow,
  definitionCollection,
} from '../definitions/definitionRepository';
import { editableRequestVersion, requestVersion } from '../versions/requestVersion';
import {
  type DocumentTypeBody,
  type DocumentTypeItem,
  type DocumentTypeRoleAccess,
  documentTypePermissions,
} from './documentType.types';
import { documentTypePermissionsOf } from './documentTypeAccess';

/** The definition kind document types are stored as. @internal */
export const documentTypeKind = 'documentType';

const documentTypeBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    status: { type: 'string', enum: ['active', 'inactive'] },
    roleAccess: {
      type: 'array',
      maxItems: 100,
      default: [],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['roleIds', 'permissions'],
        properties: {
          roleIds: { type: 'array', maxItems: 100, uniqueItems: true, items: uuidSchema },
          permissions: {
            type: 'array',
            uniqueItems: true,
            items: { type: 'string', enum: [...documentTypePermissions] },
          },
        },
      },
    },
    revision: { type: 'integer', minimum: 1 },
  },
} as const;

interface DocumentTypeWriteBody {
  readonly name: string;
  readonly status?: 'active' | 'inactive';
  readonly roleAccess: readonly DocumentTypeRoleAccess[];
  readonly revision?: number;
}

function toItem(row: DefinitionRow, tenant: TenantContext): DocumentTypeItem {
  const roleAccess = (row.body as Partial<DocumentTypeBody>).roleAccess ?? [];
  return {
    id: row.id,
    name: row.name ?? '',
    status: row.status,
    roleAccess,
    revision: row.revision,
    currentUserPermissions: documentTypePermissionsOf(tenant, roleAccess),
  };
}

/**
 * Document types (spec 000 §7 `GET settings/document-types`), stored per application version.
 * Members list them from the request's version: an admin sees every type that is not deleted; a
 * member the active types where an entry naming one of their roles grants anything. Admins create
 * (`PUT` without id), replace (`PUT …/{id}`) and delete (`DELETE …/{id}`, a soft delete) them in
 * an editable version; names are unique among active types of a version (exact).
 * @internal
 */
export function documentTypeRoutes(api: FastifyInstance): void {
  api.get<{ Querystring: CollectionQuery }>(
    '/settings/document-types',
    {
      config: { access: 'member' },
      schema: { querystring: collectionQuerySchema(definitionCollection) },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { rows, meta } = await tenant.run(async (trx) => {
        const version = await requestVersion(request, trx);
        const types = createDefinitionRepository(trx, tenant.scope, version.id, documentTypeKind);
        return types.list(definitionCollection, request.query, (base) => {
          if (tenant.isAdmin) return adminListing(base, request.query);
          if (tenant.roleIds.length === 0) return base.where(sql<boolean>`false`);
          const roleIds = sql`array[${sql.join(tenant.roleIds)}]::text[]`;
          return base.where('status', '=', 'active').where(
            sql<boolean>`exists (
              select 1 from jsonb_array_elements(coalesce(definitions.body -> 'roleAccess', '[]'::jsonb)) as access(entry)
              where (access.entry -> 'roleIds') ?| ${roleIds}
                and jsonb_array_length(access.entry -> 'permissions') > 0
            )`,
          );
        });
      });
      return { data: rows.map((row) => toItem(row, tenant)), meta, relations: {} };
    },
  );

  async function write(
    request: FastifyRequest,
    id: string | undefined,
    body: DocumentTypeWriteBody,
  ): Promise<{ data: DocumentTypeItem }> {
    const tenant = tenantOf(request);
    const row = await tenant.run(async (trx) => {
      const version = await editableRequestVersion(request, trx);
      const types = createDefinitionRepository(trx, tenant.scope, version.id, documentTypeKind);
      await types.lock();
      const status = body.status ?? 'active';
      if (status === 'active' && (await types.nameExists(body.name, id))) {
        throw invalidRequest([
          { path: '/name', message: 'is already used by another document type' },
        ]);
      }
      return types.put({
        id,
        name: body.name,
        status,
        body: { roleAccess: body.roleAccess },
        revision: body.revision,
      });
    });
    return { data: toItem(row, tenant) };
  }

  api.put<{ Body: DocumentTypeWriteBody }>(
    '/settings/document-types',
    { config: { access: 'admin' }, schema: { body: documentTypeBodySchema } },
    (request) => write(request, undefined, request.body),
  );

  api.put<{ Params: { id: string }; Body: DocumentTypeWriteBody }>(
    '/settings/document-types/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParamsSchema, body: documentTypeBodySchema },
    },
    (request) => write(request, request.params.id, request.body),
  );

  api.delete<{ Params: { id: string } }>(
    '/settings/document-types/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const deleted = await tenant.run(async (trx) => {
        const version = await editableRequestVersion(request, trx);
        return createDefinitionRepository(
          trx,
          tenant.scope,
          version.id,
          documentTypeKind,
        ).softDelete(request.params.id);
      });
      if (!deleted) throw notFound('Document type not found');
      return reply.code(204).send();
    },
  );
}
