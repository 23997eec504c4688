import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { createFetchAdapter } from './createFetchAdapter';
import type { RequestOptions } from './httpAdapter.types';

interface RecordedCall {
  url: string;
  init: RequestInit;
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A fake fetch answering with `respond` and recording what it was asked. */
function fakeFetch(respond: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  });
  return { fetch, calls };
}

/** A fake fetch that never answers until its signal aborts, like a hung server. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createFetchAdapter', () => {
  it('sends the spec headers (spec §7: Authorization, X-Timezone, X-Client-Key, X-Client-AppVerionId)', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { ok: true }));
    const adapter = createFetchAdapter({
      fetch,
      getToken: () => 'tok',
      getClientKey: () => 'demo',
      getApplicationVersionId: () => 'v-1',
    });
    await adapter.request({ method: 'GET', path: 'auth/me' });
    const headers = new Headers(calls[0]!.init.headers);
    expect(calls[0]!.url).toBe('/api/auth/me');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('X-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers.get('X-Client-Key')).toBe('demo');
    expect(headers.get('X-Client-AppVerionId')).toBe('v-1');
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('omits the optional headers when there is no token, client or version', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, {}));
    await createFetchAdapter({ fetch, getToken: () => null }).request({
      method: 'GET',
      path: 'health',
    });
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-Client-Key')).toBe(false);
    expect(headers.has('X-Client-AppVerionId')).toBe(false);
  });

  it('sends JSON bodies and nested query strings, and parses JSON answers', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { data: [1] }));
    const adapter = createFetchAdapter({ fetch, baseUrl: 'http://host/api/' });
    const result = await adapter.request<{ data: number[] }>({
      method: 'POST',
      path: '/users',
      query: { filter: { status: 'active' } },
      body: { a: 1 },
    });
    expect(result).toEqual({ data: [1] });
    expect(calls[0]!.url).toBe('http://host/api/users?filter[status]=active');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"a":1}');
    expect(new Headers(calls[0]!.init.headers).get('Content-Type')).toBe('application/json');
  });

  it('resolves undefined for 204 No Content', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(
      createFetchAdapter({ fetch }).request({ method: 'POST', path: 'auth/logout' }),
    ).resolves.toBeUndefined();
  });

  it('rejects with an ApiError carrying status, errorType, code and body', async () => {
    const body = { statusCode: 401, message: 'Unauthorized', errorType: 'deactivatedByAdmin' };
    const { fetch } = fakeFetch(() => jsonResponse(401, body));
    const error = await createFetchAdapter({ fetch })
      .request({ method: 'POST', path: 'auth/login' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      errorType: 'deactivatedByAdmin',
      message: 'Unauthorized',
      body,
    });
  });

  it('reads Retry-After on 429 (seconds or HTTP date)', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse(429, { statusCode: 429 }, { 'retry-after': '120' }),
    );
    await expect(
      createFetchAdapter({ fetch }).request({ method: 'POST', path: 'auth/login' }),
    ).rejects.toMatchObject({ status: 429, retryAfterSeconds: 120 });
  });

  it('calls onError with the error and the request, unless the request skips notifications', async () => {
    const { fetch } = fakeFetch(() => jsonResponse(403, { statusCode: 403 }));
    const onError = vi.fn();
    const adapter = createFetchAdapter({ fetch, onError });
    const request: RequestOptions = { method: 'GET', path: 'roles' };
    await expect(adapter.request(request)).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({ status: 403 });
    expect(onError.mock.calls[0]![1]).toBe(request);

    await expect(
      adapter.request({ method: 'GET', path: 'roles', skipErrorNotification: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into an ApiError with status 0 and code network', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      createFetchAdapter({ fetch }).request({ method: 'GET', path: 'health' }),
    ).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('times out after 20000 ms by default (spec §9)', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const result = createFetchAdapter({ fetch })
      .request({ method: 'GET', path: 'health' })
      .catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetch.mock.calls[0]![1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ status: 0, code: 'timeout' });
  });

  it('honours a per-request timeout (spec: 120000 ms when configured)', async () => {
    vi.useFakeTimers();
    const result = createFetchAdapter({ fetch: hangingFetch() })
      .request({ method: 'GET', path: 'x', timeoutMs: 120_000 })
      .catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(20_000);
    await vi.advanceTimersByTimeAsync(100_000);
    expect(await result).toMatchObject({ code: 'timeout' });
  });

  it('rethrows the caller’s abort untouched and does not report it', async () => {
    const onError = vi.fn();
    const controller = new AbortController();
    const result = createFetchAdapter({ fetch: hangingFetch(), onError })
      .request({ method: 'GET', path: 'x', signal: controller.signal })
      .catch((caught: unknown) => caught);
    controller.abort();
    const error = await result;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(onError).not.toHaveBeenCalled();
  });

  it('returns non-JSON answers as text', async () => {
    const { fetch } = fakeFetch(
      () => new Response('pong', { headers: { 'content-type': 'text/plain' } }),
    );
    await expect(createFetchAdapter({ fetch }).request({ method: 'GET', path: 'x' })).resolves.toBe(
      'pong',
    );
  });
});
