import type { FastifyInstance } from 'fastify';
import { personalDetailsInputSchema } from '../auth/personalDetailsInputSchema';
import { enforceRateLimit } from '../rateLimits/enforceRateLimit';
import type { RateLimiter } from '../rateLimits/rateLimiter';
import { registerPerIp } from '../rateLimits/rateLimitRules';
import type { RegistrationRequest, RegistrationService } from './registrationService';

const registrationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password', 'repeatPassword', 'personalDetails'],
  properties: {
    email: { type: 'string', format: 'email', maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    repeatPassword: { type: 'string', minLength: 1, maxLength: 1024 },
    personalDetails: personalDetailsInputSchema(['name', 'surname']),
    clientKey: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

const registrationResultSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', enum: ['waitingForAdminApproval', 'active'] } },
} as const;

/**
 * `POST users/register` (spec 000 §7), public and limited per client IP. Answers 201
 * `{ status }`; 400 `accountExists` / `clientNotExists`, 422 for the password's problems, 429
 * when flooded.
 * @internal
 */
export function registrationRoutes(
  api: FastifyInstance,
  deps: { readonly registration: RegistrationService; readonly limiter: RateLimiter },
): void {
  api.post<{ Body: RegistrationRequest }>(
    '/users/register',
    {
      config: { access: 'public' },
      schema: { body: registrationSchema, response: { 201: registrationResultSchema } },
    },
    async (request, reply) => {
      await enforceRateLimit(deps.limiter, reply, registerPerIp, request.ip);
      const status = await deps.registration.register(request.body, request.host);
      return reply.code(201).send({ status });
    },
  );
}
