import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseTables } from '../../database/databaseTables';
import type { CollectionQuery } from '../../http/collectionQuery';
import { idParamsSchema } from '../../http/routeSchemas';
import { principalOf } from '../access/requestContext';
import { clientBodySchema } from './clientBodySchema';
import { clientsQuerySchema, listClients } from './listClients';
import {
  type ClientChangesBody,
  createClientAsSuperAdmin,
  type NewClientBody,
  updateClient,
} from './saveClient';

/**
 * The `clients` collection (spec 000 §7, 001 §7): `GET clients` for everyone logged in (a super
 * admin sees all clients, anyone else their own), `PUT clients` and `PUT clients/{id}` for
 * super admins.
 * @internal
 */
export function clientManagementRoutes(api: FastifyInstance, kysely: Kysely<DatabaseTables>): void {
  api.get<{ Querystring: CollectionQuery }>(
    '/clients',
    { config: { access: 'authenticated' }, schema: { querystring: clientsQuerySchema() } },
    async (request) => {
      const { rows, meta } = await listClients(kysely, principalOf(request), request.query);
      return { data: rows, meta, relations: {} };
    },
  );

  api.put<{ Body: NewClientBody }>(
    '/clients',
    { config: { access: 'superAdmin' }, schema: { body: clientBodySchema(true) } },
    async (request) => ({
      data: await createClientAsSuperAdmin(kysely, principalOf(request), request.body),
    }),
  );

  api.put<{ Params: { id: string }; Body: ClientChangesBody }>(
    '/clients/:id',
    {
      config: { access: 'superAdmin' },
      schema: { params: idParamsSchema, body: clientBodySchema(false) },
    },
    async (request) => ({
      data: await updateClient(kysely, principalOf(request), request.params.id, request.body),
    }),
  );
}
