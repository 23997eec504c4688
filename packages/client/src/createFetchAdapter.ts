import { ApiError, createApiErrorFromResponse, isApiError } from './apiError';
import { encodeQuery } from './encodeQuery';
import type {
  CallDescription,
  HttpAdapter,
  HttpMethod,
  RequestOptions,
  UploadOptions,
  UploadProgress,
} from './httpAdapter.types';
import { defaultRequestTimeoutMs, uploadTimeoutMs } from './requestTimeouts';
import { toFormData } from './toFormData';

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
   * Called with every failure of a request or an upload (not with the caller's own aborts),
   * unless the call set `skipErrorNotification`. The place for the global 401 logout and error
   * notifications.
   */
  onError?: (error: ApiError, call: RequestOptions | UploadOptions) => void;
  /**
   * Timeout of `request` calls that do not set their own; `longRequestTimeoutMs` (120000) is
   * the spec's configured long one. Uploads default to `uploadTimeoutMs` instead.
   * @default 20000
   */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /**
   * Makes the `XMLHttpRequest` an upload is sent with: fetch cannot report upload progress.
   * @default () => new XMLHttpRequest()
   */
  createXhr?: () => XMLHttpRequest;
}

/** What a transport sends: the same for `fetch` and `XMLHttpRequest`. */
interface Outgoing {
  method: HttpMethod;
  url: string;
  headers: Headers;
  body: string | FormData | undefined;
  signal: AbortSignal;
}

/** What a transport hands back: enough of a response to parse it and map its failure. */
interface RawResponse {
  status: number;
  header(name: string): string | null;
  text: string;
}

/** Sends one call; rejects only when no answer arrived (network failure or abort). */
type Transport = (outgoing: Outgoing) => Promise<RawResponse>;

const isOk = (status: number) => status >= 200 && status < 300;

function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function parseBody(response: RawResponse): unknown {
  if (response.status === 204 || response.text === '') return undefined;
  const type = response.header('content-type') ?? '';
  if (!type.includes('json')) return response.text;
  try {
    return JSON.parse(response.text) as unknown;
  } catch (cause) {
    if (!isOk(response.status)) return response.text;
    throw new ApiError({
      status: response.status,
      code: 'invalidResponse',
      message: 'The server answered with malformed JSON',
      body: response.text,
      cause,
    });
  }
}

// Headers only the adapter sets: a call's own headers never replace the session's or client's.
const adapterHeaders = new Set([
  'accept',
  'authorization',
  'content-type',
  'x-client-appverionid',
  'x-client-key',
  'x-timezone',
]);

function buildHeaders(
  options: FetchAdapterOptions,
  jsonBody: boolean,
  callHeaders: Readonly<Record<string, string>> = {},
): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  for (const [name, value] of Object.entries(callHeaders)) {
    if (!adapterHeaders.has(name.toLowerCase())) headers.set(name, value);
  }
  const token = options.getToken?.();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('X-Timezone', Intl.DateTimeFormat().resolvedOptions().timeZone);
  const clientKey = options.getClientKey?.();
  if (clientKey) headers.set('X-Client-Key', clientKey);
  const versionId = options.getApplicationVersionId?.();
  if (versionId) headers.set('X-Client-AppVerionId', versionId);
  // A multipart body's Content-Type (with its boundary) is the browser's to set.
  if (jsonBody) headers.set('Content-Type', 'application/json');
  return headers;
}

function encodeBody(body: unknown): string | FormData | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

function fetchTransport(
  doFetch: (input: string, init: RequestInit) => Promise<Response>,
): Transport {
  return async ({ url, ...init }) => {
    const response = await doFetch(url, init);
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      text: response.status === 204 ? '' : await response.text(),
    };
  };
}

