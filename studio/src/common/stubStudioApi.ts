import type { CurrentUser } from '@tessera/client';
import { createTestUser } from '@tessera/client/testing';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { session } from '../services';

/** A request the studio sent, as a test's stub reads it. */
export interface StubbedRequest {
  readonly method: string;
  /** Without the query string: `/api/roles`. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** The parsed JSON body, if any. */
  readonly body: unknown;
}

/** The user a stubbed studio is opened as, unless a test names another: a client admin. */
const stubAdmin = createTestUser({ type: 'client_admin' });

/** A client admin named apart from `createTestUser`'s Jan Kowalski, for tests listing users. */
export const adminAnnaNowak = createTestUser({
  type: 'client_admin',
  personalDetails: { name: 'Anna', surname: 'Nowak' },
});

/**
 * For DOM tests rendering `<App />`: logs `user` in, answers the session's own requests (the
 * current user, the client "demo" with `enabledFeatures` when given) and hands every other one
 * to `answer` (a 404 when it returns nothing), then puts the browser at `address`.
 * `clearStudioApi` undoes it.
 */
export function stubStudioApi(
  address: string,
  answer: (request: StubbedRequest) => Response | undefined,
  user: CurrentUser = stubAdmin,
  enabledFeatures?: Readonly<Record<string, boolean>>,
): void {
  const client = {
    id: 'c1',
    key: 'demo',
    name: 'Demo',
    domains: [],
    ...(enabledFeatures && { enabledFeatures }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const { pathname: path, searchParams: query } = new URL(url, 'http://localhost');
      if (path === '/api/auth/me') return Response.json(user);
      if (path === '/api/clients/info') return Response.json({ data: client });
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const response = answer({ method: init?.method ?? 'GET', path, query, body });
      return response ?? Response.json({ statusCode: 404 }, { status: 404 });
    }),
  );
  act(() => {
    session.setToken('tok');
    session.setUser(user);
  });
  window.history.replaceState(null, '', address);
}

/** A collection's answer holding all of `data` on its one page. */
export function collectionPage(data: readonly unknown[], relations: object = {}): Response {
  return Response.json({
    data,
    meta: { page: 1, perPage: 20, lastPage: 1, total: data.length },
    relations,
  });
}

/** Undoes `stubStudioApi`: the real `fetch`, nobody logged in. */
export function clearStudioApi(): void {
  vi.unstubAllGlobals();
  act(() => session.clear());
}
