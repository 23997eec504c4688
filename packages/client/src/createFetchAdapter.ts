import { ApiError, createApiErrorFromResponse, isApiError } from './apiError';
import { encodeQuery } from './encodeQuery';
import type { HttpAdapter, RequestOptions } from './httpAdapter.types';

/**
 * Request timeout (spec: 20000 ms, 120000 ms when configured).
 * @public
 */
export const defaultRequestTimeoutMs = 20_000;

/** @public */
export interface FetchAdapterOptions {
  /** @default '/api' */
  baseUrl?: string;
  /** Bearer token for `Authorization`. */
  getToken?: () => string | null | undefined;
  /** Sent as `X-Client-Key`. */
  getClientKey?: () => string | null | undefined;
  /** Sent as `X-Client-AppVerionId` (the spec spells it so). */
  getApplicationVersionId?: () => string | null | undefined;
  /**
   * Called with every failure (not with the caller's own aborts), unless the request set
   * `skipErrorNotification`. The place for the global 401 logout and error notifications.
   */
  onError?: (error: ApiError, request: RequestOptions) => void;
  /** @default 20000 */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    if (!response.ok) return text;
    throw new ApiError({
      status: response.status,
      code: 'invalidResponse',
      message: 'The server answered with malformed JSON',
      body: text,
      cause,
    });
  }
}

function buildHeaders(options: FetchAdapterOptions, body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const token = options.getToken?.();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('X-Timezone', Intl.DateTimeFormat().resolvedOptions().timeZone);
  const clientKey = options.getClientKey?.();
  if (clientKey) headers.set('X-Client-Key', clientKey);
  const versionId = options.getApplicationVersionId?.();
  if (versionId) headers.set('X-Client-AppVerionId', versionId);
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/**
 * The browser's adapter: `fetch` under `/api`, with the spec's headers, a timeout through
 * `AbortController`, JSON bodies and errors as `ApiError`.
 * @public
 * @example
 * const adapter = createFetchAdapter({ getToken: () => session.getState().token });
 * const user = await fetchCurrentUser(adapter);
 */
export function createFetchAdapter(options: FetchAdapterOptions = {}): HttpAdapter {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const defaultTimeoutMs = options.timeoutMs ?? defaultRequestTimeoutMs;

  async function send(request: RequestOptions): Promise<unknown> {
    const query = request.query ? encodeQuery(request.query) : '';
    const url = `${baseUrl}/${request.path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs ?? defaultTimeoutMs);
    const callerSignal = request.signal;
    const abortFromCaller = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) abortFromCaller();
    callerSignal?.addEventListener('abort', abortFromCaller, { once: true });

    try {
      let response: Response;
      let body: unknown;
      try {
        response = await doFetch(url, {
          method: request.method,
          headers: buildHeaders(options, request.body),
          body: encodeBody(request.body),
          signal: controller.signal,
        });
        body = await readBody(response);
      } catch (cause) {
        if (isApiError(cause)) throw cause;
        // The caller's own cancellation is not an error to report: rethrow it untouched.
        if (callerSignal?.aborted) throw callerSignal.reason ?? cause;
        throw new ApiError({
          status: 0,
          code: timedOut ? 'timeout' : 'network',
          message: timedOut
            ? `No answer within ${request.timeoutMs ?? defaultTimeoutMs} ms`
            : 'Network failure',
          cause,
        });
      }
      if (!response.ok) {
        throw createApiErrorFromResponse(
          response.status,
          body,
          parseRetryAfter(response.headers.get('retry-after')),
        );
      }
      return body;
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortFromCaller);
    }
  }

  return {
    async request<T>(request: RequestOptions): Promise<T> {
      try {
        return (await send(request)) as T;
      } catch (error) {
        if (isApiError(error) && !request.skipErrorNotification) options.onError?.(error, request);
        throw error;
      }
    },
  };
}
