import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loginAs } from './loginAs';

/** A method a test calls the API with. @internal */
export type TestMethod = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

/** Calls the API as one of the logged-in test users. @internal */
export interface TestCaller {
  /** Logs `email` in (as a user would) and remembers the token under `who`. */
  login(who: string, email: string, password?: string): Promise<void>;
  call(
    who: string,
    method: TestMethod,
    url: string,
    payload?: object,
    headers?: Readonly<Record<string, string>>,
  ): Promise<LightMyRequestResponse>;
}

/**
 * One place for what every route test does: log people in once, then call `/api{url}` with their
 * bearer token (and any extra headers, e.g. a version or an idempotency key).
 * @internal
 */
export function createTestCaller(app: FastifyInstance): TestCaller {
  const tokens = new Map<string, string>();
  return {
    async login(who, email, password) {
      tokens.set(who, await loginAs(app, email, password));
    },
    call(who, method, url, payload, headers = {}) {
      const token = tokens.get(who);
      if (token === undefined) throw new Error(`${who} has not logged in`);
      return app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization: `Bearer ${token}`, ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
    },
  };
}
