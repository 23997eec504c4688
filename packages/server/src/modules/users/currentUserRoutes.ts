import type { FastifyInstance } from 'fastify';
import { principalOf } from '../access/requestContext';
import type { AuthService } from '../auth/authService';
import { admitPasswordAttempt, recordCorrectPassword } from '../auth/loginThrottle';
import { personalDetailsInputSchema } from '../auth/personalDetailsInputSchema';
import { sessionUserSchema } from '../auth/sessionUserSchema';
import type { RateLimiter } from '../rateLimits/rateLimiter';
import type { CurrentUserChange, CurrentUserService } from './currentUserService';

// Bounded like the login's, so nobody makes argon2 hash megabytes per request.
const passwordSchema = { type: 'string', minLength: 1, maxLength: 1024 } as const;

// Only these four properties: `type`, `roleIds`, `email`, `status`, `isSuperAdmin` or anything
// else answers 422 and changes nothing (no mass assignment). The three password fields come
// together or not at all.
const currentUserChangeSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    personalDetails: personalDetailsInputSchema(),
    currentPassword: passwordSchema,
    newPassword: passwordSchema,
    repeatNewPassword: passwordSchema,
  },
  dependencies: {
    currentPassword: ['newPassword', 'repeatNewPassword'],
    newPassword: ['currentPassword', 'repeatNewPassword'],
    repeatNewPassword: ['currentPassword', 'newPassword'],
  },
} as const;

/**
 * `PATCH users/current` (spec 000 §7): the logged-in user edits their personal details and/or
 * changes their password (`currentPassword`, `newPassword`, `repeatNewPassword`). Answers the
 * session user as `auth/me` does, with the new details.
 * @internal
 */
export function currentUserRoutes(
  api: FastifyInstance,
  deps: {
    readonly auth: AuthService;
    readonly currentUser: CurrentUserService;
    readonly limiter: RateLimiter;
  },
): void {
  api.patch<{ Body: CurrentUserChange }>(
    '/users/current',
    {
      config: { access: 'authenticated' },
      schema: { body: currentUserChangeSchema, response: { 200: sessionUserSchema } },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const changesPassword = request.body.newPassword !== undefined;
      // Guessing the current password through a stolen session counts like guessing a login.
      if (changesPassword) {
        await admitPasswordAttempt(deps.limiter, reply, request.ip, principal.email);
      }
      const personalDetails = await deps.currentUser.update(principal, request.body);
      if (changesPassword) await recordCorrectPassword(deps.limiter, request.ip, principal.email);
      return deps.auth.currentUser({ ...principal, personalDetails }, request.tenant);
    },
  );
}
