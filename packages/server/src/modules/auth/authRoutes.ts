import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/requestContext';
import type { RateLimiter } from '../rateLimits/rateLimiter';
import type { AuthService } from './authService';
import { admitPasswordAttempt, recordCorrectPassword } from './loginThrottle';
import { sessionUserSchema } from './sessionUserSchema';

const loginBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['login', 'password'],
  properties: {
    // The login is the e-mail address (spec 000 §5); 254 is the longest valid one.
    login: { type: 'string', minLength: 1, maxLength: 254 },
    // Bounded so nobody makes argon2 hash megabytes per request.
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;

interface LoginBody {
  login: string;
  password: string;
}

/**
 * `POST auth/login`, `GET auth/me`, `POST auth/logout` (spec 000 §7).
 * @internal
 */
export function authRoutes(api: FastifyInstance, auth: AuthService, limiter: RateLimiter): void {
  api.post<{ Body: LoginBody }>(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        body: loginBodySchema,
        response: {
          200: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      const { login, password } = request.body;
      await admitPasswordAttempt(limiter, reply, request.ip, login);
      const token = await auth.login(login, password);
      await recordCorrectPassword(limiter, request.ip, login);
      return { token };
    },
  );

  api.get(
    '/auth/me',
    { config: { access: 'authenticated' }, schema: { response: { 200: sessionUserSchema } } },
    (request) => auth.currentUser(principalOf(request), request.tenant),
  );

  api.post('/auth/logout', { config: { access: 'authenticated' } }, async (request, reply) => {
    await auth.logout(principalOf(request));
    return reply.code(204).send();
  });
}