function xhrTransport(
  createXhr: () => XMLHttpRequest,
  onProgress: ((progress: UploadProgress) => void) | undefined,
): Transport {
  return ({ method, url, headers, body, signal }) =>
    new Promise<RawResponse>((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = createXhr();
      const abort = () => xhr.abort();
      const settle = (finish: () => void) => () => {
        signal.removeEventListener('abort', abort);
        finish();
      };
      xhr.open(method, url);
      headers.forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      if (onProgress) {
        xhr.upload.onprogress = (event) =>
          onProgress({
            loaded: event.loaded,
            total: event.lengthComputable ? event.total : undefined,
          });
      }
      xhr.onload = settle(() =>
        resolve({
          status: xhr.status,
          header: (name) => xhr.getResponseHeader(name),
          text: xhr.responseText,
        }),
      );
      xhr.onerror = settle(() => reject(new TypeError('Network request failed')));
      xhr.onabort = settle(() => reject(new DOMException('The upload was aborted.', 'AbortError')));
      signal.addEventListener('abort', abort, { once: true });
      xhr.send(body ?? null);
    });
}

/**
 * The browser's adapter under `/api`, with the spec's headers, JSON bodies, timeouts and errors
 * as `ApiError`: `request` goes through `fetch`, `upload` through `XMLHttpRequest` (the only
 * browser API that reports upload progress). Both share the URL, headers, timeout, cancellation,
 * error mapping and `onError` reporting.
 * @public
 * @example
 * const adapter = createFetchAdapter({ getToken: () => session.getState().token });
 * const user = await fetchCurrentUser(adapter);
 */
export function createFetchAdapter(options: FetchAdapterOptions = {}): HttpAdapter {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const viaFetch = fetchTransport(
    options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  );
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());
  const defaultTimeoutMs = options.timeoutMs ?? defaultRequestTimeoutMs;

  async function send(
    call: CallDescription,
    method: HttpMethod,
    body: string | FormData | undefined,
    timeoutMs: number,
    transport: Transport,
  ): Promise<unknown> {
    const query = call.query ? encodeQuery(call.query) : '';
    const url = `${baseUrl}/${call.path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerSignal = call.signal;
    const abortFromCaller = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) abortFromCaller();
    callerSignal?.addEventListener('abort', abortFromCaller, { once: true });

    try {
      let response: RawResponse;
      try {
        response = await transport({
          method,
          url,
          headers: buildHeaders(options, typeof body === 'string', call.headers),
          body,
          signal: controller.signal,
        });
      } catch (cause) {
        // The caller's own cancellation is not an error to report: rethrow it untouched.
        if (callerSignal?.aborted) throw callerSignal.reason ?? cause;
        throw new ApiError({
          status: 0,
          code: timedOut ? 'timeout' : 'network',
          message: timedOut ? `No answer within ${timeoutMs} ms` : 'Network failure',
          cause,
        });
      }
      const parsed = parseBody(response);
      if (!isOk(response.status)) {
        throw createApiErrorFromResponse(
          response.status,
          parsed,
          parseRetryAfter(response.header('retry-after')),
        );
      }
      return parsed;
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortFromCaller);
    }
  }

  async function reported<T>(
    call: RequestOptions | UploadOptions,
    run: () => Promise<unknown>,
  ): Promise<T> {
    try {
      return (await run()) as T;
    } catch (error) {
      if (isApiError(error) && !call.skipErrorNotification) options.onError?.(error, call);
      throw error;
    }
  }

  return {
    request<T>(request: RequestOptions): Promise<T> {
      return reported<T>(request, () =>
        send(
          request,
          request.method,
          encodeBody(request.body),
          request.timeoutMs ?? defaultTimeoutMs,
          viaFetch,
        ),
      );
    },
    upload<T>(upload: UploadOptions): Promise<T> {
      return reported<T>(upload, () =>
        send(
          upload,
          upload.method ?? 'POST',
          upload.body instanceof FormData ? upload.body : toFormData(upload.body),
          upload.timeoutMs ?? uploadTimeoutMs,
          xhrTransport(createXhr, upload.onProgress),
        ),
      );
    },
  };
}
