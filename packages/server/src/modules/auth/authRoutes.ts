import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/requestContext';
import type { AuthService } from './authService';

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

const personalDetailsSchema = {
  type: 'object',
  properties: Object.fromEntries(
    [
      'name',
      'surname',
      'street',
      'city',
      'postalCode',
      'cellphone',
      'landline',
      'phone',
      'department',
      'jobPosition',
      'tag1',
      'tag2',
      'tag3',
    ].map((field) => [field, { type: 'string' }]),
  ),
} as const;

// Response schemas double as an allow-list: a column added to a query later cannot leak.
const sessionUserSchema = {
  type: 'object',
  required: [
    'id',
    'roleIds',
    'email',
    'type',
    'personalDetails',
    'defaultClient',
    'specialPermissions',
    'userSpecialFeatures',
  ],
  properties: {
    id: { type: 'string' },
    roleIds: { type: 'array', items: { type: 'string' } },
    email: { type: 'string' },
    type: { type: 'string' },
    personalDetails: personalDetailsSchema,
    defaultClient: {
      type: ['object', 'null'],
      required: ['key'],
      properties: { key: { type: 'string' } },
    },
    specialPermissions: { type: 'array', items: { type: 'string' } },
    userSpecialFeatures: {
      type: 'array',
      items: { type: 'object', required: ['type'], properties: { type: { type: 'string' } } },
    },
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
export function authRoutes(api: FastifyInstance, auth: AuthService): void {
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
    async (request) => ({ token: await auth.login(request.body.login, request.body.password) }),
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
