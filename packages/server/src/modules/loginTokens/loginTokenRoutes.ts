import type { FastifyInstance } from 'fastify';
import { tenantOf } from '../access/requestContext';
import { enforceRateLimit } from '../rateLimits/enforceRateLimit';
import type { RateLimiter } from '../rateLimits/rateLimiter';
import { loginByTokenPerIp } from '../rateLimits/rateLimitRules';
import type { LoginTokenService } from './loginTokenService';

/** A link lasts an hour unless the admin says otherwise; a day at most, a minute at least. */
const defaultValiditySeconds = 60 * 60;

const createBodySchema = {
  anyOf: [
    // The spec's runtime sends no body at all.
    { type: 'null' },
    {
      type: 'object',
      additionalProperties: false,
      properties: { validitySeconds: { type: 'integer', minimum: 60, maximum: 24 * 60 * 60 } },
    },
  ],
} as const;

const createdSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'object',
      required: ['token', 'expiresAt'],
      properties: { token: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
    },
  },
} as const;

const redeemBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  // Any string up to 200 characters: a malformed token is an invalid link (401), not a form error.
  properties: { token: { type: 'string', maxLength: 200 } },
} as const;

const sessionSchema = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string' } },
} as const;

/**
 * `POST users/{id}/loginToken` (admin; spec 000 §7) and `POST auth/loginByToken` (public; the
 * spec does not show its path). Both answers carry a secret: `Cache-Control: no-store`; the
 * redemption also sends `Referrer-Policy: no-referrer`, whatever it answers, so the page that
 * holds the link in its URL leaks it to no third party.
 * @internal
 */
export function loginTokenRoutes(
  api: FastifyInstance,
  deps: { readonly loginTokens: LoginTokenService; readonly limiter: RateLimiter },
): void {
  api.post<{ Params: { id: string }; Body: { validitySeconds?: number } | null }>(
    '/users/:id/loginToken',
    {
      config: { access: 'admin' },
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', format: 'uuid' } },
        },
        body: createBodySchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => {
      const validitySeconds = request.body?.validitySeconds ?? defaultValiditySeconds;
      const created = await deps.loginTokens.create(
        tenantOf(request),
        request.params.id,
        validitySeconds,
      );
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ data: { token: created.token, expiresAt: created.expiresAt.toISOString() } });
    },
  );

  api.post<{ Body: { token: string } }>(
    '/auth/loginByToken',
    {
      config: { access: 'public' },
      schema: { body: redeemBodySchema, response: { 200: sessionSchema } },
      onRequest: async (_request, reply) => {
        reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
      },
    },
    async (request, reply) => {
      await enforceRateLimit(deps.limiter, reply, loginByTokenPerIp, request.ip);
      return { token: await deps.loginTokens.redeem(request.body.token) };
    },
  );
}
