import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { createFetchAdapter } from './createFetchAdapter';
import type { RequestOptions, UploadOptions } from './httpAdapter.types';
import { longRequestTimeoutMs } from './requestTimeouts';

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

  it('sends a call’s own headers (an Idempotency-Key) but never lets one replace the session’s', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, {}));
    await createFetchAdapter({ fetch, getToken: () => null }).request({
      method: 'POST',
      path: 'processes',
      body: {},
      headers: {
        'Idempotency-Key': 'k-1',
        Authorization: 'Bearer stolen',
        'x-client-key': 'other',
      },
    });
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get('Idempotency-Key')).toBe('k-1');
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('X-Client-Key')).toBe(false);
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

  it('takes the configured long timeout as its default (spec §7: 120000 ms when configured)', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    const result = createFetchAdapter({ fetch, timeoutMs: longRequestTimeoutMs })
      .request({ method: 'GET', path: 'x' })
      .catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(fetch.mock.calls[0]![1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
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

/** Just enough of an XMLHttpRequest to drive an upload from a test. */
class FakeXhr {
  method = '';
  url = '';
  readonly requestHeaders = new Map<string, string>();
  body: unknown = undefined;
  sent = false;
  aborted = false;
  status = 0;
  responseText = '';
  private responseHeaders: Record<string, string> = {};
  readonly upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders.set(name.toLowerCase(), value);
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
    this.sent = true;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total?: number) {
    this.upload.onprogress?.({ loaded, total: total ?? 0, lengthComputable: total !== undefined });
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = { 'content-type': 'application/json', ...headers };
    this.onload?.();
  }
  failNetwork() {
    this.onerror?.();
  }
}

function fakeXhrs() {
  const created: FakeXhr[] = [];
  const createXhr = () => {
    const xhr = new FakeXhr();
    created.push(xhr);
    return xhr as unknown as XMLHttpRequest;
  };
  return { created, createXhr };
}

describe('createFetchAdapter upload (multipart through XMLHttpRequest)', () => {
  it('sends the spec headers, the query and a multipart body built from files and fields', async () => {
    const { created, createXhr } = fakeXhrs();
    const adapter = createFetchAdapter({
      createXhr,
      getToken: () => 'tok',
      getClientKey: () => 'demo',
      getApplicationVersionId: () => 'v-1',
    });
    const file = new File(['hello'], 'a.txt', { type: 'text/plain' });
    const result = adapter.upload<{ data: string[] }>({
      path: 'documents/upload',
      query: { context: { key: 'k' } },
      body: { documentId: 'd-1', files: [{ fileId: 'f-1', file }] },
    });
    const xhr = created[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/documents/upload?context[key]=k');
    expect(Object.fromEntries(xhr.requestHeaders)).toEqual({
      accept: 'application/json',
      authorization: 'Bearer tok',
      'x-timezone': Intl.DateTimeFormat().resolvedOptions().timeZone,
      'x-client-key': 'demo',
      'x-client-appverionid': 'v-1',
    });
    const form = xhr.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('documentId')).toBe('d-1');
    expect(form.get('files[0][fileId]')).toBe('f-1');
    expect((form.get('files[0][file]') as File).name).toBe('a.txt');
    xhr.respond(201, { data: ['ok'] });
    await expect(result).resolves.toEqual({ data: ['ok'] });
  });

  it('sends a ready FormData as it is, with the method asked for', async () => {
    const { created, createXhr } = fakeXhrs();
    const form = new FormData();
    form.append('x', '1');
    const result = createFetchAdapter({ createXhr }).upload({
      method: 'PUT',
      path: '/commands/upload',
      body: form,
    });
    expect(created[0]!.method).toBe('PUT');
    expect(created[0]!.body).toBe(form);
    created[0]!.respond(204, '');
    await expect(result).resolves.toBeUndefined();
  });

  it('reports progress as { loaded, total }, total undefined when the browser cannot tell', async () => {
    const { created, createXhr } = fakeXhrs();
    const onProgress = vi.fn();
    const result = createFetchAdapter({ createXhr }).upload({
      path: 'documents/upload',
      body: { file: new Blob(['12345678']) },
      onProgress,
    });
    created[0]!.progress(4, 8);
    created[0]!.progress(8, 8);
    created[0]!.progress(9);
    created[0]!.respond(200, {});
    await result;
    expect(onProgress.mock.calls).toEqual([
      [{ loaded: 4, total: 8 }],
      [{ loaded: 8, total: 8 }],
      [{ loaded: 9, total: undefined }],
    ]);
  });

  it('maps a failed upload to an ApiError and reports it through onError, like request', async () => {
    const { created, createXhr } = fakeXhrs();
    const onError = vi.fn();
    const adapter = createFetchAdapter({ createXhr, onError });
    const upload: UploadOptions = { path: 'documents/upload', body: {} };
    const result = adapter.upload(upload).catch((caught: unknown) => caught);
    created[0]!.respond(
      422,
      { statusCode: 422, message: 'Invalid', errors: [{ path: '/files', message: 'empty' }] },
      { 'retry-after': '3' },
    );
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Invalid', retryAfterSeconds: 3 });
    expect(onError).toHaveBeenCalledWith(error, upload);
  });

  it('does not report a failure when the upload skips error notifications', async () => {
    const { created, createXhr } = fakeXhrs();
    const onError = vi.fn();
    const result = createFetchAdapter({ createXhr, onError })
      .upload({ path: 'documents/upload', body: {}, skipErrorNotification: true })
      .catch((caught: unknown) => caught);
    created[0]!.respond(500, { statusCode: 500 });
    expect(await result).toMatchObject({ status: 500 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError with status 0 and code network', async () => {
    const { created, createXhr } = fakeXhrs();
    const result = createFetchAdapter({ createXhr })
      .upload({ path: 'documents/upload', body: {} })
      .catch((caught: unknown) => caught);
    created[0]!.failNetwork();
    expect(await result).toMatchObject({ status: 0, code: 'network' });
  });

  it('cancels through the caller’s signal: aborts the XHR, rethrows the abort, reports nothing', async () => {
    const { created, createXhr } = fakeXhrs();
    const onError = vi.fn();
    const controller = new AbortController();
    const result = createFetchAdapter({ createXhr, onError })
      .upload({ path: 'documents/upload', body: {}, signal: controller.signal })
      .catch((caught: unknown) => caught);
    controller.abort();
    const error = await result;
    expect(created[0]!.aborted).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(onError).not.toHaveBeenCalled();
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { created, createXhr } = fakeXhrs();
    const controller = new AbortController();
    controller.abort();
    const error = await createFetchAdapter({ createXhr })
      .upload({ path: 'documents/upload', body: {}, signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect((error as Error).name).toBe('AbortError');
    expect(created).toHaveLength(0);
  });

  it('times out after 600000 ms by default (spec 001 §9), or after its own timeoutMs', async () => {
    vi.useFakeTimers();
    const { created, createXhr } = fakeXhrs();
    const adapter = createFetchAdapter({ createXhr });
    const slow = adapter
      .upload({ path: 'documents/upload', body: {} })
      .catch((caught: unknown) => caught);
    const quick = adapter
      .upload({ path: 'documents/upload', body: {}, timeoutMs: 1_000 })
      .catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await quick).toMatchObject({ status: 0, code: 'timeout' });
    await vi.advanceTimersByTimeAsync(598_999);
    expect(created[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(created[0]!.aborted).toBe(true);
    expect(await slow).toMatchObject({ status: 0, code: 'timeout' });
  });
});
