import type { FastifyInstance } from 'fastify';
import { collectionResponseSchema } from '../../http/collectionResponseSchema';
import { principalOf, tenantOf } from '../access/requestContext';
import { findRoles } from '../roles/roleRepository';
import { roleRecordSchema } from '../roles/roleSchemas';
import { findUserMatches } from './findUserMatches';
import { listUsers } from './memberRepository';
import { saveUsers } from './saveUsers';
import { type UserCollectionQuery, userCollectionQuerySchema } from './userCollection';
import type { UserInput } from './userRecord.types';
import {
  findMatchesBodySchema,
  userBatchBodySchema,
  userBodySchema,
  userIdParamsSchema,
  userRecordSchema,
} from './userSchemas';

const userResponseSchema = {
  type: 'object',
  required: ['data'],
  properties: { data: userRecordSchema },
} as const;

const usersResponseSchema = {
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'array', items: userRecordSchema } },
} as const;

const matchesResponseSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'array',
      items: { type: 'object', required: ['id'], properties: { id: { type: ['string', 'null'] } } },
    },
  },
} as const;

/** Users management (spec 000 §6): admins, and members holding a usersManagement role. */
const usersManagement = { permission: 'usersManagement' } as const;

/**
 * `GET users`, `PUT users[/{id}]`, `PUT users/batch-save`, `POST users/import/find-matches`
 * (spec 000 §7), all for users management. `GET users` is not opened to plain members for the
 * spec's e-mail check: that check belongs to the users form, and an open list would let any
 * member enumerate colleagues and their personal details.
 * @internal
 */
export function userRoutes(api: FastifyInstance): void {
  api.get<{ Querystring: UserCollectionQuery }>(
    '/users',
    {
      config: { access: usersManagement },
      schema: {
        querystring: userCollectionQuerySchema(),
        response: { 200: collectionResponseSchema(userRecordSchema, { roles: roleRecordSchema }) },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { query } = request;
      return tenant.run(async (trx) => {
        const { rows, meta } = await listUsers(trx, tenant.scope, tenant.client.key, query);
        if (!query.include?.includes('roles')) return { data: rows, meta, relations: {} };
        const roleIds = [...new Set(rows.flatMap((row) => row.roleIds))];
        return {
          data: rows,
          meta,
          relations: { roles: await findRoles(trx, tenant.scope, roleIds) },
        };
      });
    },
  );

  api.put<{ Body: UserInput }>(
    '/users',
    {
      config: { access: usersManagement },
      schema: { body: userBodySchema, response: { 200: userResponseSchema } },
    },
    async (request) => {
      const [saved] = await saveUsers(tenantOf(request), principalOf(request), [
        { input: request.body, path: '' },
      ]);
      return { data: saved };
    },
  );

  api.put<{ Params: { id: string }; Body: UserInput }>(
    '/users/:id',
    {
      config: { access: usersManagement },
      schema: {
        params: userIdParamsSchema,
        body: userBodySchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => {
      const write = { id: request.params.id, input: request.body, path: '' };
      const [saved] = await saveUsers(tenantOf(request), principalOf(request), [write], true);
      return { data: saved };
    },
  );

  api.put<{ Body: { items: (UserInput & { id?: string })[] } }>(
    '/users/batch-save',
    {
      config: { access: usersManagement },
      schema: { body: userBatchBodySchema, response: { 200: usersResponseSchema } },
    },
    async (request) => {
      const writes = request.body.items.map(({ id, ...input }, index) => ({
        ...(id === undefined ? {} : { id }),
        input,
        path: `/items/${index}`,
      }));
      return { data: await saveUsers(tenantOf(request), principalOf(request), writes) };
    },
  );

  api.post<{ Body: { rows: { email: string }[] } }>(
    '/users/import/find-matches',
    {
      config: { access: usersManagement },
      schema: { body: findMatchesBodySchema, response: { 200: matchesResponseSchema } },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return {
        data: await tenant.run((trx) => findUserMatches(trx, tenant.scope, request.body.rows)),
      };
    },
  );
}
