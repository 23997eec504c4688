import { describe, expect, it } from 'vitest';
import { ApiError, createApiErrorFromResponse } from './apiError';
import { createFixtureAdapter } from './createFixtureAdapter';

describe('createFixtureAdapter', () => {
  it('answers from handlers with params and the request, and from plain values', async () => {
    const adapter = createFixtureAdapter({
      'GET health': { status: 'ok' },
      'GET users/:id': ({ params, query }) => ({ id: params.id, include: query?.include }),
    });
    await expect(adapter.request({ method: 'GET', path: 'health' })).resolves.toEqual({
      status: 'ok',
    });
    await expect(
      adapter.request({ method: 'GET', path: '/users/u%201', query: { include: 'roles' } }),
    ).resolves.toEqual({ id: 'u 1', include: 'roles' });
    expect(adapter.calls.map((call) => call.path)).toEqual(['health', '/users/u%201']);
  });

  it('matches the method as well as the path', async () => {
    const adapter = createFixtureAdapter({ 'POST auth/logout': () => undefined });
    await expect(adapter.request({ method: 'GET', path: 'auth/logout' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('passes ApiErrors thrown by handlers through', async () => {
    const adapter = createFixtureAdapter({
      'POST auth/login': () => {
        throw createApiErrorFromResponse(401, { errorType: 'invalidCredentials' });
      },
    });
    await expect(adapter.request({ method: 'POST', path: 'auth/login' })).rejects.toMatchObject({
      status: 401,
      errorType: 'invalidCredentials',
    });
  });

  it('turns other handler failures into a 500 ApiError', async () => {
    const adapter = createFixtureAdapter({
      'GET x': () => {
        throw new Error('bug in the fixture');
      },
    });
    const error = await adapter.request({ method: 'GET', path: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500 });
  });

  it('rejects malformed route keys', () => {
    expect(() => createFixtureAdapter({ health: {} })).toThrow(/METHOD path/);
  });
});
