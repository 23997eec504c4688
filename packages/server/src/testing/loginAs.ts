import type { FastifyInstance } from 'fastify';

/**
 * Logs in through `POST /api/auth/login`, as a user would, and returns the bearer token.
 * @throws when the login does not succeed, with the answer, so a test fails where it started.
 * @internal
 */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = 'test-password',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login of ${email} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ token: string }>().token;
}
