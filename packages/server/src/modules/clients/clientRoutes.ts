import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/httpError';
import type { ClientRepository } from './clientRepository';

const clientInfoQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 200 },
    domain: { type: 'string', minLength: 1, maxLength: 253 },
  },
  // One of the two; with both, the key wins (it is the more specific).
  anyOf: [{ required: ['key'] }, { required: ['domain'] }],
} as const;

const clientInfoResponseSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['id', 'key', 'name', 'domains', 'enabledFeatures', 'passwordPolicy'],
      properties: {
        id: { type: 'string' },
        key: { type: 'string' },
        name: { type: 'string' },
        domains: { type: 'array', items: { type: 'string' } },
        enabledFeatures: { type: 'object', additionalProperties: { type: 'boolean' } },
        passwordPolicy: {
          type: 'object',
          required: ['minLength'],
          properties: { minLength: { type: 'integer' } },
        },
      },
    },
  },
} as const;

interface ClientInfoQuery {
  key?: string;
  domain?: string;
}

/**
 * `GET clients/info?key=` or `?domain=` (spec 000 §7). Public: the runtime needs the client
 * before anyone logs in (its name for the title, its feature flags for the menu, its password
 * policy for the register and change-password forms). Nothing else of the client is public.
 * @internal
 */
export function clientRoutes(api: FastifyInstance, clients: ClientRepository): void {
  api.get<{ Querystring: ClientInfoQuery }>(
    '/clients/info',
    {
      config: { access: 'public' },
      schema: { querystring: clientInfoQuerySchema, response: { 200: clientInfoResponseSchema } },
    },
    async (request) => {
      const { key, domain } = request.query;
      const client =
        key !== undefined
          ? await clients.findActiveByKey(key)
          : await clients.findActiveByDomain(domain ?? '');
      if (client === undefined) throw new HttpError(404, 'Client not found');
      return { data: client };
    },
  );
}
