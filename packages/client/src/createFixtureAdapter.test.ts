import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('createFixtureAdapter upload (stories and tests without a server)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers from the route of its method and path, handing the body over as given', async () => {
    const file = new File(['abcd'], 'a.txt');
    const adapter = createFixtureAdapter({
      'POST documents/upload': ({ body }) => ({
        data: [{ id: (body as { documentId: string }).documentId }],
      }),
    });
    const body = { documentId: 'd-1', files: [{ fileId: 'f-1', file }] };
    await expect(adapter.upload({ path: 'documents/upload', body })).resolves.toEqual({
      data: [{ id: 'd-1' }],
    });
    expect(adapter.calls).toEqual([{ method: 'POST', path: 'documents/upload', body }]);
  });

  it('simulates progress in steps over its latency, ending with everything sent', async () => {
    vi.useFakeTimers();
    const adapter = createFixtureAdapter(
      { 'POST documents/upload': { data: [] } },
      { latencyMs: 400, uploadProgressSteps: 4 },
    );
    const onProgress = vi.fn();
    const result = adapter.upload({
      path: 'documents/upload',
      body: { files: [new Blob(['12345678'])] },
      onProgress,
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(onProgress.mock.calls).toEqual([[{ loaded: 2, total: 8 }]]);
    await vi.advanceTimersByTimeAsync(300);
    expect(onProgress.mock.calls.map(([progress]) => progress.loaded)).toEqual([2, 4, 6, 8]);
    await expect(result).resolves.toEqual({ data: [] });
  });

  it('counts the files of a ready FormData', async () => {
    const adapter = createFixtureAdapter({ 'PUT commands/upload': {} });
    const form = new FormData();
    form.append('files[0]', new Blob(['123']));
    const onProgress = vi.fn();
    await adapter.upload({ method: 'PUT', path: 'commands/upload', body: form, onProgress });
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 3, total: 3 });
    expect(adapter.calls[0]).toMatchObject({ method: 'PUT', body: form });
  });

  it('is cancelled by its signal midway, without answering', async () => {
    vi.useFakeTimers();
    const handler = vi.fn(() => ({}));
    const adapter = createFixtureAdapter({ 'POST documents/upload': handler }, { latencyMs: 400 });
    const controller = new AbortController();
    const onProgress = vi.fn();
    const result = adapter
      .upload({ path: 'documents/upload', body: {}, signal: controller.signal, onProgress })
      .catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(150);
    controller.abort();
    expect((await result) as Error).toMatchObject({ name: 'AbortError' });
    expect(onProgress).toHaveBeenCalledTimes(1);
    expect(handler).not.toHaveBeenCalled();
  });

  it('fails like a request when the handler throws an ApiError', async () => {
    const adapter = createFixtureAdapter({
      'POST documents/upload': () => {
        throw createApiErrorFromResponse(413, { statusCode: 413 });
      },
    });
    await expect(adapter.upload({ path: 'documents/upload', body: {} })).rejects.toMatchObject({
      status: 413,
    });
  });
});
